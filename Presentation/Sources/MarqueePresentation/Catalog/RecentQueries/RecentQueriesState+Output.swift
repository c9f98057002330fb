public import MarqueeCommandLine
import MarqueeTerminalModel
import MarqueeDomain
extension RecentQueriesState {
    /// The lines `marquee movies recent` prints.
    public var textLines: [String] {
        if let error { return [error.userMessage] }
        guard !queries.isEmpty else { return ["No recent searches yet. Search with: marquee movies search <title>"] }
        return ["Recent searches, newest first:"]
            + queries.enumerated().map { index, text in
                "\(TerminalText.rightAligned(String(index + 1), width: 3)). \(text)"
            }
    }

    /// The headline the Movies panel shows over the suggestions.
    public var headline: String {
        if let error { return error.message(for: .screen) }
        return queries.isEmpty
            ? "Type a title to search; Enter keeps a search in your recent searches."
            : "Recent searches, newest first — Enter searches again:"
    }

    /// The stable JSON form: `{"queries": [String]}`, newest first.
    public var json: JSONValue {
        .object(["queries": .array(queries.map(JSONValue.string))])
    }
}
