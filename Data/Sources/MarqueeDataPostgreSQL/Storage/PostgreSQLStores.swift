public import MarqueeData
public import MarqueeDomain
public import MarqueeInfrastructure
public import MarqueePostgreSQL

/// Every repository over one PostgreSQL database (see ``MarqueePostgreSQLSchema``).
public struct PostgreSQLStores: Stores {
    /// The open database and its pool.
    public let database: PostgreSQLDatabase

    /// The stores over `database`.
    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    /// Connects to the server `settings` name, applies the migrations the
    /// database lacks and returns its stores.
    ///
    /// - Throws: ``/MarqueePostgreSQL/PostgreSQLError`` as ``MarqueePostgreSQLSchema/open(_:)``.
    public static func open(_ settings: PostgreSQLSettings) async throws(PostgreSQLError) -> PostgreSQLStores {
        PostgreSQLStores(database: try await MarqueePostgreSQLSchema.open(settings))
    }

    public var users: any UserRepository { PostgreSQLUserRepository(database: database) }
    public var boxOffice: any ScreeningRepository & OrderRepository { PostgreSQLBoxOfficeStore(database: database) }
    public var samples: any SampleCinemaStore { PostgreSQLBoxOfficeStore(database: database) }
    public var desks: any DeskRepository { PostgreSQLDeskRepository(database: database) }
    public func queries(of desk: DeskName) -> any MovieQueriesRepository {
        PostgreSQLDeskQueriesRepository(database: database, desk: desk)
    }
    /// Every server of one box office shares the answers.
    public var idempotency: (any IdempotencyStore)? { PostgreSQLIdempotencyStore(database: database) }
    public var place: StoragePlace {
        let target = database.settings.targetDatabase
        return .server(database: target.name, address: target.address, user: target.user)
    }
    /// None: several servers write the database, so desks and the program are read afresh on every request.
    public func revision() async -> String? { nil }
    public func close() async { await database.close() }
}
