/// Fetches the poster of one movie: its details first, to learn where the
/// poster lives, then the image at the width asked for.
public struct FetchPosterUseCase: Sendable {
    private let details: any FetchMovieDetailsUseCase
    private let posters: (any PosterImagesRepository)?

    /// Creates the use case over the details use case and the poster images port.
    ///
    /// - Parameters:
    ///   - details: Where the movie's details, and so its poster path, come
    ///     from (the local interactor, or the box office service's).
    ///   - posters: Where images come from; `nil` when no image source is
    ///     configured (the offline catalog has none).
    public init(details: any FetchMovieDetailsUseCase, posters: (any PosterImagesRepository)?) {
        self.details = details
        self.posters = posters
    }

    /// The poster of the movie with this identifier.
    ///
    /// - Parameters:
    ///   - id: The movie.
    ///   - size: The width wanted; the source picks its nearest width.
    /// - Returns: The movie, its poster path and the image.
    /// - Throws: ``PosterError/sourceUnavailable`` when no image source is
    ///   configured; ``PosterError/movieHasNoPoster(_:)`` when the movie has no poster,
    ///   ``PosterError/catalog(_:)`` wrapping the movie source's error (such as
    ///   ``CatalogError/movieNotFound(_:)``), or the poster source's error.
    public func execute(_ id: MovieID, size: PosterSize = .standard) async throws(PosterError) -> MoviePoster {
        guard let posters else { throw .sourceUnavailable }
        let movie: Movie
        do {
            movie = try await details.execute(id).value
        } catch {
            throw .catalog(error)
        }
        guard let path = movie.posterPath else { throw .movieHasNoPoster(id) }
        let image = try await posters.posterImage(at: path, size: size)
        return MoviePoster(movie: movie, path: path, image: image)
    }
}
