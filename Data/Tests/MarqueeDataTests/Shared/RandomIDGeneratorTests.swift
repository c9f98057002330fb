import MarqueeData
import Testing

/// New ids: the prefix, then ten characters of Crockford's lower-case
/// alphabet, each drawn uniformly and independently of the others.
@Suite struct RandomIDGeneratorTests {
    private static let alphabet = Set("0123456789abcdefghjkmnpqrstvwxyz")

    @Test func anIDIsThePrefixAndTenCharactersOfTheAlphabet() {
        let id = RandomIDGenerator(prefix: "o-").nextID()
        #expect(id.hasPrefix("o-"))
        #expect(id.count == 12)
        #expect(id.dropFirst(2).allSatisfy(Self.alphabet.contains), "\(id)")
    }

    /// Every character of the alphabet turns up at every position over
    /// 4,000 ids (each misses one with odds of about 10⁻⁵⁴), and no two ids
    /// are the same; a generator that reused its bits for several positions
    /// or drew from part of the alphabet fails here.
    @Test func everyPositionTakesEveryCharacterAndIDsDoNotRepeat() {
        let generator = RandomIDGenerator(prefix: "")
        let ids = (0..<4_000).map { _ in Array(generator.nextID()) }
        #expect(Set(ids.map { String($0) }).count == ids.count)
        for position in 0..<10 {
            #expect(Set(ids.map { $0[position] }) == Self.alphabet, "position \(position)")
        }
        // Neighbouring characters are independent draws, so they differ in
        // 31 ids of 32 (3,875 of 4,000, give or take 11); copies of one draw
        // would never differ.
        let differing = ids.filter { $0[0] != $0[1] }.count
        #expect(differing > 3_700, "\(differing) of 4000 ids had two different first characters")
    }
}
