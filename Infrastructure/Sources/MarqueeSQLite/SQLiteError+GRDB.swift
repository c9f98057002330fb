import GRDB

extension SQLiteError {
    /// The error for SQLite's `error` on the database at `path`.
    init(_ error: DatabaseError, path: String, label: String) {
        let detail = "SQLite error \(error.extendedResultCode.rawValue): \(error.message ?? "no message")"
        self.init(kind: Self.kind(of: error.resultCode, path: path), path: path, detail: detail, label: label)
    }

    /// Wraps any error thrown while opening or using the database at `path`;
    /// an ``SQLiteError`` passes through unchanged.
    static func wrapping(_ error: any Error, path: String, label: String) -> SQLiteError {
        switch error {
        case let error as SQLiteError: error
        case let error as DatabaseError: SQLiteError(error, path: path, label: label)
        default: SQLiteError(kind: .other, path: path, detail: String(describing: error), label: label)
        }
    }

    /// The kind for SQLite's `code`; an I/O error or a file that would not
    /// open is looked at again through the file system, which can say "full"
    /// or "read-only" where SQLite cannot.
    private static func kind(of code: ResultCode, path: String) -> Kind {
        let kind = kind(of: code)
        guard kind == .other || kind == .cannotOpen, let fileSystem = SQLiteFileSystem(holding: path) else {
            return kind
        }
        if fileSystem.isReadOnly { return .readOnly }
        if fileSystem.isFull && code == .SQLITE_IOERR { return .diskFull }
        return kind
    }

    private static func kind(of code: ResultCode) -> Kind {
        switch code {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT: .notADatabase
        case .SQLITE_BUSY, .SQLITE_LOCKED: .locked
        case .SQLITE_READONLY: .readOnly
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH: .cannotOpen
        case .SQLITE_FULL: .diskFull
        case .SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_RANGE, .SQLITE_ERROR, .SQLITE_TOOBIG: .statementFailed
        default: .other
        }
    }
}
