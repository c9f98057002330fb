@testable import MarqueePresentation
import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// The app's tabs are data: whatever list it is given is its tab bar, its
/// digits, its Tab order and where destinations go. A feature adds a tab
/// without the app or the other tabs changing.
@MainActor
@Suite struct ScreenTabsTests {
    /// A panel that draws its label, counts its appearances and takes the
    /// destinations `takes` says.
    final class LabelPanel: Panel {
        let label: String
        let takes: @MainActor (Destination) -> Arrival?
        private(set) var appeared = 0
        private(set) var taken: [Destination] = []

        init(_ label: String, takes: @escaping @MainActor (Destination) -> Arrival? = { _ in nil }) {
            self.label = label
            self.takes = takes
        }

        var hasTextFocus: Bool { false }
        var hints: [KeyHint] { [KeyHint(key: "x", action: "do \(label)")] }
        static let shortcuts: [Shortcut] = []
        var overlayTitle: String? { label.hasPrefix("over") ? label : nil }
        func appear() { appeared += 1 }
        func handle(_ key: TerminalKey) -> PanelOutcome {
            switch key {
            case .character("g"): .go(.program(movie: nil))
            case .character("o"): .go(.schedule(movie: nil))
            default: .ignored
            }
        }
        func take(_ destination: Destination, in environment: PanelEnvironment) -> Arrival? {
            guard let arrival = takes(destination) else { return nil }
            taken.append(destination)
            return arrival
        }
        func draw(into grid: inout TerminalGrid, area: PanelArea) {
            grid.write("panel \(label)", row: area.top, column: area.left, width: area.columns)
        }
    }

    static func tab(_ panel: LabelPanel) -> ScreenTab {
        ScreenTab(title: panel.label.prefix(1).uppercased() + panel.label.dropFirst()) { _ in panel }
    }

    static func frame(_ app: ScreenApp) -> [String] {
        app.handle(.resize(TerminalSize(columns: 80, rows: 20)))
        return app.render(columns: 80, rows: 20).lines
    }

    @Test func theTabBarShowsTheTabsGivenNumberedInTheirOrder() {
        let app = ScreenApp(tabs: ["alpha", "beta", "gamma", "delta", "epsilon"].map { Self.tab(LabelPanel($0)) })
        let bar = Self.frame(app)[0]
        #expect(bar.contains(" 1 Alpha   2 Beta   3 Gamma   4 Delta   5 Epsilon "))
        #expect(Self.frame(app)[2].contains("panel alpha"))
    }

    @Test func aFifthTabIsReachedByItsDigitByTabAndByAClick() throws {
        let fifth = LabelPanel("extra")
        let app = ScreenApp(tabs: ["a", "b", "c", "d"].map { Self.tab(LabelPanel($0)) } + [Self.tab(fifth)])
        _ = Self.frame(app)
        app.handle(.key(.character("5")))
        #expect(app.current === fifth && fifth.appeared == 1)
        app.handle(.key(.tab))
        #expect(app.selected == 0)
        app.handle(.key(.backTab))
        #expect(app.current === fifth && fifth.appeared == 2)
        app.handle(.key(.character("1")))
        let label = try #require(app.tabColumns.first { $0.tab == 4 })
        app.handle(.mouse(MouseEvent(.press(.left), at: TerminalPosition(row: 0, column: label.columns.lowerBound))))
        #expect(app.current === fifth && fifth.appeared == 3)
        // A digit past the last tab goes nowhere.
        app.handle(.key(.character("7")))
        #expect(app.current === fifth)
    }

    @Test func aDestinationGoesToTheFirstTabWhosePanelTakesIt() {
        let sender = LabelPanel("sender")
        let declines = LabelPanel("declines")
        let program = LabelPanel("program") { if case .program = $0 { .tab } else { nil } }
        let alsoTakes = LabelPanel("also") { _ in .tab }
        let app = ScreenApp(tabs: [sender, declines, program, alsoTakes].map(Self.tab))
        _ = Self.frame(app)
        app.handle(.key(.character("g")))
        #expect(app.current === program)
        #expect(program.taken == [.program(movie: nil)])
        #expect(declines.taken.isEmpty && alsoTakes.taken.isEmpty)
    }

    @Test func aPanelOpenedOverATabKeepsTheTabAndEscClosesIt() throws {
        let overlay = LabelPanel("over the top")
        let sender = LabelPanel("sender")
        let opener = LabelPanel("opener") { if case .schedule = $0 { .over(overlay) } else { nil } }
        let app = ScreenApp(tabs: [sender, opener].map(Self.tab))
        _ = Self.frame(app)
        app.handle(.key(.character("o")))
        #expect(app.current === overlay && app.selected == 0)
        #expect(Self.frame(app)[0].contains("› over the top"))
        app.handle(.key(.escape))
        #expect(app.current === sender)
        #expect(!Self.frame(app)[0].contains("›"))
    }

    @Test func aDestinationNoTabTakesChangesNothing() {
        let sender = LabelPanel("sender")
        let app = ScreenApp(tabs: [sender, LabelPanel("other")].map(Self.tab))
        _ = Self.frame(app)
        app.handle(.key(.character("g")))
        #expect(app.current === sender && app.selected == 0)
    }

    @Test func theKeyMapNamesTheTabsGiven() {
        let app = ScreenApp(tabs: ["alpha", "beta"].map { Self.tab(LabelPanel($0)) })
        _ = Self.frame(app)
        app.handle(.key(.character("?")))
        let text = Self.frame(app).joined(separator: "\n")
        #expect(text.contains("switch screens: Alpha, Beta"))
        #expect(text.contains("1 2"))
        #expect(text.contains("go to Alpha, Beta (no text field focused)"))
    }

    @Test func anAppWithNoTabsSaysSoAndStillQuits() {
        let app = ScreenApp(tabs: [])
        let lines = Self.frame(app)
        #expect(lines[2].contains("No screens here."))
        app.handle(.key(.tab))
        app.handle(.key(.character("3")))
        app.handle(.key(.character("q")))
        #expect(app.isFinished)
    }

    /// A feature's tab added after the box office's four leaves what each of
    /// them shows as it was: only the tab bar gains a label.
    @Test func aFifthTabLeavesTheFourTabsScreensAsTheyWere() throws {
        let four = try InteractiveWorld()
        var five = try InteractiveWorld(extraTabs: { _ in [Self.tab(LabelPanel("concessions"))] })
        five.resize(columns: 100, rows: 30)
        for number in 1...4 {
            four.show(tab: number)
            five.show(tab: number)
            let (before, after) = (four.frame().lines, five.frame().lines)
            #expect(Array(before.dropFirst()) == Array(after.dropFirst()), "tab \(number)")
            #expect(after[0].contains("5 Concessions"))
        }
    }
}
