import Foundation
import __Prefix__Data
import __Prefix__Domain
import __Prefix__DomainTesting
import Testing

/// `__Name__RepositoryContract` against the JSON file repository, in a temporary file.
@Suite struct __Name__RepositoryContractTests {
    @Test(arguments: __Name__RepositoryContract.checks)
    func theFileKeepsTheContract(check: ContractCheck<any __Name__Repository>) async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "__exe__-__command__-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await check.run(against: File__Name__Repository(url: directory.appendingPathComponent("__plural__.json")))
    }
}
