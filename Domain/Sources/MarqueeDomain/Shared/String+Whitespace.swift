extension String {
    /// The text without leading and trailing whitespace (standard library only:
    /// Domain does not import Foundation).
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }

    /// The text trimmed, with every inner run of whitespace folded to one space.
    func collapsingWhitespace() -> String {
        split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
