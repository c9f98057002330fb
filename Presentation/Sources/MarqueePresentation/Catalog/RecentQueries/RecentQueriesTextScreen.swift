/// The recent searches as plain text lines, from their state.
public enum RecentQueriesTextScreen {
    /// The lines to print.
    public static func lines(_ state: RecentQueriesState) -> [String] {
        if let errorMessage = state.errorMessage { return [errorMessage] }
        guard !state.queries.isEmpty else {
            return ["No recent searches yet. Search with: marquee movies search <title>"]
        }
        return ["Recent searches, newest first:"]
            + state.queries.enumerated().map { index, text in
                "\(TextColumns.right(String(index + 1), width: 3)). \(text)"
            }
    }
}

/// The stable JSON form of the recent searches: `{"queries": [String]}`, newest first.
public enum RecentQueriesJSON {
    /// The document for `state`.
    public static func document(_ state: RecentQueriesState) -> JSONValue {
        .object(["queries": .array(state.queries.map(JSONValue.string))])
    }
}
