import MarqueeInfrastructure
import MarqueeInfrastructureTesting
import Testing

@Suite struct IdempotencyStoreContractTests {
    @Test(arguments: IdempotencyStoreContract.checks)
    func theInMemoryStoreKeepsTheContract(check: ContractCheck<any IdempotencyStore>) async throws {
        try await check.run(against: InMemoryIdempotencyStore())
    }
}
