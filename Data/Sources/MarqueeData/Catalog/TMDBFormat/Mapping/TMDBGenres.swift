package import MarqueeDomain

/// TMDB's movie genres: the table that turns `genre_ids` into ``Genre`` values.
package struct TMDBGenres: Sendable {
    private let byID: [Int: Genre]

    package init(_ genres: [Genre]) {
        byID = Dictionary(genres.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The genre with this id, or `nil` when TMDB has none by that number.
    package func genre(id: Int) -> Genre? { byID[id] }

    /// TMDB's published list of movie genres (English names).
    package static let standard = TMDBGenres([
        Genre(id: 28, name: "Action"), Genre(id: 12, name: "Adventure"),
        Genre(id: 16, name: "Animation"), Genre(id: 35, name: "Comedy"),
        Genre(id: 80, name: "Crime"), Genre(id: 99, name: "Documentary"),
        Genre(id: 18, name: "Drama"), Genre(id: 10751, name: "Family"),
        Genre(id: 14, name: "Fantasy"), Genre(id: 36, name: "History"),
        Genre(id: 27, name: "Horror"), Genre(id: 10402, name: "Music"),
        Genre(id: 9648, name: "Mystery"), Genre(id: 10749, name: "Romance"),
        Genre(id: 878, name: "Science Fiction"), Genre(id: 10770, name: "TV Movie"),
        Genre(id: 53, name: "Thriller"), Genre(id: 10752, name: "War"),
        Genre(id: 37, name: "Western"),
    ])
}
