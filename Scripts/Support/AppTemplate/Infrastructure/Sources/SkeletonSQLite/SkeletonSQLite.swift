@@include-if sqlite
// SkeletonSQLite: the SQLite driver, as Marquee's kit has it (MarqueeSQLite, by URL
// and version in Infrastructure/Package.swift). The app imports this module,
// so the kit is named in one package only.
@_exported public import MarqueeSQLite
