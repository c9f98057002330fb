import MarqueeDomain

/// The offline catalog prepared for search: every title folded once, up front,
/// so a query costs a pass over a few hundred small arrays.
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
    private static let stopWords: Set<[UInt8]> = Set(
        [
            "a", "an", "and", "the", "of", "in", "on", "to", "de", "la", "le", "les", "el", "los", "der", "die", "das",
        ].map { Array($0.utf8) })

    private let entries: [Entry]
    private let byID: [MovieID: Movie]

    init(movies: [Movie]) {
        entries = movies.map { movie in
            let titles = movie.title == movie.originalTitle ? [movie.title] : [movie.title, movie.originalTitle]
            return Entry(movie: movie, titles: titles.map(SearchText.init))
        }
        byID = Dictionary(movies.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// How many films the catalog holds.
    var count: Int { entries.count }

    /// The film with this id.
    func movie(_ id: MovieID) -> Movie? { byID[id] }

    /// Every film that matches, best first: exact title, then title prefix, then
    /// all words, then any word; ties by popularity, then by id for stability.
    func search(_ query: MovieQuery) -> [Movie] {
        let needle = SearchText(query.text)
        guard !needle.words.isEmpty else { return [] }
        let significant = needle.words.filter { !Self.stopWords.contains($0) }
        let anyWordCandidates = significant.isEmpty ? needle.words : significant
        var matches: [(rank: Rank, movie: Movie)] = []
        for entry in entries {
            let best = entry.titles.compactMap { Self.rank(of: $0, for: needle, anyOf: anyWordCandidates) }.min()
            if let best { matches.append((best, entry.movie)) }
        }
        matches.sort { lhs, rhs in
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            if lhs.movie.popularity != rhs.movie.popularity { return lhs.movie.popularity > rhs.movie.popularity }
            return lhs.movie.id < rhs.movie.id
        }
        return matches.map(\.movie)
    }

    private static func rank(of title: SearchText, for needle: SearchText, anyOf candidates: [[UInt8]]) -> Rank? {
        if title.folded == needle.folded { return .exactTitle }
        if title.folded.starts(with: needle.folded) { return .titlePrefix }
        if needle.words.allSatisfy(title.hasWord(startingWith:)) { return .allWords }
        if candidates.contains(where: title.hasWord(startingWith:)) { return .anyWord }
        return nil
    }
}
