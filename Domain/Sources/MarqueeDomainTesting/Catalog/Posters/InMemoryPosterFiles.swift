public import MarqueeDomain

/// ``/MarqueeDomain/PosterFiles`` held in memory, for tests of code that saves posters.
///
/// It keeps the port's contract: an existing file is replaced only when
/// asked, and a failed save writes nothing. Files can be put in place
/// beforehand and failures queued to test error paths.
public actor InMemoryPosterFiles: PosterFiles {
    private var files: [String: PosterImage]
    private var pendingFailures: [PosterError] = []

    /// Creates files holding `files`, keyed by path.
    public init(files: [String: PosterImage] = [:]) {
        self.files = files
    }

    /// Every file written, keyed by path.
    public var saved: [String: PosterImage] { files }

    /// Makes the next save throw `error` instead of writing.
    public func failNextCall(with error: PosterError) {
        pendingFailures.append(error)
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func save(_ image: PosterImage, at path: String, replacing: Bool) async throws(PosterError) {
        if !pendingFailures.isEmpty { throw pendingFailures.removeFirst() }
        guard replacing || files[path] == nil else { throw .fileExists(path: path) }
        files[path] = image
    }
}
