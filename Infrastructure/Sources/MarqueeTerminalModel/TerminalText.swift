/// Neutralises text before it reaches a terminal: the one place that decides
/// which characters are safe to show.
///
/// Text from outside (a movie title, a paste, an API error, a database row)
/// can never start an escape sequence, move the cursor, retitle the window or
/// make text read differently than it is.
public enum TerminalText {
    /// What an unsafe grapheme is shown as.
    public static let placeholder: Character = "\u{FFFD}"

    /// `text` made safe to show, grapheme by grapheme: a tab or line break
    /// (LF, CR, CRLF) becomes one space, so a one-line field stays one line;
    /// any other grapheme holding a control character — C0 (ESC, BEL …), DEL,
    /// C1 (the 8-bit CSI and OSC) — or a bidirectional embedding, override or
    /// isolate (U+202A–U+202E, U+2066–U+2069) becomes ``placeholder``.
    /// Printable text, accents, emoji and wide characters pass unchanged.
    public static func neutralized(_ text: some StringProtocol) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return String(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if isSafe(character) {
                result.append(character)
            } else if character == "\t" || character == "\n" || character == "\r" || character == "\r\n" {
                result.append(" ")
            } else {
                result.append(placeholder)
            }
        }
        return result
    }

    /// Whether a grapheme holds no unsafe scalar (see ``isUnsafe(_:)``).
    public static func isSafe(_ character: Character) -> Bool {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii != 0x7F
        }
        return !character.unicodeScalars.contains(where: isUnsafe)
    }

    /// C0, DEL, C1, and the bidirectional embeddings, overrides and isolates.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` split at spaces into lines of at most `width` display columns;
    /// a word longer than a line is cut into pieces that fit. The one word
    /// wrap of both front ends.
    public static func wrap(_ text: some StringProtocol, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in neutralized(text).split(separator: " ") {
            for piece in pieces(of: word, width: width) {
                let pieceWidth = DisplayWidth.of(piece)
                if lineWidth > 0, lineWidth + 1 + pieceWidth > width {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line += lineWidth == 0 ? piece : " " + piece
                lineWidth += lineWidth == 0 ? pieceWidth : 1 + pieceWidth
            }
        }
        if lineWidth > 0 { lines.append(line) }
        return lines
    }

    /// `text` cut to `width` display columns (ending in "…" when cut) and
    /// padded with spaces to exactly `width`: one column of a text table.
    public static func fit(_ text: some StringProtocol, width: Int) -> String {
        guard width > 0 else { return "" }
        let safe = neutralized(text)
        var result = ""
        var used = 0
        if DisplayWidth.of(safe) <= width {
            result = safe
            used = DisplayWidth.of(safe)
        } else {
            for character in safe {
                let characterWidth = DisplayWidth.of(character)
                if used + characterWidth > width - 1 { break }
                result.append(character)
                used += characterWidth
            }
            result.append("…")
            used += 1
        }
        return result + String(repeating: " ", count: max(0, width - used))
    }

    /// `text` right-aligned in `width` display columns (never cut).
    public static func rightAligned(_ text: some StringProtocol, width: Int) -> String {
        let safe = neutralized(text)
        return String(repeating: " ", count: max(0, width - DisplayWidth.of(safe))) + safe
    }

    /// A word split into pieces no wider than `width` (most words are one piece).
    private static func pieces(of word: Substring, width: Int) -> [String] {
        guard DisplayWidth.of(word) > width else { return [String(word)] }
        var pieces: [String] = []
        var piece = ""
        var used = 0
        for character in word {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width, !piece.isEmpty {
                pieces.append(piece)
                piece = ""
                used = 0
            }
            piece.append(character)
            used += characterWidth
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }
}
