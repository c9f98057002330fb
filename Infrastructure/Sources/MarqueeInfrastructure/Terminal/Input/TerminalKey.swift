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
