/// One character cell of a frame: a grapheme (1 or 2 columns wide) or the
/// right half of a wide one, with its style.
///
/// A cell's text is always safe to write: the initialiser replaces control
/// characters with U+FFFD and zero-width graphemes (a lone combining mark)
/// with it too, since they would shift every cell after them.
public struct TerminalCell: Sendable, Hashable {
    /// What the cell shows.
    public enum Content: Sendable, Hashable {
        /// A grapheme starting in this cell.
        case grapheme(Character)
        /// The second column of the wide grapheme in the cell to the left.
        case continuation
    }

    /// What the cell shows.
    public let content: Content
    /// Its colours and attributes.
    public let style: TerminalStyle
    /// Columns its grapheme takes: 1 or 2 (0 for a continuation).
    public let width: Int

    /// A cell showing one grapheme, made safe and measured.
    public init(_ character: Character, style: TerminalStyle = .plain) {
        var safe = TerminalText.isSafe(character) ? character : TerminalText.placeholder
        var width = DisplayWidth.of(safe)
        if width == 0 {
            safe = TerminalText.placeholder
            width = 1
        }
        self.content = .grapheme(safe)
        self.style = style
        self.width = width
    }

    private init(continuationWith style: TerminalStyle) {
        content = .continuation
        self.style = style
        width = 0
    }

    /// The right half of a wide grapheme.
    static func continuation(style: TerminalStyle) -> TerminalCell {
        TerminalCell(continuationWith: style)
    }

    /// A space in the default style: what a cleared screen shows.
    public static let blank = TerminalCell(" ")

    /// A space in `style`.
    public static func blank(_ style: TerminalStyle) -> TerminalCell {
        TerminalCell(" ", style: style)
    }

    /// Whether this is the right half of a wide grapheme.
    public var isContinuation: Bool { content == .continuation }

    /// The grapheme shown, or `nil` for the right half of a wide one.
    public var character: Character? {
        if case let .grapheme(character) = content { character } else { nil }
    }

    /// The same content in another style.
    func restyled(_ style: TerminalStyle) -> TerminalCell {
        switch content {
        case .continuation: .continuation(style: style)
        case let .grapheme(character): TerminalCell(checked: character, style: style, width: width)
        }
    }

    private init(checked character: Character, style: TerminalStyle, width: Int) {
        content = .grapheme(character)
        self.style = style
        self.width = width
    }
}
