public import MarqueeDomain

/// The poster source when there is none: the offline catalog carries no
/// images, so every request is ``PosterError/sourceUnavailable`` ("posters
/// need TMDB"), without touching the network or the disk.
public struct UnavailablePosterImagesRepository: PosterImagesRepository {
    /// Creates the repository.
    public init() {}

    public func posterImage(at path: PosterPath, size: PosterSize) async throws(PosterError) -> PosterImage {
        throw .sourceUnavailable
    }
}
