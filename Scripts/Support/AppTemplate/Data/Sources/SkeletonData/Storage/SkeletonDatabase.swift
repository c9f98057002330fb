@@include-if sqlite
public import SkeletonSQLite

/// Opens Skeleton's one SQLite file with its schema; where the file lives is
/// the App's decision.
public enum SkeletonDatabase {
    /// What the file is called in error messages.
    public static let label = "Skeleton database"

    /// Skeleton's `PRAGMA application_id`: a file without it (and without
    /// Skeleton's migration table) is another application's and is never modified.
    public static let applicationID: Int32 = 0x534B_4C31

    /// Opens (creating when missing) the database at `location` and applies
    /// the migrations it lacks. A file that cannot be written (read-only file,
    /// directory or file system) opens for reading: commands that only read
    /// work, and a write fails with ``SQLiteError/Kind/readOnly``.
    ///
    /// - Parameters:
    ///   - location: The file, or `.inMemory` for tests.
    ///   - busyTimeout: How long to wait for another process's lock.
    /// - Throws: ``SQLiteError``, whose description names the file and what to do.
    public static func open(
        at location: SQLiteDatabase.Location,
        busyTimeout: Duration = .seconds(5)
    ) throws(SQLiteError) -> SQLiteDatabase {
        try SQLiteDatabase(
            at: location, migrator: SkeletonSchema.migrator,
            configuration: SQLiteConfiguration(
                busyTimeout: busyTimeout, readsWhenNotWritable: true, label: label, applicationID: applicationID
            )
        )
    }
}
