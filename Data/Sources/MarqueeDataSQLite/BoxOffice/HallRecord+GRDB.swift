import GRDB
import MarqueeData

/// ``HallRecord`` as a row of the SQLite file, read and written by GRDB.
extension HallRecord: FetchableRecord, PersistableRecord {
    package static let databaseTableName = "hall"
}
