/// One cell of the screen grid.
public struct ScreenCell: Hashable, Sendable {
    /// What a cell holds.
    public enum Content: Hashable, Sendable {
        /// One grapheme, already neutralized; a wide one also covers the next cell.
        case grapheme(Character)
        /// The right half of the wide grapheme in the cell before.
        case continuation
    }

    /// What the cell holds.
    public var content: Content
    /// How it is drawn.
    public var style: ScreenStyle

    /// Creates a cell.
    public init(_ content: Content, style: ScreenStyle = .plain) {
        self.content = content
        self.style = style
    }

    /// Creates a cell holding `character`.
    public init(_ character: Character, style: ScreenStyle = .plain) {
        self.init(.grapheme(character), style: style)
    }

    /// An empty cell: a plain space.
    public static let blank = ScreenCell(" ")

    /// The grapheme held, or `nil` for a continuation.
    public var character: Character? {
        if case let .grapheme(character) = content { character } else { nil }
    }
}
