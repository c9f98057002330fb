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
        /// The path names a directory (or another thing that is not a file).
        case notAFile
        /// The database's `-wal` or `-shm` companion belongs to another user
        /// (who opened it while its permissions were loosened), so this
        /// process cannot write the database until it is removed.
        case companionOfAnotherUser(path: String)
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
            case .notAFile: "notAFile"
            case .companionOfAnotherUser: "companionOfAnotherUser"
            case .newerSchema: "newerSchema"
            case .statementFailed: "statementFailed"
            case .other: "other"
            }
        }
    }
}
