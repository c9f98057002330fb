@@include-if sqlite
public import GRDB

/// Skeleton's database schema as versioned migrations, in the order they
/// were released. A migration, once released, is never edited: a change is a
/// new migration appended to the list (Scripts/new-feature appends one per
/// context). Tables are `STRICT`, so a column only ever holds its declared type.
public enum SkeletonSchema {
    /// Every migration, for ``SQLiteDatabase``'s `init(at:migrator:configuration:)`.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        // A changed migration is an error, never a reason to erase a person's data.
        migrator.eraseDatabaseOnSchemaChange = false
        return migrator
    }
}
