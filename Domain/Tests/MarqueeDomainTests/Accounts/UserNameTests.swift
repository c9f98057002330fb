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

    /// What people are called (issue 36): any script, spaces, apostrophes, hyphens.
    @Test(arguments: [
        "Jean Dupont", "Zoë", "O'Brien", "O’Brien", "李小龍", "Amélie Poulain", "Søren Kierkegaard", "Ἀριστοτέλης",
        "Мария-Анна", "محمد علي", "שלום", "नमस्ते", "Nguyễn Văn An", "ab1", "Zoë ٣",
    ])
    func acceptsLettersOfAnyScriptSpacesAndApostrophes(text: String) throws {
        #expect(try UserName(text).displayName == text)
    }

    @Test(arguments: [
        ("ripley!", "!"), ("rip@ley", "@"), ("a/b/c", "/"), ("ri\tpley", "\t"), ("ri\npley", "\n"),
        // Look-alikes of Latin letters: fullwidth, mathematical, circled, letter-like.
        ("ｒｉｐ", "ｒ"), ("𝐑ipley", "𝐑"), ("Ⓡipley", "Ⓡ"), ("ℛipley", "ℛ"),
        // Invisible characters: bidirectional controls, joiners, byte-order mark, NUL, DEL.
        ("ab\u{202E}cd", "\u{202E}"), ("ab\u{2066}cd", "\u{2066}"), ("ab\u{200B}cd", "\u{200B}"),
        // A joiner or a zero-width format character joins the letter before it: that character is named.
        ("ab\u{200D}cd", Character("b\u{200D}")), ("ab\u{FEFF}cd", "\u{FEFF}"), ("ab\u{0}cd", "\u{0}"),
        ("ab\u{7F}cd", "\u{7F}"),
        // Emoji and symbols.
        ("Rip😀", "😀"), ("Rip★", "★"), ("Rip€", "€"),
        // A mark with no letter under it.
        ("ab \u{301}cd", " \u{301}"),
    ])
    func rejectsOtherCharacters(text: String, bad: Character) {
        #expect(throws: AccountsError.invalidUserName(.invalidCharacter(bad))) { try UserName(text) }
    }

    /// A cluster of several letters is one character: a Devanagari conjunct, a Hangul syllable typed as jamo.
    @Test func lettersJoinedIntoOneCharacterAreAccepted() throws {
        #expect(try UserName("नमस्ते").displayName == "नमस्ते")
        #expect(try UserName("\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}\u{1100}\u{1161}").displayName.count == 3)
    }

    /// Counted on the composed name: `x` has no accented form, while `e` and
    /// its first acute compose to `é`, which then carries the rest.
    @Test func aLetterMayCarryFourMarksNotFive() throws {
        let four = "x" + String(repeating: "\u{301}", count: 4)
        #expect(try UserName("ab" + four).displayName.count == 3)
        let five = Character("x" + String(repeating: "\u{301}", count: 5))
        #expect(throws: AccountsError.invalidUserName(.invalidCharacter(five))) { try UserName("ab" + String(five)) }
        #expect(try UserName("ab" + "e" + String(repeating: "\u{301}", count: 5)).displayName.unicodeScalars.count == 7)
    }

    @Test func composedAndDecomposedSpellingsAreOneNameKeptComposed() throws {
        let decomposed = try UserName("Zoe\u{308}")
        let composed = try UserName("Zo\u{EB}")
        #expect(decomposed == composed)
        #expect(Array(decomposed.displayName.utf8) == Array("Zo\u{EB}".utf8))
        #expect(Array(decomposed.normalized.utf8) == Array("zo\u{EB}".utf8))
    }

    /// A valid name read again keeps its spelling, not only its equality:
    /// composed, decomposed and mixed accents, joined letters, many spaces.
    @Test(arguments: [
        "Zoe\u{308}", "Zo\u{EB}", "A\u{30A}se", "\u{1100}\u{1161}\u{11A8}ab", "नमस्ते", "e\u{301}\u{301}\u{301}\u{301}ab",
        "  Jean    Dupont  ", "O’Brien", "Ω\u{301}mega", "ﬁne",
    ])
    func aValidNameReadAgainKeepsItsSpelling(text: String) throws {
        let name = try UserName(text)
        let again = try UserName(name.displayName)
        #expect(again == name)
        #expect(Array(again.displayName.utf8) == Array(name.displayName.utf8))
    }

    /// ଡ଼ (U+0B5C) composes to ଡ plus a nukta: four marks on it are five once
    /// composed, so the rules are checked on the composed name (found by the
    /// user-name fuzz target: the name was accepted and refused when read again).
    @Test func theRulesHoldForTheComposedSpelling() throws {
        let carried = "\u{5B6}\u{65C}\u{65C}\u{659}"
        let composedLetter = Character("\u{B21}\u{B3C}" + carried)
        #expect(throws: AccountsError.invalidUserName(.invalidCharacter(composedLetter))) {
            try UserName("ab\u{B5C}" + carried)
        }
        let threeMarks = try UserName("ab\u{B5C}\u{5B6}\u{65C}\u{659}")
        #expect(
            Array(threeMarks.displayName.unicodeScalars.map(\.value)) == [
                0x61, 0x62, 0xB21, 0xB3C, 0x5B6, 0x65C, 0x659,
            ])
        #expect(try UserName(threeMarks.displayName).displayName == threeMarks.displayName)
    }

    @Test func runsOfSpacesInsideBecomeOne() throws {
        #expect(try UserName("  Jean   Dupont ").displayName == "Jean Dupont")
        #expect(try UserName("Jean Dupont") == UserName("jean  dupont"))
    }

    @Test func caseIsIgnoredInEveryScript() throws {
        #expect(try UserName("ZOË") == UserName("zoë"))
        #expect(try UserName("МАРИЯ") == UserName("мария"))
        #expect(try UserName("ΜΑΡΊΑ").normalized == "μαρία")
    }

    @Test func lengthCountsCharactersNotBytes() throws {
        #expect(try UserName("李小龍").displayName.count == 3)
        #expect(throws: AccountsError.invalidUserName(.tooShort(length: 2))) { try UserName("小龍") }
        #expect(throws: AccountsError.invalidUserName(.tooLong(length: 33))) {
            try UserName(String(repeating: "é", count: 33))
        }
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
