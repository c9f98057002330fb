/// A terminal's size in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    /// Columns (cells per row).
    public let columns: Int
    /// Rows.
    public let rows: Int

    /// A size; negative values count as zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// `80x24`.
    public var description: String { "\(columns)x\(rows)" }
}
