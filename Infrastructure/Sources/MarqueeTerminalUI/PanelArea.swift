public import MarqueeTerminalModel

/// The part of the grid one panel draws in.
public struct PanelArea: Equatable, Sendable {
    /// The first row.
    public var top: Int
    /// The first column.
    public var left: Int
    /// Columns wide.
    public var columns: Int
    /// Rows high.
    public var rows: Int

    /// The area `columns` wide and `rows` high whose top left cell is at `top`, `left`.
    public init(top: Int, left: Int, columns: Int, rows: Int) {
        self.top = top
        self.left = left
        self.columns = columns
        self.rows = rows
    }

    /// The grid row of the area's `line`-th row.
    public func row(_ line: Int) -> Int { top + line }

    /// Whether `position` lies inside the area.
    public func contains(_ position: TerminalPosition) -> Bool {
        position.row >= top && position.row < top + rows && position.column >= left
            && position.column < left + columns
    }
}
