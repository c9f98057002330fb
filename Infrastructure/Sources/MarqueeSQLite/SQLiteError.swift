/// The one error of the SQLite driver: what went wrong (``kind``), with which
/// file, in a sentence that says what to do.
///
/// The driver never deletes, truncates or overwrites a file it cannot read:
/// every fault is reported through this error and the file is left as it was.
public struct SQLiteError: Error, Sendable, CustomStringConvertible {
    /// What went wrong. Grows without breaking callers that switch with a default.
    public let kind: Kind
    /// The database file (`:memory:` for an in-memory database).
    public let path: String
    /// SQLite's own explanation, or the system's, for logs.
    public let detail: String
    /// What the file is called in the message, such as `Marquee database`.
    public let label: String

    /// Creates an error.
    public init(kind: Kind, path: String, detail: String, label: String = "database") {
        self.kind = kind
        self.path = path
        self.detail = detail
        self.label = label
    }

    /// One line naming the file, the fault and what to do about it.
    public var description: String {
        "\(kind.summary(path: path, label: label)) (\(detail))"
    }
}
