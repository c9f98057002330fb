import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// The edges of the Accounts' value objects, row by row.
///
/// | Value | Rule | Refused | Accepted | Accepted | Refused |
/// |---|---|---|---|---|---|
/// | `UserName` length | 3…32 characters, after trimming | 2 (`"ab"`, `" ab "`) | 3 | 32 | 33 |
/// | `UserName` characters | ASCII letters, digits, `.`, `_`, `-` | `,` `/` `:` `@` `[` `` ` `` `{` (next to each allowed run) | `-` `.` `0` `9` `A` `Z` `_` `a` `z` | | `é`, `ｒ` |
/// | `UserName` order of rules | a bad character is named before the length | `"a!"` → `!` | | | |
/// | `UserID` (and every string identifier) | 1…64 bytes of ASCII letters, digits, `-`, `_` | `""` | 1 byte | 64 bytes | 65 bytes; `.` `/` `:` `@` `[` `` ` `` `{` `,` |
@Suite struct AccountsBoundaryTests {
    // MARK: UserName

    @Test(arguments: [3, 4, 31, 32])
    func aNameOfThreeToThirtyTwoCharactersIsAccepted(length: Int) throws {
        #expect(try UserName(String(repeating: "r", count: length)).displayName.count == length)
    }

    @Test(arguments: [0, 1, 2])
    func aNameShorterThanThreeIsRefused(length: Int) {
        #expect(throws: AccountsError.invalidUserName(.tooShort(length: length))) {
            try UserName(String(repeating: "r", count: length))
        }
    }

    @Test(arguments: [33, 34, 100])
    func aNameLongerThanThirtyTwoIsRefused(length: Int) {
        #expect(throws: AccountsError.invalidUserName(.tooLong(length: length))) {
            try UserName(String(repeating: "r", count: length))
        }
    }

    @Test func theLengthIsCountedAfterTrimming() throws {
        #expect(throws: AccountsError.invalidUserName(.tooShort(length: 2))) { try UserName("  ab  ") }
        #expect(try UserName(" abc ").displayName == "abc")
        let thirtyTwo = String(repeating: "r", count: 32)
        #expect(try UserName("\t\(thirtyTwo)\n").displayName == thirtyTwo)
    }

    @Test(arguments: ["-", ".", "0", "9", "A", "Z", "_", "a", "z"] as [Character])
    func everyEndOfTheAllowedRunsIsAccepted(allowed: Character) throws {
        let name = "ab\(allowed)"
        #expect(try UserName(name).displayName == name)
    }

    @Test(arguments: [",", "/", ":", "@", "[", "`", "{", "~", "ｒ", "\u{7F}", "\u{2010}", "\u{2018}"] as [Character])
    func theCharacterJustOutsideEachAllowedRunIsRefused(refused: Character) {
        #expect(throws: AccountsError.invalidUserName(.invalidCharacter(refused))) { try UserName("ab\(refused)c") }
    }

    @Test func aBadCharacterIsNamedBeforeTheLength() {
        #expect(throws: AccountsError.invalidUserName(.invalidCharacter("!"))) { try UserName("a!") }
        let long = String(repeating: "r", count: 40) + "!"
        #expect(throws: AccountsError.invalidUserName(.invalidCharacter("!"))) { try UserName(long) }
    }

    // MARK: UserID

    @Test(arguments: [1, 2, 63, 64])
    func anIdentifierOfOneToSixtyFourBytesIsAccepted(length: Int) throws {
        #expect(try UserID(String(repeating: "u", count: length)).rawValue.count == length)
    }

    @Test(arguments: [0, 65, 66])
    func anIdentifierOfNoneOrMoreThanSixtyFourBytesIsRefused(length: Int) {
        let raw = String(repeating: "u", count: length)
        #expect(throws: AccountsError.invalidUserID(raw)) { try UserID(raw) }
    }

    @Test(arguments: ["-", "0", "9", "A", "Z", "_", "a", "z"])
    func everyEndOfTheIdentifierRunsIsAccepted(allowed: String) throws {
        #expect(try UserID("u\(allowed)").rawValue == "u\(allowed)")
    }

    @Test(arguments: [".", "/", ":", "@", "[", "`", "{", ",", " ", "é"])
    func theCharacterJustOutsideEachIdentifierRunIsRefused(refused: String) {
        #expect(throws: AccountsError.invalidUserID("u\(refused)")) { try UserID("u\(refused)") }
    }

    @Test func identifiersOrderByTheirText() throws {
        #expect(try UserID("u-10") < UserID("u-9"))
        #expect(try !(UserID("a") < UserID("a")))
    }
}
