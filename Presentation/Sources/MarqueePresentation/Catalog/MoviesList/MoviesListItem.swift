public import MarqueeDomain

/// One row of the movies list, ready to show.
public struct MoviesListItem: Equatable, Sendable, Identifiable {
    /// The movie this row shows.
    public let id: MovieID
    /// The title.
    public let title: String
    /// The release year, or "—" when unknown.
    public let year: String
    /// Genre names joined by ", "; empty when none are known.
    public let genres: String

    /// Creates the row for a movie.
    public init(movie: Movie) {
        id = movie.id
        title = movie.title
        year = movie.releaseYear.map(String.init) ?? "—"
        genres = movie.genres.map(\.name).joined(separator: ", ")
    }
}
