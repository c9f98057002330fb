import MarqueeInfrastructure
import Testing

@Suite struct TerminalGridTests {
    private let size = TerminalSize(columns: 6, rows: 2)

    @Test func writeClipsAtTheRowEndAndReturnsColumnsUsed() {
        var grid = TerminalGrid(size: size)
        #expect(grid.write("abcdefgh", row: 0, column: 2) == 4)
        #expect(grid[row: 0, column: 5] == TerminalCell("d"))
        #expect(grid[row: 1, column: 0] == .blank)
    }

    @Test func aWideCharacterTakesItsCellAndAContinuation() {
        var grid = TerminalGrid(size: size)
        #expect(grid.write("千a", row: 0, column: 0) == 3)
        #expect(grid[row: 0, column: 1].isContinuation)
        #expect(grid[row: 0, column: 2] == TerminalCell("a"))
    }

    @Test func aWideCharacterThatDoesNotFitIsNotWritten() {
        var grid = TerminalGrid(size: size)
        #expect(grid.write("abcde千", row: 0, column: 0) == 5)
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
