public import MarqueeDomain

extension FileProblem {
    /// Why a file could not be written, as the end of a sentence, with what to do.
    public var phrase: String {
        switch self {
        case .permissionDenied: "permission denied; choose a place you may write to"
        case .directoryMissing: "its directory does not exist; create it first or choose another"
        case .notADirectory: "a part of its path is a file, not a directory; check the path"
        case .isADirectory: "it is a directory; give a file name"
        case .diskFull: "the disk is full; free some space and try again"
        case .readOnly: "the file system is read-only; choose another place"
        case let .other(code): "the system refused it (error \(code))"
        }
    }
}
