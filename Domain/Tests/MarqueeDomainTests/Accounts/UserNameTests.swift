import MarqueeDomain
import Testing

@Suite struct UserNameTests {
    @Test(arguments: ["abc", "Ripley", "dallas.1979", "x_y-z", "007", String(repeating: "a", count: 32)])
    func acceptsLettersDigitsDotsUnderscoresAndHyphens(text: String) throws {
        #expect(try UserName(text).displayName == text)
    }

    @Test func lengthEdgesAreThreeAndThirtyTwo() {
        #expect(throws: AccountsError.invalidUserName(.tooShort(length: 2))) { try UserName("ab") }
        #expect(throws: AccountsError.invalidUserName(.tooShort(length: 0))) { try UserName("") }
        #expect(throws: AccountsError.invalidUserName(.tooLong(length: 33))) {
            try UserName(String(repeating: "a", count: 33))
        }
    }

    @Test(arguments: [
        ("ri pley", " "), ("ripley!", "!"), ("rip@ley", "@"), ("amélie", "é"), ("ｒｉｐ", "ｒ"),
        ("a/b/c", "/"),
    ])
    func rejectsOtherCharacters(text: String, bad: Character) {
        #expect(throws: AccountsError.invalidUserName(.invalidCharacter(bad))) { try UserName(text) }
    }

    @Test func surroundingWhitespaceIsTrimmed() throws {
        #expect(try UserName("  Ripley\n").displayName == "Ripley")
    }

    @Test func namesDifferingOnlyInCaseAreEqualButKeepTheirSpelling() throws {
        let upper = try UserName("Ripley")
        let lower = try UserName("RIPLEY")
        #expect(upper == lower)
        #expect(Set([upper, lower]).count == 1)
        #expect(upper.displayName == "Ripley")
        #expect(lower.displayName == "RIPLEY")
        #expect(upper.normalized == "ripley")
    }

    @Test func differentNamesAreNotEqual() throws {
        #expect(try UserName("ripley") != UserName("ripley2"))
    }
}

@Suite struct UserIDTests {
    @Test func acceptsGeneratorShapedIdentifiers() throws {
        #expect(try UserID("user-1").rawValue == "user-1")
        #expect(try UserID("0b7c2d1e_F00D").description == "0b7c2d1e_F00D")
        #expect(try UserID(String(repeating: "a", count: 64)).rawValue.count == 64)
    }

    @Test(arguments: ["", "a b", "user/1", "ü", String(repeating: "a", count: 65)])
    func rejectsAnythingElse(raw: String) {
        #expect(throws: AccountsError.invalidUserID(raw)) { try UserID(raw) }
    }
}
