@@include-if terminal
import Foundation
@testable import SkeletonPresentation
import SkeletonTerminalModel
import SkeletonTerminalUI
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

    @Test func aTinyWindowWrapsTheRequestInsteadOfCuttingIt() {
        let app = ScreenApp(tabs: [])
        app.handle(.resize(TerminalSize(columns: 20, rows: 5)))

        let lines = app.render(columns: 20, rows: 5).lines.map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }

        #expect(lines.joined(separator: " ") == "Make the window larger (at least 60×16); q quits.")
    }

    @Test func tabsThatDoNotFitAreCutToTheirNumbersExceptTheOneShown() {
        let titles = ["Customers", "Invoices", "Payments", "Suppliers", "Warehouses", "Reports"]
        let app = ScreenApp(tabs: titles.map { title in ScreenTab(title: title) { _ in BlankPanel() } })

        let narrow = app.render(columns: 60, rows: 16).lines[0]
        let wide = app.render(columns: 120, rows: 16).lines[0]

        #expect(narrow.contains(" 1 Customers ") && narrow.contains(" 6 ") && narrow.contains("? keys"))
        #expect(!narrow.contains("Invoices"))
        #expect(titles.allSatisfy { wide.contains($0) } && wide.contains("? keys"))
    }

    @Test func theKeyMapNamesItsOwnKeysInTheFooterAndTheTabBar() {
        let app = ScreenApp(tabs: [])
        app.handle(.resize(TerminalSize(columns: 80, rows: 20)))
        app.handle(.key(.character("?")))

        let lines = app.render(columns: 80, rows: 20).lines

        #expect(lines[0].contains("Esc closes"))
        #expect(lines[19].contains("Esc q ? F1 close the map · ↑↓ PgUp PgDn scroll"))
        #expect(!lines.contains { $0.contains("closes this map") }, "the map keeps every row of its area for keys")
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

/// A panel that draws nothing and takes no key: enough for the tab bar.
@MainActor
private final class BlankPanel: Panel {
    var hasTextFocus: Bool { false }
    var hints: [KeyHint] { [] }
    func appear() {}
    func handle(_ key: TerminalKey) -> PanelOutcome { .ignored }
    func draw(into grid: inout TerminalGrid, area: PanelArea) {}
}
