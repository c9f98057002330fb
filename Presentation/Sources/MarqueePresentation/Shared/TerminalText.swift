/// Makes text from outside safe to print on a terminal.
public enum TerminalText {
    /// The replacement for a control character: visible, and never part of an
    /// escape sequence.
    public static let replacement: Character = "\u{FFFD}"

    /// `text` with every control character made harmless: a tab or line break
    /// becomes a space (a one-line field stays one line), and every other C0
    /// or C1 control character (ESC, BEL, CSI, OSC, DEL …) and the bidirectional
    /// overrides that can make text read differently than it is become
    /// U+FFFD. Printable text, accents and wide characters pass unchanged.
    public static func neutralized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\t", "\n", "\r": result.append(" ")
            case _ where isUnsafe(scalar): result.append(contentsOf: String(replacement).unicodeScalars)
            default: result.append(scalar)
            }
        }
        return String(result)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
