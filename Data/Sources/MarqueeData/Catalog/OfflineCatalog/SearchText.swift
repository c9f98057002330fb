import Foundation

/// Text folded for matching: lower-case, without diacritics or width variants,
/// split into words of letters and digits. "Amélie" and "AMELIE" fold alike.
///
/// Folded text is kept as UTF-8 bytes: after folding, equal text has equal
/// bytes, and byte comparison is what keeps a search of the whole catalog
/// within microseconds (String comparison is Unicode-aware and far slower).
struct SearchText: Sendable {
    /// The whole text folded, words joined by single spaces.
    let folded: [UInt8]
    /// The folded words, in order.
    let words: [[UInt8]]

    init(_ text: String) {
        words = text.utf8.allSatisfy { $0 < 0x80 } ? Self.asciiWords(text.utf8) : Self.foldedWords(text)
        folded = Array(words.joined(separator: [UInt8(ascii: " ")]))
    }

    /// Whether some word of this text starts with `prefix`.
    func hasWord(startingWith prefix: [UInt8]) -> Bool {
        words.contains { $0.starts(with: prefix) }
    }

    /// Any text: Foundation's folding, then words of letters and digits.
    private static func foldedWords(_ text: String) -> [[UInt8]] {
        let lowered = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return lowered.split { !($0.isLetter || $0.isNumber) }.map { Array($0.utf8) }
    }

    /// The fast path for plain ASCII text (most titles and queries): no Foundation
    /// folding, which costs microseconds a call and dominated the catalog's load.
    private static func asciiWords(_ bytes: String.UTF8View) -> [[UInt8]] {
        var words: [[UInt8]] = []
        var word: [UInt8] = []
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): word.append(byte + 32)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): word.append(byte)
            default:
                if !word.isEmpty { words.append(word) }
                word = []
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }
}
