extension SQLiteError {
    /// The faults a caller may want to tell apart.
    public enum Kind: Sendable, Equatable, CustomStringConvertible {
        /// The file is not an SQLite database, or it is damaged.
        case notADatabase
        /// Another connection (often another process) held a lock for longer
        /// than the busy timeout.
        case locked
        /// The file or its directory cannot be written (read-only directory,
        /// read-only file system, or opened read-only).
        case readOnly
        /// The file or its directory cannot be opened or created: missing
        /// permissions, or a path that is not a directory.
        case cannotOpen
        /// The disk (or the database's size limit) is full.
        case diskFull
        /// The file was written by a newer version of the application: its
        /// schema has `found` migrations, some unknown to this build, which
        /// knows `supported`. It is never written.
        case newerSchema(found: Int, supported: Int)
        /// A statement failed, such as a constraint that refused a row.
        case statementFailed
        /// Anything else SQLite reported, such as an I/O error.
        case other

        /// The case's name, for logs and test output.
        public var description: String {
            switch self {
            case .notADatabase: "notADatabase"
            case .locked: "locked"
            case .readOnly: "readOnly"
            case .cannotOpen: "cannotOpen"
            case .diskFull: "diskFull"
            case .newerSchema: "newerSchema"
            case .statementFailed: "statementFailed"
            case .other: "other"
            }
        }

        /// The sentence for a fault with the file at `path`, called `label`.
        func summary(path: String, label: String) -> String {
            switch self {
            case .notADatabase:
                "\(path) is not a \(label) (or is damaged); move it aside and try again"
            case .locked:
                "\(path) is locked by another process; wait for it to finish and try again"
            case .readOnly:
                "\(path) cannot be written (read-only file or directory); check its permissions or choose another location"
            case .cannotOpen:
                "\(path) cannot be opened or created; check that its directory exists and is yours"
            case .diskFull:
                "\(path) cannot grow: the disk is full; free some space and try again"
            case .newerSchema(let found, let supported):
                "\(path) was written by a newer version (schema version \(found)); this version understands schema version \(supported) at most; upgrade, or choose another location"
            case .statementFailed:
                "a statement on \(path) failed"
            case .other:
                "\(path) could not be used"
            }
        }
    }
}
