import MarqueeData
public import MarqueeDomain
public import MarqueeSQLite

extension StorageFailure {
    /// The failure the SQLite driver's `error` means, at its file.
    public init(_ error: SQLiteError) {
        let reason: Reason =
            switch error.kind {
            case .notADatabase: .damaged
            case .locked: .busy
            case .readOnly: .readOnly
            case .cannotOpen: .cannotOpen
            case .diskFull: .diskFull
            case .notAFile: .notAFile
            case let .companionOfAnotherUser(path): .companionOfAnotherUser(path: path)
            case let .newerSchema(found, supported): .newerVersion(found: found, supported: supported)
            case .statementFailed: .refused(code: "statement")
            case .other: .refused(code: "sqlite")
            }
        self.init(reason, place: .file(error.path))
    }

    /// What a store reports for `error` met on the database at `path`: the
    /// driver's failure mapped, a failure already worded as storage placed at
    /// `path`, anything else as the store refusing the operation.
    package static func from(_ error: any Error, path: String) -> StorageFailure {
        switch error {
        case let error as SQLiteError: StorageFailure(error)
        case let row as UnreadableRow: StorageFailure(row, place: .file(path))
        default: StorageFailure(.refused(code: "unexpected"), place: .file(path))
        }
    }
}
