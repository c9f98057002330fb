import MarqueeTerminalModel
import MarqueeTerminal
import MarqueeTerminalTesting
import Testing

@Suite struct FrameRendererTests {
    private let size = TerminalSize(columns: 20, rows: 5)

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func firstFrameClearsTheScreenAndWritesOnlyNonBlankCells() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("hi", row: 1, column: 3)
        #expect(text(renderer.render(grid)) == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[2;4Hhi")
    }

    @Test func anUnchangedFrameWritesNothing() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("search: star", row: 0, column: 0)
        _ = renderer.render(grid)
        #expect(renderer.render(grid).isEmpty)
    }

    @Test func oneTypedCharacterWritesOneCursorMoveAndOneCharacter() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("search: sta", row: 2, column: 0)
        _ = renderer.render(grid)
        grid.write("r", row: 2, column: 11)
        let update = renderer.render(grid)
        #expect(text(update) == "\u{1B}[3;12Hr")
        #expect(update.count == 8)
    }

    @Test func nearbyChangesOnOneRowMoveTheCursorForward() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("abcdef", row: 0, column: 0)
        _ = renderer.render(grid)
        grid.write("X", row: 0, column: 1)
        grid.write("Y", row: 0, column: 4)
        #expect(text(renderer.render(grid)) == "\u{1B}[1;2HX\u{1B}[2CY")
    }

    @Test func styleIsSentOnlyWhereItChanges() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        let red = TerminalStyle(foreground: .rgb(255, 0, 0), attributes: .bold)
        grid.write("red", row: 0, column: 0, style: red)
        grid.write("plain", row: 0, column: 3)
        #expect(text(renderer.render(grid)).hasSuffix("\u{1B}[1;1H\u{1B}[0;1;38;2;255;0;0mred\u{1B}[0mplain"))
    }

    @Test func coloursAreDowngradedToTheCapability() {
        var grid = TerminalGrid(size: size)
        grid.write("x", row: 0, column: 0, style: TerminalStyle(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 0)))
        var indexed = FrameRenderer(capability: .indexed256)
        var basic = FrameRenderer(capability: .ansi16)
        var none = FrameRenderer(capability: .none)
        #expect(text(indexed.render(grid)).contains("\u{1B}[0;38;5;196;48;5;16mx"))
        #expect(text(basic.render(grid)).contains("\u{1B}[0;91;40mx"))
        #expect(text(none.render(grid)).contains("\u{1B}[0mx") || text(none.render(grid)).hasSuffix("x"))
    }

    @Test func aNewSizeIsAFullRedraw() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("hello", row: 0, column: 0)
        _ = renderer.render(grid)
        var bigger = TerminalGrid(size: TerminalSize(columns: 30, rows: 6))
        bigger.write("hello", row: 0, column: 0)
        #expect(text(renderer.render(bigger)) == "\u{1B}[0m\u{1B}[H\u{1B}[2J\u{1B}[1;1Hhello")
    }

    @Test func invalidateMakesTheNextFrameAFullRedraw() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("hello", row: 0, column: 0)
        _ = renderer.render(grid)
        renderer.invalidate()
        #expect(text(renderer.render(grid)).hasPrefix("\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    }

    @Test func wideCharactersAdvanceTheCursorByTwo() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("千と", row: 0, column: 0)
        grid.write("!", row: 0, column: 4)
        #expect(text(renderer.render(grid)).hasSuffix("\u{1B}[1;1H千と!"))
    }

    @Test func theCellAfterAnEmojiOfSeveralScalarsIsReachedByAnAbsoluteMove() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("a👍🏽b", row: 1, column: 0)
        // The terminal may draw the thumb and its skin tone apart, four wide:
        // `b` is placed at its own column whatever the terminal did.
        #expect(text(renderer.render(grid)).hasSuffix("\u{1B}[2;1Ha👍🏽\u{1B}[2;4Hb"))
        // A single-scalar wide character needs no such move.
        grid.write("千c", row: 2, column: 0)
        #expect(text(renderer.render(grid)) == "\u{1B}[3;1H千c")
    }

    @Test func replacingAWideCharacterWithNarrowOnesWritesBothCells() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("千", row: 0, column: 0)
        _ = renderer.render(grid)
        grid.write("ab", row: 0, column: 0)
        #expect(text(renderer.render(grid)) == "\u{1B}[1;1Hab")
    }

    @Test func aScreenWritesEachFrameInOneWrite() throws {
        let output = MemoryTerminalOutput()
        let screen = TerminalScreen(output: output, capability: .trueColor)
        var grid = TerminalGrid(size: size)
        for (index, character) in "several cells".enumerated() {
            grid.write(
                String(character), row: index % 5, column: index,
                style: TerminalStyle(foreground: .ansi(UInt8(index % 8))))
        }
        try screen.draw(grid)
        grid.write("changed", row: 4, column: 0)
        try screen.draw(grid)
        try screen.draw(grid)
        #expect(output.writes.count == 2)
    }

    @Test func controlCharactersNeverReachTheOutput() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("a\u{1B}]0;pwned\u{07}b\u{9B}2Jc\r\n", row: 0, column: 0)
        let bytes = renderer.render(grid)
        let afterClear = Array(bytes.dropFirst(11))
        #expect(!afterClear.contains(0x07) && !afterClear.contains(0x0D) && !afterClear.contains(0x0A))
        #expect(afterClear.filter { $0 == 0x1B }.count == 1)  // only the renderer's own cursor move
        #expect(text(bytes).hasSuffix("a\u{FFFD}]0;pwned\u{FFFD}b\u{FFFD}2Jc"))  // CRLF became a blank
    }

    @Test func aFrameWithACursorShowsItThereAfterTheCells() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.write("ab", row: 0, column: 0)
        grid.cursor = TerminalPosition(row: 0, column: 1)
        #expect(text(renderer.render(grid)).hasSuffix("ab\u{1B}[1;2H\u{1B}[?25h"))
    }

    @Test func theCursorIsMovedBackAfterCellsChangeAndHiddenWhenTheFrameHasNone() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.cursor = TerminalPosition(row: 0, column: 0)
        _ = renderer.render(grid)
        grid.write("a", row: 0, column: 0)
        grid.cursor = TerminalPosition(row: 0, column: 1)
        #expect(text(renderer.render(grid)) == "\u{1B}[1;1Ha\u{1B}[1;2H")
        #expect(renderer.render(grid).isEmpty)
        grid.cursor = nil
        #expect(text(renderer.render(grid)) == "\u{1B}[?25l")
    }

    @Test func aCursorOutsideTheFrameIsHidden() {
        var renderer = FrameRenderer(capability: .trueColor)
        var grid = TerminalGrid(size: size)
        grid.cursor = TerminalPosition(row: 9, column: 0)
        #expect(!text(renderer.render(grid)).contains("?25h"))
    }
}
