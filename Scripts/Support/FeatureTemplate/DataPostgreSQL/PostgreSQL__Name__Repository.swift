import __Prefix__Data
public import __Prefix__Domain
public import __Prefix__PostgreSQL
import PostgresNIO

/// __Plural__ in PostgreSQL (`__schema__.__table__`), for several machines
/// sharing one server.
public struct PostgreSQL__Name__Repository: __Name__Repository {
    private let database: PostgreSQLDatabase

    /// Creates the repository over an open database (see ``__Prefix__PostgreSQLSchema``).
    public init(database: PostgreSQLDatabase) {
        self.database = database
    }

    public func save(_ __name__: __Name__) async throws(__Name__Error) {
        let record = __Name__Record(__name__)
        do {
            try await database.write { connection, logger in
                try await connection.query(
                    """
                    INSERT INTO __schema__.__table__ (id, title) VALUES (\(record.id), \(record.title))
                    ON CONFLICT (id) DO UPDATE SET title = excluded.title
                    """,
                    logger: logger
                )
            }
        } catch {
            throw mapped(error)
        }
    }

    public func __name__(withID id: __Name__ID) async throws(__Name__Error) -> __Name__? {
        try await __plural__("SELECT id, title FROM __schema__.__table__ WHERE id = \(id.rawValue)").first
    }

    public func all__Plural__() async throws(__Name__Error) -> [__Name__] {
        try await __plural__("SELECT id, title FROM __schema__.__table__")
    }

    /// The __labels__ `query` selects (`id, title`), in its order.
    private func __plural__(_ query: PostgresQuery) async throws(__Name__Error) -> [__Name__] {
        let records: [__Name__Record]
        do {
            records = try await database.read { connection, logger in
                try await connection.query(query, logger: logger).collect().map { row in
                    let (id, title) = try row.decode((String, String).self)
                    return __Name__Record(id: id, title: title)
                }
            }
        } catch {
            throw mapped(error)
        }
        var __plural__: [__Name__] = []
        for record in records { __plural__.append(try record.toDomain()) }
        return __plural__
    }

    /// A storage failure as the port reports it: the driver's one-line
    /// ``PostgreSQLError`` (never the password).
    private func mapped(_ error: any Error) -> __Name__Error {
        if let error = error as? PostgreSQLError { return .storageFailed(StorageFailure(error)) }
        let target = database.settings.targetDatabase
        let place = StoragePlace.server(database: target.name, address: target.address, user: target.user)
        return .storageFailed(StorageFailure(.refused(code: "unexpected"), place: place))
    }
}
