import Foundation
import __Prefix__Data
__import_sqlite__
import __Prefix__Domain
import __Prefix__DomainTesting
import __Prefix__SQLite
import Testing

/// `__Name__RepositoryContract` against the SQLite repository, in a temporary
/// file and in memory.
@Suite struct __Name__RepositoryContractTests {
    @Test(arguments: __Name__RepositoryContract.checks)
    func theSQLiteFileKeepsTheContract(check: ContractCheck<any __Name__Repository>) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "__exe__-__command__-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = try __Prefix__Database.open(at: .file(directory.appendingPathComponent("store.sqlite")))
        try await check.run(against: SQLite__Name__Repository(database: database))
    }

    @Test(arguments: __Name__RepositoryContract.checks)
    func anInMemoryDatabaseKeepsTheContract(check: ContractCheck<any __Name__Repository>) async throws {
        try await check.run(against: SQLite__Name__Repository(database: __Prefix__Database.open(at: .inMemory)))
    }
}
