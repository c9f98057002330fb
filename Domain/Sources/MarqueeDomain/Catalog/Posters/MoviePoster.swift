/// A movie together with its poster image: what ``FetchPosterUseCase`` finds.
public struct MoviePoster: Hashable, Sendable {
    /// The movie, as its source describes it.
    public let movie: Movie
    /// Where the poster lives on the image server.
    public let path: PosterPath
    /// The image.
    public let image: PosterImage

    /// Creates a movie poster.
    public init(movie: Movie, path: PosterPath, image: PosterImage) {
        self.movie = movie
        self.path = path
        self.image = image
    }
}
