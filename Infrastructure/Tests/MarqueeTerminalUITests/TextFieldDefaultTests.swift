import MarqueeTerminalUI
import MarqueeTerminalModel
import Testing

/// A field's default (one ticket, hall A, 80 seats) is replaced by what is
/// typed, not added to: issue 36 found typing 2 into Tickets gave 12.
@Suite struct TextFieldDefaultTests {
    @Test func theFirstCharacterTypedReplacesTheDefault() {
        var field = TextField(default: "1")
        #expect(field.isDefault)
        field.edit(.character("2"))
        #expect(field.text == "2" && field.caret == 1)
        #expect(!field.isDefault)
        field.edit(.character("0"))
        #expect(field.text == "20")
    }

    @Test func aPasteReplacesTheDefaultToo() {
        var field = TextField(default: "12.50 EUR")
        field.paste("9.50 GBP")
        #expect(field.text == "9.50 GBP")
    }

    @Test func movingTheCaretOrErasingKeepsTheTextAndEndsTheDefault() {
        var moved = TextField(default: "80")
        moved.edit(.left)
        moved.edit(.character("1"))
        #expect(moved.text == "810")
        var erased = TextField(default: "80")
        erased.edit(.backspace)
        #expect(erased.text == "8" && !erased.isDefault)
        erased.edit(.character("5"))
        #expect(erased.text == "85")
    }

    @Test func keysThatLeaveTheFieldKeepTheDefault() {
        var field = TextField(default: "A")
        for key in [TerminalKey.enter, .tab, .backTab, .escape, .up, .down] { field.edit(key) }
        #expect(field.isDefault && field.text == "A")
    }

    @Test func anEmptyDefaultAndAPlainFieldAreNoDefault() {
        #expect(!TextField(default: "").isDefault)
        var plain = TextField("1")
        #expect(!plain.isDefault)
        plain.edit(.character("2"))
        #expect(plain.text == "12")
    }
}
