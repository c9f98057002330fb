import MarqueeTerminalModel
/// Lines up amounts printed by `Money.displayText` in a column:
/// the currency codes stay at the left, the amounts are right-aligned after
/// them, so `EUR 12.50` and `EUR  8.00` share their decimal point.
enum AmountColumn {
    /// `texts`, each `CODE amount`, padded to one width.
    static func align(_ texts: [String]) -> [String] {
        let parts = texts.map { text -> (code: Substring, amount: Substring) in
            guard let space = text.firstIndex(of: " ") else { return ("", text[...]) }
            return (text[..<space], text[text.index(after: space)...])
        }
        let codeWidth = parts.map(\.code.count).max() ?? 0
        let amountWidth = parts.map(\.amount.count).max() ?? 0
        return parts.map { code, amount in
            TerminalText.fit(String(code), width: codeWidth) + " "
                + TerminalText.rightAligned(String(amount), width: amountWidth)
        }
    }
}
