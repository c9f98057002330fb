/// Fetches everything known about one movie.
public struct FetchMovieDetailsUseCase: Sendable {
    private let movies: any MoviesRepository

    /// Creates the use case over the movies port.
    public init(movies: any MoviesRepository) {
        self.movies = movies
    }

    /// The movie with this identifier, and where the answer came from.
    ///
    /// - Throws: ``CatalogError/movieNotFound(_:)`` or a source error.
    public func execute(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        try await movies.movieDetails(id)
    }
}
