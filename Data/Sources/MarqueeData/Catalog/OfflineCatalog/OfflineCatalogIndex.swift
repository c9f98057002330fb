import MarqueeDomain

/// The offline catalog prepared for search: every title folded once, up front
/// (or when the catalog was generated), so a query costs a pass over a few
/// hundred short strings.
struct OfflineCatalogIndex: Sendable {
    /// How well a title matches a query; lower is better.
    enum Rank: Int, Comparable, Sendable {
        case exactTitle, titlePrefix, allWords, anyWord

        static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    private struct Entry: Sendable {
        let movie: Movie
        let titles: [SearchText]
    }

    /// Words too common to make a film match on their own.
    private static let stopWords: Set<String> = [
        "a", "an", "and", "the", "of", "in", "on", "to", "de", "la", "le", "les", "el", "los", "der", "die", "das",
    ]

    private let entries: [Entry]

    /// Indexes `movies`, folding their titles.
    init(movies: [Movie]) {
        entries = movies.map { movie in
            Entry(movie: movie, titles: Self.titles(of: movie).map { SearchText($0) })
        }
    }

    /// Indexes `movies` whose titles were folded beforehand: `foldedTitles[i]`
    /// holds the folded ``titles(of:)`` of `movies[i]`.
    init(movies: [Movie], foldedTitles: [[String]]) {
        entries = zip(movies, foldedTitles).map { movie, titles in
            Entry(movie: movie, titles: titles.map(SearchText.init(folded:)))
        }
    }

    /// The titles a film is found by: its title, and its original title when
    /// that differs.
    static func titles(of movie: Movie) -> [String] {
        movie.title == movie.originalTitle ? [movie.title] : [movie.title, movie.originalTitle]
    }

    /// How many films the catalog holds.
    var count: Int { entries.count }

    /// The film with this id. A pass over a few hundred films is cheaper than
    /// building a dictionary for the one lookup a command makes.
    func movie(_ id: MovieID) -> Movie? { entries.first { $0.movie.id == id }?.movie }

    /// Every film that matches, best first: exact title, then title prefix, then
    /// all words, then any word; ties by popularity, then by id for stability.
    func search(_ query: MovieQuery) -> [Movie] {
        let needle = SearchText(query.text)
        let words = needle.words
        guard !words.isEmpty else { return [] }
        let significant = words.filter { !Self.stopWords.contains(String($0)) }
        let query = Query(
            folded: Array(needle.folded.utf8), words: words.map { Array($0.utf8) },
            anyOf: (significant.isEmpty ? words : significant).map { Array($0.utf8) }
        )
        var matches: [(rank: Rank, movie: Movie)] = []
        for entry in entries {
            let best = entry.titles.compactMap { title in title.withBytes { query.rank(of: $0) } }.min()
            if let best { matches.append((best, entry.movie)) }
        }
        matches.sort { lhs, rhs in
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            if lhs.movie.popularity != rhs.movie.popularity { return lhs.movie.popularity > rhs.movie.popularity }
            return lhs.movie.id < rhs.movie.id
        }
        return matches.map(\.movie)
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
