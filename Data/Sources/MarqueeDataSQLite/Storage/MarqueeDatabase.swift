import MarqueeData
public import MarqueeSQLite

/// Opens Marquee's one SQLite file with its schema; where the file lives is
/// the App's decision.
public enum MarqueeDatabase {
    /// What the file is called in error messages.
    public static let label = "Marquee database"

    /// Marquee's `PRAGMA application_id` ("MRQE"): a file without it (and
    /// without Marquee's migration table) is another application's and is
    /// never modified.
    public static let applicationID: Int32 = 0x4D52_5145

    /// Opens (creating when missing) the database at `location` and applies
    /// the migrations it lacks. A file that cannot be written (read-only file,
    /// directory or file system) opens for reading: commands that only read
    /// work, and a write fails with ``/MarqueeSQLite/SQLiteError/Kind/readOnly``.
    ///
    /// - Parameters:
    ///   - location: The file, or `.inMemory` for tests.
    ///   - busyTimeout: How long to wait for another process's lock.
    ///   - concurrentReads: Reads on connections of their own, beside the
    ///     writer's (see ``/MarqueeSQLite/SQLiteConfiguration/concurrentReads``):
    ///     for the box office service.
    ///   - groupCommit: Writes that wait while another commits are committed
    ///     together (see ``/MarqueeSQLite/SQLiteConfiguration/groupCommit``):
    ///     for the box office service.
    /// - Throws: ``/MarqueeSQLite/SQLiteError``, whose description names the file and what to do
    ///   (`… is not a Marquee database (or is damaged); move it aside …`); a
    ///   file written by a newer Marquee is ``/MarqueeSQLite/SQLiteError/Kind/newerSchema(found:supported:)``.
    public static func open(
        at location: SQLiteDatabase.Location,
        busyTimeout: Duration = .seconds(5),
        concurrentReads: Bool = false,
        groupCommit: Bool = false
    ) throws(SQLiteError) -> SQLiteDatabase {
        try SQLiteDatabase(
            at: location, migrator: MarqueeSchema.migrator,
            configuration: SQLiteConfiguration(
                busyTimeout: busyTimeout, readsWhenNotWritable: true, label: label, applicationID: applicationID,
                concurrentReads: concurrentReads, groupCommit: groupCommit
            )
        )
    }
}
