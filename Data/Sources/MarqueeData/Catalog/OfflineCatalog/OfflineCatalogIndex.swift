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
    /// all words, then any word (those with more of the query's words first);
    /// ties by popularity, then by id for stability. A number matches itself
    /// written as a word or in Roman numerals ("part 2" finds "Part II" and
    /// "Part Two"), as a whole word.
    func search(_ query: MovieQuery) -> [TMDBMovieResultDTO] {
        let needle = SearchText(query.text)
        let words = needle.words
        guard !words.isEmpty else { return [] }
        let significant = words.filter { !Self.stopWords.contains(String($0)) }
        let query = Query(
            folded: Array(needle.folded.utf8), words: words.map(Query.Word.init),
            anyOf: (significant.isEmpty ? words : significant).map(Query.Word.init)
        )
        var matches: [(rank: Rank, matched: Int, popularity: Double, result: TMDBMovieResultDTO)] = []
        for (result, titles) in zip(results, foldedTitles) {
            let best = titles.compactMap { title in SearchText(folded: title).withBytes { query.rank(of: $0) } }
                .min { $0.rank != $1.rank ? $0.rank < $1.rank : $0.matched > $1.matched }
            if let best { matches.append((best.rank, best.matched, result.popularity ?? 0, result)) }
        }
        matches.sort { lhs, rhs in
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            if lhs.matched != rhs.matched { return lhs.matched > rhs.matched }
            if lhs.popularity != rhs.popularity { return lhs.popularity > rhs.popularity }
            return lhs.result.id < rhs.result.id
        }
        return matches.map(\.result)
    }

    /// A query folded into bytes once, to rank every title against.
    private struct Query {
        /// One word of the query: matched from the start of a title's word,
        /// or, for a number, also as the whole word of its other spellings.
        struct Word {
            let bytes: [UInt8]
            let spellings: [[UInt8]]

            init(_ word: Substring) {
                bytes = Array(word.utf8)
                spellings =
                    Self.numbers.first { $0.contains(String(word)) }.map { spellings in
                        spellings.filter { $0 != String(word) }.map { Array($0.utf8) }
                    } ?? []
            }

            /// Each number from 2 to 12 in digits, Roman numerals and words
            /// (1 only as "one": the word "I" is everywhere).
            private static let numbers: [Set<String>] = [
                ["1", "one"], ["2", "ii", "two"], ["3", "iii", "three"], ["4", "iv", "four"], ["5", "v", "five"],
                ["6", "vi", "six"], ["7", "vii", "seven"], ["8", "viii", "eight"], ["9", "ix", "nine"],
                ["10", "x", "ten"], ["11", "xi", "eleven"], ["12", "xii", "twelve"],
            ]

            func isIn(_ title: UnsafeBufferPointer<UInt8>) -> Bool {
                SearchText.hasWord(in: title, startingWith: bytes)
                    || spellings.contains { SearchText.hasWholeWord(in: title, $0) }
            }
        }

        let folded: [UInt8]
        let words: [Word]
        /// The words that make a film match on their own (not stop words, unless all are).
        let anyOf: [Word]

        /// The title's rank, and how many of ``anyOf`` it holds.
        func rank(of title: UnsafeBufferPointer<UInt8>) -> (rank: Rank, matched: Int)? {
            if title.count == folded.count, SearchText.starts(title, with: folded) { return (.exactTitle, anyOf.count) }
            if SearchText.starts(title, with: folded) { return (.titlePrefix, anyOf.count) }
            if words.allSatisfy({ $0.isIn(title) }) { return (.allWords, anyOf.count) }
            let matched = anyOf.reduce(0) { $0 + ($1.isIn(title) ? 1 : 0) }
            return matched > 0 ? (.anyWord, matched) : nil
        }
    }
}
