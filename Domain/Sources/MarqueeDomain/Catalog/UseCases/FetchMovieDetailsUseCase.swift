/// Fetches everything known about one movie: the use case's boundary (see
/// ``SearchMoviesUseCase`` for the two sides).
public protocol FetchMovieDetailsUseCase: Sendable {
    /// The movie with this identifier, and where the answer came from.
    ///
    /// - Throws: ``CatalogError/movieNotFound(_:)`` or a source error.
    func execute(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie>
}
