/// Neutralises text before it reaches a terminal.
///
/// Any grapheme holding a control character — C0 (including Tab, CR, LF and
/// ESC), DEL or C1 (including the 8-bit CSI and OSC) — becomes U+FFFD, so text
/// from outside (a movie title, a paste, an API error) can never start an
/// escape sequence, move the cursor or retitle the window.
public enum TerminalText {
    /// What an unsafe grapheme is shown as.
    public static let placeholder: Character = "\u{FFFD}"

    /// The text with every unsafe grapheme replaced by `placeholder`.
    public static func sanitized(_ text: some StringProtocol) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            result.append(isSafe(character) ? character : placeholder)
        }
        return result
    }

    /// Whether a grapheme holds no control character.
    public static func isSafe(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F
        }
        return !character.unicodeScalars.contains { isControl($0) }
    }

    /// C0, DEL and C1.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
