/// A place in a grid: a row and a column, both from 0 at the top left.
public struct TerminalPosition: Sendable, Hashable {
    /// The row, from 0 at the top.
    public var row: Int
    /// The column, from 0 at the left.
    public var column: Int

    /// A position.
    public init(row: Int, column: Int) {
        self.row = row
        self.column = column
    }
}
