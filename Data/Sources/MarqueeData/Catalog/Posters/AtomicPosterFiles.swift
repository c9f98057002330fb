import Foundation
public import MarqueeDomain
import MarqueeInfrastructure

/// Saves posters as ordinary files through `AtomicFile`: written to a
/// temporary file and renamed into place, so a reader never sees half an
/// image. The directory must exist: a typo in a path is an error, not a new
/// directory.
public struct AtomicPosterFiles: PosterFiles {
    /// Creates the port.
    public init() {}

    public func save(_ image: PosterImage, at path: String, replacing: Bool) async throws(PosterError) {
        let url = URL(fileURLWithPath: path)
        if !replacing, FileManager.default.fileExists(atPath: url.path) {
            throw .fileExists(path: url.path)
        }
        do throws(AtomicFile.Failure) {
            try AtomicFile(url: url, createsDirectories: false).write(Data(image.bytes))
        } catch {
            throw .fileNotWritten(path: url.path, reason: FileProblem(error.reason))
        }
        // AtomicFile writes owner-only; a saved image is an ordinary document.
        try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
    }
}

extension FileProblem {
    /// The problem the file system's `reason` means.
    init(_ reason: AtomicFile.Failure.Reason) {
        switch reason {
        case .permissionDenied: self = .permissionDenied
        case .directoryMissing: self = .directoryMissing
        case .notADirectory: self = .notADirectory
        case .isADirectory: self = .isADirectory
        case .diskFull: self = .diskFull
        case .readOnly: self = .readOnly
        case let .other(code): self = .other(code: Int(code))
        }
    }
}
