extension TableDescription {
    /// The `__table__` table as its migrations create it, one description for
    /// SQLite and PostgreSQL. Once released it never changes: a column added
    /// later is a migration of its own. It stays with the migrations when
    /// `Scripts/new-feature --remove __Name__` takes the feature out.
    package static let __name__Created = TableDescription("__table__", [.text("id", primaryKey: true), .text("title")])
}
