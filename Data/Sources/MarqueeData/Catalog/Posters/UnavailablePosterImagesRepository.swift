public import MarqueeDomain

/// The poster source when there is none to ask: the offline catalog carries
/// no images (``/MarqueeDomain/PosterError/sourceUnavailable``, "posters need TMDB"), or
/// the image server's address is not usable
/// (``/MarqueeDomain/PosterError/sourceMisconfigured``). Every request is refused with
/// that, without touching the network or the disk.
public struct UnavailablePosterImagesRepository: PosterImagesRepository {
    private let reason: PosterError

    /// Creates the repository refusing with `reason`.
    public init(_ reason: PosterError = .sourceUnavailable) {
        self.reason = reason
    }

    public func posterImage(at path: PosterPath, size: PosterSize) async throws(PosterError) -> PosterImage {
        throw reason
    }
}
