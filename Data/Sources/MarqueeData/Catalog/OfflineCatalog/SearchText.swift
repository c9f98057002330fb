import Foundation

/// Text folded for matching: lower-case, without diacritics or width variants,
/// split into words of letters and digits. "Amélie" and "AMELIE" fold alike.
struct SearchText: Sendable {
    /// The whole text folded, words joined by single spaces.
    let folded: String
    /// The folded words, in order.
    let words: [Substring]

    init(_ text: String) {
        let lowered = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
        let words = lowered.split { !($0.isLetter || $0.isNumber) }
        self.words = words
        self.folded = words.joined(separator: " ")
    }
}
