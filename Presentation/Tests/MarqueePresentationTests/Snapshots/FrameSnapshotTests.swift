@testable import MarqueePresentation
import Foundation
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// The snapshot helper itself: what a fixture holds, and that a frame that
/// differs from its fixture fails, saying where. Serialized: two tests use
/// the fixture `sample`, and one leaves a mismatch beside it.
@Suite(.serialized) struct FrameSnapshotTests {
    /// A 20×4 frame with a heading, a wide title, a focused field and its caret.
    static var sample: TerminalGrid {
        var grid = TerminalGrid(columns: 20, rows: 4)
        grid.write("Movies", row: 0, column: 1, style: .heading)
        grid.write("千と千尋", row: 1, column: 1)
        grid.write("alien", row: 2, column: 1, width: 10, style: .focusedField)
        grid.cursor = TerminalPosition(row: 2, column: 6)
        return grid
    }

    func row(_ label: String, of snapshot: FrameSnapshot) -> String? {
        snapshot.lines.first { $0.label == label }?.text
    }

    /// `text` padded with spaces to 20 columns, then the border.
    func bordered(_ text: String) -> String {
        text + String(repeating: " ", count: 20 - DisplayWidth.of(text)) + "│"
    }

    @Test func rowsKeepTheirTrailingSpacesVisibleAndWideCharactersWhole() {
        let snapshot = FrameSnapshot(Self.sample)
        #expect(row("text row 0", of: snapshot) == bordered(" Movies"))
        #expect(row("text row 1", of: snapshot) == bordered(" 千と千尋"))
    }

    @Test func eachCellHasTheMarkOfItsStyleAndWideCharactersTheirContinuationMark() {
        let snapshot = FrameSnapshot(Self.sample)
        #expect(row("style row 0", of: snapshot) == bordered(" hhhhhh"))
        #expect(row("style row 1", of: snapshot) == bordered("  ~ ~ ~ ~"))
        #expect(row("style row 2", of: snapshot) == bordered(" ====="))
    }

    @Test func aStyleOutsideTheThemeIsMarkedUnknown() {
        var grid = TerminalGrid(columns: 3, rows: 1)
        grid.write("x", row: 0, column: 1, style: TerminalStyle(foreground: .rgb(1, 2, 3)))
        #expect(row("style row 0", of: FrameSnapshot(grid)) == " ? │")
    }

    @Test func theHeaderSaysTheSizeAndWhereTheCursorIs() {
        #expect(
            FrameSnapshot(Self.sample).lines.first?.text
                == "Frame 20x4 · cursor shown at row 2, column 6 (counted from 0)")
        #expect(FrameSnapshot(TerminalGrid(columns: 2, rows: 1)).lines.first?.text == "Frame 2x1 · cursor hidden")
    }

    @Test func theSameFrameHasNoDifference() {
        #expect(FrameSnapshot(Self.sample).difference(from: FrameSnapshot(Self.sample).text) == nil)
    }

    @Test func aChangedCharacterIsReportedWithItsRow() throws {
        var changed = Self.sample
        changed.write("Mavies", row: 0, column: 1, style: .heading)
        let report = try #require(FrameSnapshot(changed).difference(from: FrameSnapshot(Self.sample).text))
        #expect(report.contains("1 line of the frame differs from the fixture:"))
        #expect(
            report.contains("text row 0:\n    fixture: \(bordered(" Movies"))\n    frame:   \(bordered(" Mavies"))"))
    }

    @Test func aChangedStyleIsReportedWithItsRow() throws {
        var changed = Self.sample
        changed.paint(row: 0, width: 20, style: .selected)
        let report = try #require(FrameSnapshot(changed).difference(from: FrameSnapshot(Self.sample).text))
        let selected = bordered(String(repeating: "r", count: 20))
        #expect(report.contains("style row 0:\n    fixture: \(bordered(" hhhhhh"))\n    frame:   \(selected)"))
    }

    @Test func aMovedCursorIsReported() throws {
        var changed = Self.sample
        changed.cursor = nil
        let report = try #require(FrameSnapshot(changed).difference(from: FrameSnapshot(Self.sample).text))
        #expect(report.contains("header:"))
    }

    @Test func aFrameOfAnotherSizeIsReported() throws {
        let report = try #require(
            FrameSnapshot(TerminalGrid(columns: 20, rows: 3)).difference(from: FrameSnapshot(Self.sample).text))
        #expect(report.contains("the fixture has 15 lines, the frame 13"))
    }

    @Test func theSampleMatchesItsFixture() {
        assertFrame(Self.sample, named: "sample")
    }

    @Test(.disabled(if: FixtureFile.isRecording, "a recording run would store the changed frame"))
    func assertFrameFailsWhenTheFrameDiffersFromItsFixtureAndLeavesTheFrameBesideIt() throws {
        var changed = Self.sample
        changed.write("Mavies", row: 0, column: 1, style: .heading)
        withKnownIssue {
            assertFrame(changed, named: "sample")
        } matching: { issue in
            String(describing: issue).contains("text row 0:")
        }
        let fixture = FixtureFile(name: "sample", size: changed.size, testFile: #filePath)
        #expect(FileManager.default.fileExists(atPath: fixture.actualURL.path))
        try FileManager.default.removeItem(at: fixture.actualURL)
    }
}
