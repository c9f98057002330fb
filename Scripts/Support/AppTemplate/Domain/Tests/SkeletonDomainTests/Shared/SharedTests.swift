import SkeletonDomain
import SkeletonDomainTesting
import Testing

@Suite struct SharedTests {
    @Test func theIncrementingGeneratorCountsFromItsStart() async {
        let ids = IncrementingIDGenerator(prefix: "x-", start: 7)

        #expect(await ids.nextID() == "x-7")
        #expect(await ids.nextID() == "x-8")
        #expect(await ids.issued == ["x-7", "x-8"])
    }

    @Test func aStorageFailureSaysWhereItHappened() {
        let failure = StorageFailure(.badRecord(StoredRecord(kind: "note", id: "n-1")), place: .file("/tmp/a"))

        #expect(failure.place == .file("/tmp/a"))
        #expect(failure.reason == .badRecord(StoredRecord(kind: "note", id: "n-1")))
        #expect(StorageFailure.diskFull.place == .memory)
    }

    @Test func aContractCheckRunsItsBodyAgainstTheSubject() async throws {
        let check = ContractCheck<Int>("doubles") { subject in
            guard subject * 2 == 4 else { throw ContractViolation("\(subject) * 2 is not 4") }
        }

        try await check.run(against: 2)
        await #expect(throws: ContractViolation.self) { try await check.run(against: 3) }
        #expect(check.description == "doubles")
    }

    @Test(arguments: IDGeneratorContract.checks)
    func theIncrementingGeneratorKeepsTheContract(check: ContractCheck<any IDGenerator>) async throws {
        try await check.run(against: IncrementingIDGenerator(prefix: "id-"))
    }
}
