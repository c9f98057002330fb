import SkeletonData
import SkeletonDomain
import SkeletonDomainTesting
import Testing

@Suite struct RandomIDGeneratorTests {
    @Test func anIdIsThePrefixAndTenCharactersOfTheAlphabet() {
        let id = RandomIDGenerator(prefix: "x-").nextID()

        #expect(id.hasPrefix("x-"))
        #expect(id.count == 12)
        #expect(id.dropFirst(2).allSatisfy { "0123456789abcdefghjkmnpqrstvwxyz".contains($0) })
    }

    @Test func idsDoNotRepeat() {
        let ids = RandomIDGenerator(prefix: "")
        #expect(Set((0..<1000).map { _ in ids.nextID() }).count == 1000)
    }

    @Test(arguments: IDGeneratorContract.checks)
    func theRandomGeneratorKeepsTheContract(check: ContractCheck<any IDGenerator>) async throws {
        try await check.run(against: RandomIDGenerator(prefix: "x-"))
    }
}
