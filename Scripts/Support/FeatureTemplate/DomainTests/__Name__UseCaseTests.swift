import __Prefix__Domain
import __Prefix__DomainTesting
import Testing

@Suite struct __Name__UseCaseTests {
    @Test func addingStoresTheNewOneUnderTheGeneratorsIdentity() async throws {
        let __plural__ = InMemory__Name__Repository()
        let useCases = __Name__UseCases(__plural__: __plural__, ids: IncrementingIDGenerator(prefix: "__command__-"))

        let added = try await useCases.add.execute(title: __Name__Title("First"))

        #expect(added.id.rawValue == "__command__-1")
        #expect(try await __plural__.__name__(withID: added.id) == added)
    }

    @Test func theListIsByTitleIgnoringLetterCase() async throws {
        let __plural__ = InMemory__Name__Repository(try [
            __Name__Fixtures.make("1", "beta"), __Name__Fixtures.make("2", "Alpha"), __Name__Fixtures.make("3", "Gamma"),
        ])

        let listed = try await List__Plural__Interactor(__plural__: __plural__).execute()

        #expect(listed.map(\.title.text) == ["Alpha", "beta", "Gamma"])
    }

    @Test func aStorageFailureReachesTheCaller() async throws {
        let __plural__ = InMemory__Name__Repository()
        await __plural__.failNextCall(with: .storageFailed(.diskFull))
        let add = Add__Name__Interactor(__plural__: __plural__, ids: IncrementingIDGenerator())

        await #expect(throws: __Name__Error.storageFailed(.diskFull)) {
            try await add.execute(title: __Name__Title("First"))
        }
        #expect(try await __plural__.all__Plural__().isEmpty)
    }

    @Test(arguments: __Name__RepositoryContract.checks)
    func theInMemoryFakeKeepsTheContract(check: ContractCheck<any __Name__Repository>) async throws {
        try await check.run(against: InMemory__Name__Repository())
    }
}
