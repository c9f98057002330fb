import MarqueeTerminalModel

/// Rows of a command's text output lined up in columns, as a terminal shows
/// them: each column as wide as its widest cell in display columns (a wide
/// character or an emoji counts two), two spaces between columns, the last
/// column not padded.
///
/// ```swift
/// TextColumns.lines([["ID", "Title"], ["n-1", "Buy milk"], ["n-10", "千と千尋"]])
/// // ["ID    Title", "n-1   Buy milk", "n-10  千と千尋"]
/// ```
public enum TextColumns {
    /// `rows` as lines; a row shorter than the others leaves its last
    /// columns out.
    public static func lines(_ rows: [[String]]) -> [String] {
        let count = rows.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in
            rows.map { column < $0.count ? DisplayWidth.of($0[column]) : 0 }.max() ?? 0
        }
        return rows.map { row in
            row.enumerated().map { column, cell in
                column == row.count - 1
                    ? cell : cell + String(repeating: " ", count: max(0, widths[column] - DisplayWidth.of(cell)))
            }.joined(separator: "  ")
        }
    }
}
