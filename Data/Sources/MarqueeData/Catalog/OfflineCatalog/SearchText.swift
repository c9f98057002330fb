import Foundation

/// Text folded for matching: lower-case, without diacritics or width variants,
/// split into words of letters and digits. "Amélie" and "AMELIE" fold alike.
///
/// The folded words are kept joined by single spaces in one string (a word
/// never holds the byte of a space), and matching compares UTF-8 bytes: after
/// folding, equal text has equal bytes, and byte comparison is what keeps a
/// search of the whole catalog within microseconds (String comparison is
/// Unicode-aware and far slower). One string a title, and none at all for the
/// compiled-in catalog, whose titles are folded when it is generated.
struct SearchText: Sendable {
    /// The whole text folded, words joined by single spaces.
    let folded: String

    /// Folds `text`.
    init(_ text: String) {
        folded =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? Self.asciiFolded(text.utf8) : Self.foldedWords(text).joined(separator: " ")
    }

    /// Text that is already folded, such as the compiled-in catalog's titles
    /// (`Scripts/generate-offline-catalog` folds them with this type).
    init(folded: String) {
        self.folded = folded
    }

    /// The folded words, in order.
    var words: [Substring] {
        folded.split(separator: " ")
    }

    /// Runs `body` over the folded text's UTF-8 bytes, in place when the
    /// string stores them contiguously (a native or literal string does).
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = folded.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(folded.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether some word of this text starts with `prefix` (a folded word).
    func hasWord(startingWith prefix: Substring) -> Bool {
        let prefix = Array(prefix.utf8)
        return withBytes { Self.hasWord(in: $0, startingWith: prefix) }
    }

    /// Whether some word of the folded `bytes` starts with `prefix`.
    static func hasWord(in bytes: UnsafeBufferPointer<UInt8>, startingWith prefix: [UInt8]) -> Bool {
        var start = 0
        while start < bytes.count {
            if starts(bytes, at: start, with: prefix) { return true }
            // The next word begins after the next space.
            while start < bytes.count, bytes[start] != UInt8(ascii: " ") { start += 1 }
            start += 1
        }
        return false
    }

    /// Whether some word of the folded `bytes` is exactly `word`.
    static func hasWholeWord(in bytes: UnsafeBufferPointer<UInt8>, _ word: [UInt8]) -> Bool {
        var start = 0
        while start < bytes.count {
            let end = start + word.count
            if starts(bytes, at: start, with: word), end == bytes.count || bytes[end] == UInt8(ascii: " ") {
                return true
            }
            while start < bytes.count, bytes[start] != UInt8(ascii: " ") { start += 1 }
            start += 1
        }
        return false
    }

    /// Whether `bytes` hold `prefix` from `offset` on.
    static func starts(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int = 0, with prefix: [UInt8]) -> Bool {
        guard bytes.count - offset >= prefix.count else { return false }
        for index in prefix.indices where bytes[offset + index] != prefix[index] { return false }
        return true
    }

    /// Any text: Foundation's folding, then words of letters and digits.
    private static func foldedWords(_ text: String) -> [Substring] {
        let lowered = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        return lowered.split { !($0.isLetter || $0.isNumber) }
    }

    /// The fast path for plain ASCII text (most titles and queries): no Foundation
    /// folding, which costs microseconds a call, and one buffer for all the words.
    private static func asciiFolded(_ bytes: String.UTF8View) -> String {
        var folded: [UInt8] = []
        folded.reserveCapacity(bytes.count)
        var wordEnded = false
        for byte in bytes {
            let letter: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): letter = byte + 32
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): letter = byte
            default:
                wordEnded = !folded.isEmpty
                continue
            }
            if wordEnded {
                folded.append(UInt8(ascii: " "))
                wordEnded = false
            }
            folded.append(letter)
        }
        return String(decoding: folded, as: UTF8.self)
    }
}
