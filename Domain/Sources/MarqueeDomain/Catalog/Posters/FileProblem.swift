/// Why a file could not be written, as a person can act on it.
public enum FileProblem: Equatable, Sendable {
    /// The file or its directory belongs to someone else, or forbids writing.
    case permissionDenied
    /// The directory the file goes in does not exist (it is never created).
    case directoryMissing
    /// A part of the path that must be a directory is a file.
    case notADirectory
    /// The path names a directory.
    case isADirectory
    /// The disk is full.
    case diskFull
    /// The file system is read-only.
    case readOnly
    /// Anything else; the system's error number, for the logs.
    case other(code: Int)
}
