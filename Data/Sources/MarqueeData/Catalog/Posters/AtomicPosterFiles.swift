import Foundation
public import MarqueeDomain
import MarqueeInfrastructure

/// Saves posters as ordinary files through ``AtomicFile``: written to a
/// temporary file and renamed into place, so a reader never sees half an image.
public struct AtomicPosterFiles: PosterFiles {
    /// Creates the port.
    public init() {}

    public func save(_ image: PosterImage, at path: String, replacing: Bool) async throws(PosterError) {
        let url = URL(fileURLWithPath: path)
        if !replacing, FileManager.default.fileExists(atPath: url.path) {
            throw .fileExists(path: url.path)
        }
        do throws(AtomicFile.Failure) {
            try AtomicFile(url: url).write(Data(image.bytes))
        } catch {
            throw .fileNotWritten(path: url.path, reason: error.description)
        }
        // AtomicFile writes owner-only; a saved image is an ordinary document.
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
    }
}
