/// Where poster images come from: an image server (TMDB's, with a disk
/// cache in front of it) or a test fake.
public protocol PosterImagesRepository: Sendable {
    /// The image of the poster at `path`, about `size` wide.
    ///
    /// A source serves a few fixed widths and answers with the one nearest to
    /// `size` by its own rule; asking again for the same path and size gives
    /// the same image.
    ///
    /// - Parameters:
    ///   - path: The poster's path, from ``Movie/posterPath``.
    ///   - size: The width wanted.
    /// - Returns: The encoded image.
    /// - Throws: ``PosterError/imageNotFound(_:)`` when the source has no image at
    ///   `path`, ``PosterError/sourceUnavailable`` when there is no image source,
    ///   or ``PosterError/catalog(_:)`` with ``CatalogError/offline``,
    ///   ``CatalogError/sourceFailed(status:message:)`` or another source error.
    func posterImage(at path: PosterPath, size: PosterSize) async throws(PosterError) -> PosterImage
}
