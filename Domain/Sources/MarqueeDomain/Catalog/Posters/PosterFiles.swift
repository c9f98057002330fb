/// Where saved posters go: files chosen by a person (not the poster cache).
public protocol PosterFiles: Sendable {
    /// Saves `image` at `path`, all or nothing (a reader never sees half a
    /// file), never replacing an existing file unless `replacing`.
    ///
    /// - Throws: ``PosterError/fileExists(path:)`` when a file is there and
    ///   `replacing` is false; ``PosterError/fileNotWritten(path:reason:)``.
    func save(_ image: PosterImage, at path: String, replacing: Bool) async throws(PosterError)
}
