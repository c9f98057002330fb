/// How an ``SQLiteDatabase`` opens its file.
public struct SQLiteConfiguration: Sendable {
    /// How long a statement waits for a lock another connection holds before
    /// failing with ``SQLiteError/Kind/locked``.
    public var busyTimeout: Duration
    /// Opens the file without ever writing it: migrations are not run and
    /// every write fails with ``SQLiteError/Kind/readOnly``.
    public var readOnly: Bool
    /// What the file is called in messages, such as `"Marquee database"`.
    public var label: String

    /// Creates a configuration; the defaults wait 5 seconds for a lock.
    public init(busyTimeout: Duration = .seconds(5), readOnly: Bool = false, label: String = "database") {
        self.busyTimeout = busyTimeout
        self.readOnly = readOnly
        self.label = label
    }

    /// ``busyTimeout`` in seconds, as GRDB takes it.
    var busyTimeoutSeconds: Double { busyTimeout.inSeconds }
}
