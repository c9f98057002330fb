import MarqueeInfrastructure
/// How an ``SQLiteDatabase`` opens its file.
public struct SQLiteConfiguration: Sendable {
    /// How long a statement waits for a lock another connection holds before
    /// failing with ``SQLiteError/Kind/locked``.
    public var busyTimeout: Duration
    /// Opens the file without ever writing it: migrations are not run and
    /// every write fails with ``SQLiteError/Kind/readOnly``.
    public var readOnly: Bool
    /// What happens when an existing file cannot be written (a read-only
    /// file, directory or file system): `false` fails with
    /// ``SQLiteError/Kind/readOnly``; `true` opens it for reading, so reads
    /// work and every write fails with ``SQLiteError/Kind/readOnly``. Either
    /// way a file that still needs a migration is refused: it cannot be upgraded.
    public var readsWhenNotWritable: Bool
    /// What the file is called in messages, such as `"Marquee database"`.
    public var label: String
    /// The application's `PRAGMA application_id`. When set, an existing file
    /// with tables but neither this id nor a GRDB migration table is another
    /// application's: it is reported as ``SQLiteError/Kind/notADatabase`` and
    /// never modified. Our files without the id (written before it existed)
    /// are adopted and stamped. `nil` checks nothing.
    public var applicationID: Int32?
    /// Reads on connections of their own beside the one that writes (GRDB's
    /// `DatabasePool`), so a read never waits behind a write or another read
    /// of this instance: for a long-running process serving many clients.
    /// `false` (one serial connection) opens faster, for a command that makes
    /// a handful of statements. Ignored for a file opened for reading only
    /// and in memory.
    public var concurrentReads: Bool
    /// Writes of this instance that wait while another commits are committed
    /// together in one transaction, each in a savepoint of its own (see
    /// ``SQLiteDatabase/write(_:)``): for a process writing for many clients
    /// at once, where one commit per write would make each wait its turn
    /// behind every other and write its pages again. `false` commits each
    /// write alone.
    public var groupCommit: Bool

    /// Creates a configuration; the defaults wait 5 seconds for a lock and
    /// use one connection.
    public init(
        busyTimeout: Duration = .seconds(5),
        readOnly: Bool = false,
        readsWhenNotWritable: Bool = false,
        label: String = "database",
        applicationID: Int32? = nil,
        concurrentReads: Bool = false,
        groupCommit: Bool = false
    ) {
        self.busyTimeout = busyTimeout
        self.readOnly = readOnly
        self.readsWhenNotWritable = readsWhenNotWritable
        self.label = label
        self.applicationID = applicationID
        self.concurrentReads = concurrentReads
        self.groupCommit = groupCommit
    }

    /// ``busyTimeout`` in seconds, as GRDB takes it.
    var busyTimeoutSeconds: Double { busyTimeout.inSeconds }
}
