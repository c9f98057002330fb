/// Everything that can go wrong when fetching a movie's poster.
///
/// Closed, like ``CatalogError``, so callers switch over it exhaustively; the
/// failures the Catalog already names (an unknown movie, no network, a failing
/// source, broken storage) arrive wrapped in ``catalog(_:)`` rather than
/// being repeated here. The wording shown to people is built in Presentation.
public enum PosterError: Error, Equatable, Sendable {
    /// A requested width that is not a positive number of pixels.
    case invalidSize(Int)
    /// The movie is known, but its source has no poster for it.
    case movieHasNoPoster(MovieID)
    /// The image server has no image at this path (it answered "not found").
    case imageNotFound(PosterPath)
    /// No image source is configured: the offline catalog carries no images,
    /// so posters need the online source (TMDB).
    case sourceUnavailable
    /// The image source is configured at an address that cannot be used.
    case sourceMisconfigured
    /// A file already exists where the poster was to be saved, and replacing
    /// it was not asked for.
    case fileExists(path: String)
    /// The poster could not be saved at `path`, for `reason`.
    case fileNotWritten(path: String, reason: FileProblem)
    /// A Catalog failure: the movie is unknown, the source is offline or
    /// failed, or the poster storage could not be read or written.
    case catalog(CatalogError)
}
