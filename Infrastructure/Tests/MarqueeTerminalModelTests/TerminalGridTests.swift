import MarqueeTerminalModel
import Testing

@Suite struct TerminalGridTests {
    private let size = TerminalSize(columns: 6, rows: 2)

    @Test func clippedTextStopsAtTheRowEndAndReturnsColumnsUsed() {
        var grid = TerminalGrid(size: size)
        #expect(grid.write("abcdefgh", row: 0, column: 2, overflow: .clip) == 4)
        #expect(grid[row: 0, column: 5] == TerminalCell("d"))
        #expect(grid[row: 1, column: 0] == .blank)
    }

    @Test func textThatDoesNotFitEndsInAnEllipsisByDefault() {
        var grid = TerminalGrid(size: size)
        #expect(grid.write("abcdefgh", row: 0, column: 0, width: 4) == 4)
        #expect(grid.lines[0] == "abc…")
    }

    @Test func textThatFitsExactlyHasNoEllipsis() {
        var grid = TerminalGrid(size: size)
        #expect(grid.write("abcd", row: 0, column: 0, width: 4) == 4)
        #expect(grid.lines[0] == "abcd")
    }

    @Test func controlCharactersAreNeutralisedAndLineBreaksBecomeSpaces() {
        var grid = TerminalGrid(size: size)
        grid.write("a\u{1B}[b\nc", row: 0, column: 0)
        #expect(grid.lines[0] == "a\u{FFFD}[b c")
    }

    @Test func paintRestylesCellsAndKeepsTheirText() {
        var grid = TerminalGrid(size: size)
        grid.write("ab千", row: 0, column: 0)
        let selected = TerminalStyle(attributes: .reverse)
        grid.paint(row: 0, style: selected)
        #expect(grid[row: 0, column: 0] == TerminalCell("a", style: selected))
        #expect(grid[row: 0, column: 3].isContinuation)
        #expect(grid[row: 0, column: 3].style == selected)
        #expect(grid.lines[0] == "ab千")
    }

    @Test func aWideCharacterTakesItsCellAndAContinuation() {
        var grid = TerminalGrid(size: size)
        #expect(grid.write("千a", row: 0, column: 0) == 3)
        #expect(grid[row: 0, column: 1].isContinuation)
        #expect(grid[row: 0, column: 2] == TerminalCell("a"))
    }

    @Test func aWideCharacterThatDoesNotFitIsNotWritten() {
        var grid = TerminalGrid(size: size)
        #expect(grid.write("abcde千", row: 0, column: 0, overflow: .clip) == 5)
        #expect(grid[row: 0, column: 5] == .blank)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var grid = TerminalGrid(size: size)
        grid.write("千", row: 0, column: 0)
        grid.write("x", row: 0, column: 1)
        #expect(grid[row: 0, column: 0] == .blank)
        #expect(grid[row: 0, column: 1] == TerminalCell("x"))
    }

    @Test func combiningMarksStayWithTheirLetterAndZeroWidthIsSkipped() {
        var grid = TerminalGrid(size: size)
        #expect(grid.write("Ame\u{301}lie", row: 0, column: 0) == 6)
        #expect(grid[row: 0, column: 2] == TerminalCell("é"))
        #expect(grid.write("a\u{200B}b", row: 1, column: 0) == 2)
    }

    @Test func drawCopiesABlockClippedToTheGrid() {
        var grid = TerminalGrid(size: size)
        let block = [[TerminalCell("1"), TerminalCell("2")], [TerminalCell("3"), TerminalCell("4")]]
        grid.draw(block, row: 1, column: 5)
        #expect(grid[row: 1, column: 5] == TerminalCell("1"))
    }
}
