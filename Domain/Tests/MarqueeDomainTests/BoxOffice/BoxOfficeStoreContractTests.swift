import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct BoxOfficeStoreContractTests {
    @Test(arguments: BoxOfficeStoreContract.checks)
    func inMemoryBoxOfficeStoreKeepsTheContract(check: ContractCheck<BoxOfficeStoreContract.Subject>) async throws {
        try await check.run(
            against: .init(
                boxOffice: InMemoryBoxOfficeStore(), users: InMemoryUserRepository(), keepsUsersBesideOrders: false))
    }
}
