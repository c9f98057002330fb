import GRDB
import __Prefix__Data

/// ``__Name__Record`` as a row of the SQLite file, read and written by GRDB
/// through its `Codable` columns.
extension __Name__Record: FetchableRecord, PersistableRecord {
    package static let databaseTableName = "__table__"
}
