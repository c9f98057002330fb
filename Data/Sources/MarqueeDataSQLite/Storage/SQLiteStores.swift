public import MarqueeData
public import MarqueeDomain
public import MarqueeInfrastructure
public import MarqueeSQLite

/// Every repository over one SQLite file (see ``MarqueeDatabase``).
public struct SQLiteStores: Stores {
    /// The open file.
    public let database: SQLiteDatabase

    /// The stores over `database`, opened by ``MarqueeDatabase/open(at:busyTimeout:concurrentReads:groupCommit:)``.
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public var users: any UserRepository { SQLiteUserRepository(database: database) }
    public var boxOffice: any ScreeningRepository & OrderRepository { SQLiteBoxOfficeStore(database: database) }
    public var samples: any SampleCinemaStore { SQLiteBoxOfficeStore(database: database) }
    public var desks: any DeskRepository { SQLiteDeskRepository(database: database) }
    public func queries(of desk: DeskName) -> any MovieQueriesRepository {
        SQLiteDeskQueriesRepository(database: database, desk: desk)
    }
    public var idempotency: (any IdempotencyStore)? { SQLiteIdempotencyStore(database: database) }
    public var place: StoragePlace { .file(database.location.description) }
    /// The file's revision: any process's commit changes it.
    public func revision() async -> String? { try? await database.revision().description }
    /// Nothing: the file closes with its last connection.
    public func close() async {}
}
