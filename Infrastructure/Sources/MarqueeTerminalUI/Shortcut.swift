public import MarqueeTerminalModel

/// A single key that acts where no text field has focus, such as `p` (pay)
/// on an unpaid order: a panel's key handling matches ``key``, its footer
/// and the key map show ``hint``, and each panel lists every one of its own
/// — so tests type each of them into each field and check that it only
/// types.
public struct Shortcut: Equatable, Sendable {
    /// The character typed.
    public let character: Character
    /// What it does, as the footer says it.
    public let action: String

    /// `character`, which does `action`.
    public init(_ character: Character, _ action: String) {
        self.character = character
        self.action = action
    }

    /// The key, to match in `handle(_:)`.
    public var key: TerminalKey { .character(character) }

    /// The key and what it does, for the footer and the key map.
    public var hint: KeyHint { KeyHint(key: String(character), action: action) }
}
