import MarqueeTerminalModel

/// A single key that acts where no text field has focus, such as `p` (pay)
/// on an unpaid order: the panel's `handle(_:)` matches ``key``, its footer
/// and the key map show ``hint``, and each panel lists every one of its own
/// in ``Panel/shortcuts`` — so tests type each of them into each field and
/// check that it only types.
struct Shortcut: Equatable {
    /// The character typed.
    let character: Character
    /// What it does, as the footer says it.
    let action: String

    init(_ character: Character, _ action: String) {
        self.character = character
        self.action = action
    }

    /// The key, to match in `handle(_:)`.
    var key: TerminalKey { .character(character) }

    /// The key and what it does, for the footer and the key map.
    var hint: KeyHint { KeyHint(key: String(character), action: action) }
}
