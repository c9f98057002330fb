import MarqueeTerminalUI
import MarqueeTerminalModel
import Testing

/// The text field with combining marks, variation selectors, skin tones,
/// flags and huge pastes: it never crashes, its caret stays on a grapheme
/// boundary, and the terminal cursor sits at the caret.
@Suite struct TextFieldTests {
    /// A field after typing each scalar of `scalars` as its own key, as a
    /// terminal delivers them.
    func typed(_ scalars: [Unicode.Scalar]) -> TextField {
        var field = TextField()
        for scalar in scalars { field.edit(.character(Character(scalar))) }
        return field
    }

    /// The caret's invariants: on a boundary, and measured as the text before it.
    func caretIsSound(_ field: TextField) -> Bool {
        (0...field.text.count).contains(field.caret)
            && field.caretColumn == DisplayWidth.of(field.text.prefix(field.caret))
    }

    @Test func aVariationSelectorJoinsTheHeartAndTheCaretFollows() {
        let field = typed(["\u{2764}", "\u{FE0F}", "a"])
        #expect(field.text == "\u{2764}\u{FE0F}a")
        #expect(field.caret == 2)
        #expect(field.caretColumn == 3)
    }

    @Test func aCombiningAccentJoinsTheLetterBeforeIt() {
        let field = typed(["e", "\u{0301}"])
        #expect(field.text == "e\u{0301}")
        #expect(field.caret == 1 && field.caretColumn == 1)
    }

    @Test func aSkinToneJoinsTheHandBeforeIt() {
        let field = typed(["\u{1F44D}", "\u{1F3FD}"])
        #expect(field.text.count == 1 && field.caret == 1)
    }

    @Test func twoRegionalIndicatorsMakeOneFlagTwoColumnsWide() {
        let field = typed(["\u{1F1FA}", "\u{1F1F8}"])
        #expect(field.text == "🇺🇸")
        #expect(field.caret == 1 && field.caretColumn == 2)
    }

    @Test func aHugePasteIsCutToTheMaximumLength() {
        var field = TextField()
        field.paste(String(repeating: "a\u{0301}b", count: 35_000))
        #expect(field.text.count == TextField.maximumLength)
        #expect(field.caret == TextField.maximumLength)
    }

    @Test func aPasteIntoAFullFieldChangesNothing() {
        var field = TextField(String(repeating: "x", count: TextField.maximumLength))
        let pasted = field.paste("y")
        let typed = field.edit(.character("y"))
        #expect(!pasted && !typed)
        #expect(field.text.count == TextField.maximumLength)
    }

    @Test func aPastedLineBreakBecomesASpace() {
        var field = TextField()
        field.paste("star\nwars")
        #expect(field.text == "star wars")
    }

    @Test func theIssuesSequenceKeepsTheCaretSoundAtEveryPosition() {
        var field = typed(["\u{2764}", "\u{FE0F}", "a", "e", "\u{0301}"])
        field.paste(String(repeating: "a\u{0301}b", count: 35_000))
        #expect(field.text.count == TextField.maximumLength)
        for key in [TerminalKey.left, .right, .backspace, .delete] {
            var walker = field
            walker.edit(.home)
            for _ in 0...walker.text.count {
                var edited = walker
                edited.edit(key)
                #expect(caretIsSound(edited), "\(key) at \(walker.caret)")
                walker.edit(.right)
            }
        }
    }

    static let hardTexts: [String] = [
        "\u{2764}\u{FE0F}a", "e\u{0301}x", "👍🏽👍", "🇺🇸🇫🇷", "千と千尋", "a\u{200D}b", "👩‍💻 code", "\u{0301}lone",
    ]

    static let editingKeys: [TerminalKey] = [
        .left, .right, .backspace, .delete, .home, .end, .control("w"), .control("u"),
    ]

    @Test(arguments: hardTexts)
    func everyEditingKeyAtEveryPositionKeepsTheCaretSound(text: String) {
        for position in 0...text.count {
            for key in Self.editingKeys {
                var field = TextField(text)
                field.edit(.home)
                for _ in 0..<position { field.edit(.right) }
                #expect(field.caret == position)
                field.edit(key)
                #expect(caretIsSound(field), "\(key) at \(position) in \(text.debugDescription)")
            }
        }
    }

    static let joiners: [Unicode.Scalar] = ["\u{0301}", "\u{FE0F}", "\u{1F3FD}", "\u{1F1FA}", "\u{200D}", "e"]

    @Test(arguments: hardTexts)
    func insertingAJoinerAtEveryPositionKeepsTheCaretSound(text: String) {
        for position in 0...text.count {
            for joiner in Self.joiners {
                var field = TextField(text)
                field.edit(.home)
                for _ in 0..<position { field.edit(.right) }
                field.edit(.character(Character(joiner)))
                #expect(
                    caretIsSound(field),
                    "U+\(String(joiner.value, radix: 16)) at \(position) in \(text.debugDescription)")
            }
        }
    }

    @Test(arguments: hardTexts)
    func backspacingEverythingEmptiesTheField(text: String) {
        var field = TextField(text)
        for _ in 0...text.count { field.edit(.backspace) }
        #expect(field.text.isEmpty && field.caret == 0)
    }

    @Test(arguments: hardTexts)
    func deletingFromTheStartEmptiesTheField(text: String) {
        var field = TextField(text)
        field.edit(.home)
        for _ in 0...text.count { field.edit(.delete) }
        #expect(field.text.isEmpty && field.caret == 0)
    }

    @Test(arguments: hardTexts)
    func theCursorIsDrawnInsideTheFieldAtEveryWidth(text: String) {
        for width in 1...12 {
            for position in 0...text.count {
                var field = TextField(text)
                field.edit(.home)
                for _ in 0..<position { field.edit(.right) }
                var grid = TerminalGrid(columns: 20, rows: 1)
                field.draw(into: &grid, row: 0, column: 3, width: width, focused: true)
                let column = grid.cursor?.column ?? -1
                #expect(
                    (3..<(3 + width)).contains(column), "width \(width), caret \(position) in \(text.debugDescription)")
            }
        }
    }

    @Test func anUnfocusedFieldLeavesTheCursorAlone() {
        var grid = TerminalGrid(columns: 20, rows: 1)
        TextField("abc").draw(into: &grid, row: 0, column: 0, width: 10, focused: false)
        #expect(grid.cursor == nil)
    }
}
