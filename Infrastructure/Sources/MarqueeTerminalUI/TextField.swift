public import MarqueeTerminalModel

/// A one-line text field: its text and the caret, edited by keys.
///
/// The caret counts graphemes (what a person sees as one character), and
/// stays on a grapheme boundary whatever is typed or pasted: a combining
/// accent, a variation selector or a skin tone that joins the character
/// before it moves the caret to the end of the joined character. The text
/// holds at most ``maximumLength`` graphemes, so a huge paste cannot make
/// every key slow.
public struct TextField: Equatable, Sendable {
    /// The most graphemes a field holds: longer than any title, name, id or
    /// price, short enough that editing stays instant.
    public static let maximumLength = 256

    /// The text typed.
    public private(set) var text: String
    /// The caret, as a count of graphemes before it.
    public private(set) var caret: Int

    /// Whether the text is still the default the field was given
    /// (``init(default:)``): the first character typed or pasted replaces it,
    /// so typing 2 over a default of 1 gives 2, not 12. Any other edit or
    /// caret move keeps the text and ends the default.
    public private(set) var isDefault = false

    /// A field holding `text` (neutralised, cut to ``maximumLength``), the caret at its end.
    public init(_ text: String = "") {
        self.text = String(TerminalText.neutralized(text).prefix(Self.maximumLength))
        caret = self.text.count
    }

    /// A field showing a default (a count of `1`, a letter `A`) that the first
    /// character typed or pasted replaces.
    public init(default text: String) {
        self.init(text)
        isDefault = !self.text.isEmpty
    }

    /// Applies an editing key; returns whether the text changed. Keys that do
    /// not edit text (up, down, Enter, Tab …) are left alone, and so are
    /// characters typed with Control or Alt.
    @discardableResult
    public mutating func edit(_ key: TerminalKey) -> Bool {
        if let character = key.typedCharacter { return insert(String(character)) }
        if isDefault, key != .enter, key != .tab, key != .backTab, key != .escape, key != .up, key != .down {
            isDefault = false
        }
        switch key {
        case .backspace where caret > 0:
            text.remove(at: index(caret - 1))
            caret -= 1
            return true
        case .delete where caret < text.count:
            text.remove(at: index(caret))
            return true
        case .control("u"):
            let changed = !text.isEmpty
            self = TextField()
            return changed
        case .control("w"):
            let start = wordStart(before: caret)
            guard start < caret else { return false }
            text.removeSubrange(index(start)..<index(caret))
            caret = start
            return true
        case .left:
            caret = max(0, caret - 1)
        case .right:
            caret = min(text.count, caret + 1)
        case .home, .control("a"):
            caret = 0
        case .end, .control("e"):
            caret = text.count
        default:
            break
        }
        return false
    }

    /// Whether `key` moves the caret without editing (so a panel does not use it).
    public static func movesCaret(_ key: TerminalKey) -> Bool {
        [.left, .right, .home, .end, .control("a"), .control("e")].contains(key)
    }

    /// Inserts pasted text (neutralised: line breaks become spaces) at the caret.
    @discardableResult
    public mutating func paste(_ pasted: String) -> Bool {
        insert(TerminalText.neutralized(pasted))
    }

    /// Replaces the text, the caret at its end.
    public mutating func set(_ newText: String) {
        self = TextField(newText)
    }

    /// The display columns before the caret, to place it on screen.
    public var caretColumn: Int { DisplayWidth.of(text.prefix(caret)) }

    /// Draws the field on `row` from `column` in `width` columns: the text
    /// (scrolled so the caret stays in view), underlined, bold and coloured
    /// when focused; when focused the terminal's cursor is placed at the caret.
    public func draw(into grid: inout TerminalGrid, row: Int, column: Int, width: Int, focused: Bool) {
        guard width > 0 else { return }
        grid.write(
            String(repeating: " ", count: width), row: row, column: column, width: width,
            style: focused ? .focusedField : .field)
        let room = width - 1
        var start = 0
        while DisplayWidth.of(text.dropFirst(start).prefix(caret - start)) > room, start < caret { start += 1 }
        let shown = text.dropFirst(start)
        grid.write(
            String(shown), row: row, column: column, width: width, style: focused ? .focusedField : .field,
            overflow: .clip)
        if focused {
            grid.cursor = TerminalPosition(row: row, column: column + DisplayWidth.of(shown.prefix(caret - start)))
        }
    }

    private mutating func insert(_ inserted: String) -> Bool {
        guard !inserted.isEmpty else { return false }
        if isDefault {
            isDefault = false
            text = ""
            caret = 0
        }
        let room = Self.maximumLength - text.count
        guard room > 0 else { return false }
        let piece = inserted.count > room ? String(inserted.prefix(room)) : inserted
        let before = String(text[..<index(caret)]) + piece
        text = before + text[index(caret)...]
        // The piece may have joined the grapheme before it (a combining mark,
        // a variation selector): count what is before the caret afresh.
        caret = min(before.count, text.count)
        return true
    }

    /// The index `offset` graphemes into the text, clamped to its ends.
    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: max(0, offset), limitedBy: text.endIndex) ?? text.endIndex
    }

    private func wordStart(before offset: Int) -> Int {
        let characters = Array(text.prefix(offset))
        var start = characters.count
        while start > 0, characters[start - 1] == " " { start -= 1 }
        while start > 0, characters[start - 1] != " " { start -= 1 }
        return start
    }
}
