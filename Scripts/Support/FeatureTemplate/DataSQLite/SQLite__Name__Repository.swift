import GRDB
__import_core__
public import __Prefix__Domain
public import __Prefix__SQLite

/// __Plural__ in the workspace's SQLite database (table `__table__`).
public struct SQLite__Name__Repository: __Name__Repository {
    private let database: SQLiteDatabase

    /// Creates the repository over an open database (see ``__Prefix__Database``).
    public init(database: SQLiteDatabase) {
        self.database = database
    }

    public func save(_ __name__: __Name__) async throws(__Name__Error) {
        let record = __Name__Record(__name__)
        do {
            try await database.write { db in try record.save(db) }
        } catch {
            throw mapped(error)
        }
    }

    public func __name__(withID id: __Name__ID) async throws(__Name__Error) -> __Name__? {
        try await read { db in try __Name__Record.fetchOne(db, key: id.rawValue) }?.toDomain()
    }

    public func all__Plural__() async throws(__Name__Error) -> [__Name__] {
        var __plural__: [__Name__] = []
        for record in try await read({ db in try __Name__Record.fetchAll(db) }) {
            __plural__.append(try record.toDomain())
        }
        return __plural__
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(__Name__Error) -> T {
        do {
            return try await database.read(body)
        } catch {
            throw mapped(error)
        }
    }

    /// A storage failure as the port reports it: the driver's own error, at the file.
    private func mapped(_ error: any Error) -> __Name__Error {
        .storageFailed(StorageFailure.from(error, path: database.location.description))
    }
}
