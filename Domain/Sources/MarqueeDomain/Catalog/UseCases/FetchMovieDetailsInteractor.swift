/// Fetches everything known about one movie over the movies port.
public struct FetchMovieDetailsInteractor: FetchMovieDetailsUseCase {
    private let movies: any MoviesRepository

    /// Creates the use case over the movies port.
    public init(movies: any MoviesRepository) {
        self.movies = movies
    }

    public func execute(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        try await movies.movieDetails(id)
    }
}
