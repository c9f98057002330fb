/// A point in a database's history (``SQLiteDatabase/revision()``): two
/// revisions are equal only when nothing was committed between them.
public struct SQLiteRevision: Hashable, Sendable, CustomStringConvertible {
    /// SQLite's `PRAGMA data_version` on this instance's connection.
    public let dataVersion: Int
    /// The transactions this instance committed itself.
    public let committedWrites: Int

    /// A revision of these two counts.
    public init(dataVersion: Int, committedWrites: Int) {
        self.dataVersion = dataVersion
        self.committedWrites = committedWrites
    }

    /// Both counts, as `7.12`: letters, digits and dots only, so it can stand in an HTTP entity tag.
    public var description: String { "\(dataVersion).\(committedWrites)" }
}
