/// One key press decoded from the terminal's input bytes.
///
/// Control letters arrive as `.character` with `.control` (Ctrl-C is
/// `TerminalKey(.character("c"), modifiers: .control)`); Alt-x as
/// `.character("x")` with `.alt`; Shift-Tab as `.tab` with `.shift`.
public struct TerminalKey: Sendable, Hashable, CustomStringConvertible {
    /// Which key was pressed.
    public enum Code: Sendable, Hashable {
        /// A printable character (one Unicode scalar as typed).
        case character(Character)
        /// Enter or Return (CR, LF or keypad Enter); Tab; Backspace (DEL or
        /// BS); Esc (a lone Esc byte after the escape timeout).
        case enter, tab, backspace, escape
        /// The arrow keys.
        case up, down, left, right
        /// The editing and paging keys.
        case home, end, pageUp, pageDown, insert, delete
        /// F1…F12 (and beyond, where the terminal sends them).
        case function(Int)
    }

    /// The key.
    public let code: Code
    /// Shift, Alt and Control held with it, as far as the terminal reports them.
    public let modifiers: KeyModifiers

    /// A key with optional modifiers.
    public init(_ code: Code, modifiers: KeyModifiers = []) {
        self.code = code
        self.modifiers = modifiers
    }

    /// Ctrl plus a letter, e.g. `TerminalKey.control("c")`.
    public static func control(_ letter: Character) -> TerminalKey {
        TerminalKey(.character(letter), modifiers: .control)
    }

    /// Whether this is Ctrl-C, which raw mode delivers as a key instead of SIGINT.
    public var isInterrupt: Bool { self == .control("c") }

    /// A readable name such as `ctrl+c`, `shift+tab`, `f5`, `a`.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("ctrl") }
        if modifiers.contains(.alt) { parts.append("alt") }
        if modifiers.contains(.shift) { parts.append("shift") }
        parts.append(Self.name(of: code))
        return parts.joined(separator: "+")
    }

    private static func name(of code: Code) -> String {
        switch code {
        case .character(let character): return String(character)
        case .function(let number): return "f\(number)"
        case .pageUp: return "pageup"
        case .pageDown: return "pagedown"
        default: return "\(code)"
        }
    }
}

extension TerminalKey {
    /// A printable character typed with no modifier.
    public static func character(_ character: Character) -> TerminalKey { TerminalKey(.character(character)) }
    /// Enter (Return).
    public static let enter = TerminalKey(.enter)
    /// Tab.
    public static let tab = TerminalKey(.tab)
    /// Shift-Tab.
    public static let backTab = TerminalKey(.tab, modifiers: .shift)
    /// Backspace: erase before the cursor.
    public static let backspace = TerminalKey(.backspace)
    /// Delete: erase under the cursor.
    public static let delete = TerminalKey(.delete)
    /// Esc, alone.
    public static let escape = TerminalKey(.escape)
    /// The arrow keys.
    public static let up = TerminalKey(.up), down = TerminalKey(.down)
    /// The arrow keys.
    public static let left = TerminalKey(.left), right = TerminalKey(.right)
    /// Home and End.
    public static let home = TerminalKey(.home), end = TerminalKey(.end)
    /// Page Up and Page Down.
    public static let pageUp = TerminalKey(.pageUp), pageDown = TerminalKey(.pageDown)
    /// F1, F2 …
    public static func function(_ number: Int) -> TerminalKey { TerminalKey(.function(number)) }

    /// The character this key types into a text field: a printable character
    /// with no Control or Alt held; `nil` for every other key.
    public var typedCharacter: Character? {
        guard case let .character(character) = code, modifiers.isDisjoint(with: [.control, .alt]) else { return nil }
        return character
    }
}
