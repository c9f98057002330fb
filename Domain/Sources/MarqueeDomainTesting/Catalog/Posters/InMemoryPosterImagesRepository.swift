public import MarqueeDomain

/// A ``/MarqueeDomain/PosterImagesRepository`` held in memory, for tests of code that uses the port.
///
/// It has one image per path and serves it at every size, as a source with a
/// single width would. An unknown path is ``/MarqueeDomain/PosterError/imageNotFound(_:)``.
/// Failures can be queued to test error paths, and every request is recorded.
public actor InMemoryPosterImagesRepository: PosterImagesRepository {
    private var images: [PosterPath: PosterImage]
    private var pendingFailures: [PosterError] = []

    /// Every request, oldest first, so tests can assert what was asked.
    public private(set) var requests: [(path: PosterPath, size: PosterSize)] = []

    /// Creates a repository holding `images`, keyed by poster path.
    public init(images: [PosterPath: PosterImage] = [:]) {
        self.images = images
    }

    /// Adds or replaces the image at `path`.
    public func insert(_ image: PosterImage, at path: PosterPath) {
        images[path] = image
    }

    /// Makes the next request throw `error` instead of answering.
    public func failNextCall(with error: PosterError) {
        pendingFailures.append(error)
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func posterImage(at path: PosterPath, size: PosterSize) async throws(PosterError) -> PosterImage {
        requests.append((path, size))
        if !pendingFailures.isEmpty { throw pendingFailures.removeFirst() }
        guard let image = images[path] else { throw .imageNotFound(path) }
        return image
    }
}
