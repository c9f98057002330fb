public import MarqueeTerminalModel
/// Turns frames into the bytes that update a terminal from one frame to the next.
///
/// It keeps the last frame it rendered and writes only the cells that
/// changed: a cursor move where the next changed cell is not where the
/// cursor already is, an SGR sequence only where the style differs from the
/// terminal's current one, then the text. The first frame, a frame of a new
/// size and the first frame after `invalidate()` clear the screen and write
/// every non-blank cell. Last, the terminal's cursor is shown at the frame's
/// ``/MarqueeTerminalModel/TerminalGrid/cursor`` (the caret of the focused field), or hidden.
public struct FrameRenderer: Sendable {
    /// The colours the terminal can show; colours are downgraded to it.
    public let capability: ColorCapability

    private var previous: TerminalGrid?
    private var pen: TerminalStyle?
    /// Whether the cursor is shown; `nil` when unknown (after `invalidate()`).
    /// A session starts with it hidden.
    private var isCursorShown: Bool? = false

    /// A renderer that has drawn nothing yet.
    public init(capability: ColorCapability) {
        self.capability = capability
    }

    /// Makes the next frame a full redraw (after the screen was cleared or
    /// may have been damaged, e.g. Ctrl-L or a resume).
    public mutating func invalidate() {
        previous = nil
        pen = nil
        isCursorShown = nil
    }

    /// The bytes that bring the terminal from the last frame to `frame`;
    /// empty when nothing changed.
    public mutating func render(_ frame: TerminalGrid) -> [UInt8] {
        var output: [UInt8] = []
        let base: TerminalGrid
        if let previous, previous.size == frame.size {
            base = previous
        } else {
            output.reserveCapacity(frame.cells.count * 2)
            output.append(contentsOf: Self.clearScreen)
            pen = .plain
            base = TerminalGrid(size: frame.size)
        }
        writeChanges(from: base, to: frame, into: &output)
        placeCursor(
            frame.cursor.flatMap { frame.contains(row: $0.row, column: $0.column) ? $0 : nil },
            movedSince: previous?.cursor, into: &output)
        previous = frame
        return output
    }

    /// Shows the cursor at `cursor` (moving it back there when cells were
    /// written or it moved), or hides it.
    private mutating func placeCursor(
        _ cursor: TerminalPosition?, movedSince last: TerminalPosition?, into output: inout [UInt8]
    ) {
        guard let cursor else {
            if isCursorShown != false {
                output.append(contentsOf: Self.hideCursor)
                isCursorShown = false
            }
            return
        }
        if !output.isEmpty || cursor != last || isCursorShown != true {
            Self.moveCursor(toRow: cursor.row, column: cursor.column, fromRow: -1, column: -1, into: &output)
        }
        if isCursorShown != true {
            output.append(contentsOf: Self.showCursor)
            isCursorShown = true
        }
    }

    /// ESC [ ? 25 h and ESC [ ? 25 l.
    private static let showCursor = Array("\u{1B}[?25h".utf8)
    private static let hideCursor = Array("\u{1B}[?25l".utf8)

    private mutating func writeChanges(from old: TerminalGrid, to new: TerminalGrid, into output: inout [UInt8]) {
        let columns = new.size.columns
        var cursorRow = -1
        var cursorColumn = -1
        new.cells.withUnsafeBufferPointer { newCells in
            old.cells.withUnsafeBufferPointer { oldCells in
                var index = 0
                for row in 0..<new.size.rows {
                    for column in 0..<columns {
                        defer { index += 1 }
                        let cell = newCells[index]
                        guard cell != oldCells[index], case .grapheme(let character) = cell.content else { continue }
                        if cursorRow != row || cursorColumn != column {
                            Self.moveCursor(
                                toRow: row, column: column, fromRow: cursorRow, column: cursorColumn, into: &output)
                        }
                        if pen != cell.style {
                            SelectGraphicRendition.bytes(for: cell.style, capability: capability, into: &output)
                            pen = cell.style
                        }
                        output.append(contentsOf: character.utf8)
                        cursorRow = row
                        cursorColumn = column + cell.width
                        // Past the last column the terminal's cursor is in its
                        // pending-wrap state; always move explicitly from there.
                        if cursorColumn >= columns { cursorRow = -1 }
                        // A grapheme of several scalars (an emoji with a skin
                        // tone, a ZWJ family, a flag) may take another width
                        // in the terminal than here (tmux draws 👍🏽 four wide):
                        // the next cell is reached by an absolute move, so the
                        // difference never shifts the rest of the row, nor
                        // leaves cells of the last frame where this one has none.
                        if character.unicodeScalars.count > 1 { cursorRow = -1 }
                    }
                }
            }
        }
    }

    /// ESC [ 0 m, ESC [ H, ESC [ 2 J: default pen, home, clear.
    private static let clearScreen: [UInt8] = [0x1B, 0x5B, 0x30, 0x6D, 0x1B, 0x5B, 0x48, 0x1B, 0x5B, 0x32, 0x4A]

    /// `ESC [ n C` along the same row, else `ESC [ row ; column H`.
    private static func moveCursor(
        toRow row: Int, column: Int, fromRow: Int, column fromColumn: Int, into output: inout [UInt8]
    ) {
        output.append(contentsOf: [0x1B, 0x5B])
        if row == fromRow, column > fromColumn {
            SelectGraphicRendition.appendNumber(column - fromColumn, into: &output)
            output.append(0x43)  // C
        } else {
            SelectGraphicRendition.appendNumber(row + 1, into: &output)
            output.append(0x3B)
            SelectGraphicRendition.appendNumber(column + 1, into: &output)
            output.append(0x48)  // H
        }
    }
}
