import MarqueeDomain

/// The offline catalog prepared for search: each film as TMDB's search
/// results shape it, beside its titles folded (when the catalog was generated,
/// or once as it loads). A query costs a pass over a few hundred short
/// strings, and only the films a page shows become Domain movies.
struct OfflineCatalogIndex: Sendable {
    /// How well a title matches a query; lower is better.
    enum Rank: Int, Comparable, Sendable {
        case exactTitle, titlePrefix, allWords, anyWord

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Words too common to make a film match on their own.
    private static let stopWords: Set<String> = [
        "a", "an", "and", "the", "of", "in", "on", "to", "de", "la", "le", "les", "el", "los", "der", "die", "das",
    ]

    private let results: [TMDBMovieResultDTO]
    /// `foldedTitles[i]` holds the folded ``titles(of:)`` of `results[i]`.
    private let foldedTitles: [[String]]

    /// Indexes `results` with their folded titles.
    ///
    /// - Throws: ``CatalogError/unreadableData(_:_:)`` when the two arrays are not
    ///   the same length (a generated catalog out of step with itself).
    init(results: [TMDBMovieResultDTO], foldedTitles: [[String]]) throws(CatalogError) {
        guard results.count == foldedTitles.count else {
            throw .unreadableData(.offlineCatalog, .inconsistentIndex)
        }
        self.results = results
        self.foldedTitles = foldedTitles
    }

    /// The titles a film is found by: its title, and its original title when
    /// that differs.
    static func titles(of movie: Movie) -> [String] {
        movie.title == movie.originalTitle ? [movie.title] : [movie.title, movie.originalTitle]
    }

    /// How many films the catalog holds.
    var count: Int { results.count }

    /// The film with this id. A pass over a few hundred films is cheaper than
    /// building a dictionary for the one lookup a command makes.
    func result(_ id: MovieID) -> TMDBMovieResultDTO? { results.first { $0.id == id.rawValue } }

    /// Every film that matches, best first: exact title, then title prefix, then
    /// all words, then any word; ties by popularity, then by id for stability.
    func search(_ query: MovieQuery) -> [TMDBMovieResultDTO] {
        let needle = SearchText(query.text)
        let words = needle.words
        guard !words.isEmpty else { return [] }
        let significant = words.filter { !Self.stopWords.contains(String($0)) }
        let query = Query(
            folded: Array(needle.folded.utf8), words: words.map { Array($0.utf8) },
            anyOf: (significant.isEmpty ? words : significant).map { Array($0.utf8) }
        )
        var matches: [(rank: Rank, popularity: Double, result: TMDBMovieResultDTO)] = []
        for (result, titles) in zip(results, foldedTitles) {
            let best = titles.compactMap { title in SearchText(folded: title).withBytes { query.rank(of: $0) } }.min()
            if let best { matches.append((best, result.popularity ?? 0, result)) }
        }
        matches.sort { lhs, rhs in
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            if lhs.popularity != rhs.popularity { return lhs.popularity > rhs.popularity }
            return lhs.result.id < rhs.result.id
        }
        return matches.map(\.result)
    }

    /// A query folded into bytes once, to rank every title against.
    private struct Query {
        let folded: [UInt8]
        let words: [[UInt8]]
        /// The words that make a film match on their own (not stop words, unless all are).
        let anyOf: [[UInt8]]

        func rank(of title: UnsafeBufferPointer<UInt8>) -> Rank? {
            if title.count == folded.count, SearchText.starts(title, with: folded) { return .exactTitle }
            if SearchText.starts(title, with: folded) { return .titlePrefix }
            if words.allSatisfy({ SearchText.hasWord(in: title, startingWith: $0) }) { return .allWords }
            if anyOf.contains(where: { SearchText.hasWord(in: title, startingWith: $0) }) { return .anyWord }
            return nil
        }
    }
}
