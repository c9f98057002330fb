/// A one-line text field: its text and the cursor, edited by keys.
public struct TextFieldState: Equatable, Sendable {
    /// The text typed.
    public private(set) var text: String
    /// The cursor, as a count of characters before it.
    public private(set) var cursor: Int

    /// A field holding `text`, the cursor at its end.
    public init(_ text: String = "") {
        self.text = text
        cursor = text.count
    }

    /// Applies an editing key; returns whether the text changed. Keys that
    /// do not edit text (arrows up and down, Enter …) are left alone.
    @discardableResult
    public mutating func edit(_ key: ScreenKey) -> Bool {
        switch key {
        case let .character(character):
            return insert(String(character))
        case let .paste(pasted):
            return insert(TerminalText.neutralized(pasted))
        case .backspace where cursor > 0:
            cursor -= 1
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
            return true
        case .delete where cursor < text.count:
            text.remove(at: text.index(text.startIndex, offsetBy: cursor))
            return true
        case .ctrl("u"):
            let changed = !text.isEmpty
            self = TextFieldState()
            return changed
        case .left:
            cursor = max(0, cursor - 1)
            return false
        case .right:
            cursor = min(text.count, cursor + 1)
            return false
        case .ctrl("a"):
            cursor = 0
            return false
        case .ctrl("e"):
            cursor = text.count
            return false
        default:
            return false
        }
    }

    /// Replaces the text, the cursor at its end.
    public mutating func set(_ newText: String) {
        self = TextFieldState(newText)
    }

    /// The display columns before the cursor, to place it on screen.
    public var cursorColumn: Int { DisplayWidth.of(text.prefix(cursor)) }

    private mutating func insert(_ inserted: String) -> Bool {
        guard !inserted.isEmpty else { return false }
        text.insert(contentsOf: inserted, at: text.index(text.startIndex, offsetBy: cursor))
        cursor += inserted.count
        return true
    }
}
