/// The recent searches as plain text lines.
public enum RecentQueriesScreen {
    /// The lines to print.
    public static func render(items: [String], errorMessage: String?) -> [String] {
        if let errorMessage { return [errorMessage] }
        guard !items.isEmpty else { return ["No recent searches yet. Search with: marquee movies search <title>"] }
        return ["Recent searches, newest first:"] + items.enumerated().map { index, text in
            "\(TextColumns.right(String(index + 1), width: 3)). \(text)"
        }
    }
}
