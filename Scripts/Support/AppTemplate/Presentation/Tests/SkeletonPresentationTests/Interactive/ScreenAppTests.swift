@@include-if terminal
@testable import SkeletonPresentation
import SkeletonTerminalModel
import Testing

/// The full-screen app's frame and keys, before any context adds a screen.
@MainActor
@Suite struct ScreenAppTests {
    @Test func withoutScreensTheFrameSaysHowToAddOne() {
        let app = ScreenApp(tabs: [])
        app.handle(.resize(TerminalSize(columns: 80, rows: 20)))

        let lines = app.render(columns: 80, rows: 20).lines

        #expect(lines[2].contains("No screens yet. Add one with: Scripts/new-feature <Name> --screen"))
        #expect(lines[19].contains("q quit"))
    }

    @Test func qQuitsAndCtrlCQuitsAnywhere() {
        let app = ScreenApp(tabs: [])
        app.handle(.resize(TerminalSize(columns: 80, rows: 20)))
        app.handle(.key(.character("q")))
        #expect(app.isFinished)

        let other = ScreenApp(tabs: [])
        other.handle(.key(.control("c")))
        #expect(other.isFinished)
    }

    @Test func aSmallWindowAsksForALargerOne() {
        let app = ScreenApp(tabs: [])
        app.handle(.resize(TerminalSize(columns: 40, rows: 10)))

        #expect(app.render(columns: 40, rows: 10).lines[0].hasPrefix("Make the window larger"))
    }

    @Test func theKeyMapListsTheKeysEverywhere() {
        let app = ScreenApp(tabs: [])
        app.handle(.resize(TerminalSize(columns: 100, rows: 30)))
        app.handle(.key(.character("?")))

        let text = app.render(columns: 100, rows: 30).lines.joined(separator: "\n")

        #expect(text.contains("Keys everywhere"))
        #expect(text.contains("quit anywhere"))
    }
}
