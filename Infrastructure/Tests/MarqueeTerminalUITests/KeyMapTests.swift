import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// The key map an app shows over its screen: the panel's keys, then the
/// keys everywhere, naming the app's tabs, scrolled by arrows and pages.
@Suite struct KeyMapTests {
    @Test func theStandardKeysNameTheTabsAndTakeAnAppsOwnAfterEsc() {
        let keys = KeyMap.standardKeys(tabs: ["Notes", "Tags"], extra: [KeyHint(key: "/", action: "search notes")])

        #expect(keys.first == KeyHint(key: "Tab  Shift-Tab", action: "switch screens: Notes, Tags"))
        #expect(keys[1] == KeyHint(key: "1 2", action: "go to Notes, Tags (no text field focused)"))
        let escape = keys.firstIndex { $0.key == "Esc" }
        #expect(escape.map { keys[$0 + 1] } == KeyHint(key: "/", action: "search notes"))
        #expect(keys.last == KeyHint(key: "Ctrl-C", action: "quit anywhere"))
    }

    @Test func onlyNineTabsAreReachedByADigit() {
        let keys = KeyMap.standardKeys(tabs: (1...12).map { "T\($0)" })
        #expect(keys[1].key == "1 2 3 4 5 6 7 8 9")
        #expect(Shortcut.tabs.map(\.character) == Array("123456789"))
        #expect(Shortcut.quit.character == "q" && Shortcut.help.character == "?")
    }

    @Test func thePanelsKeysComeFirstThenTheKeysEverywhere() {
        let map = KeyMap(everywhere: [KeyHint(key: "q", action: "quit")])
        let lines = map.lines(panel: [KeyHint(key: "a", action: "add")])

        #expect(lines.map(\.heading) == ["Keys here", "", "", "Keys everywhere", ""])
        #expect(lines.map(\.hint?.key) == [nil, "a", nil, nil, "q"])
    }

    @Test func itDrawsEachKeyBesideWhatItDoes() {
        var grid = TerminalGrid(columns: 40, rows: 6)
        let map = KeyMap(everywhere: [KeyHint(key: "q", action: "quit")])
        map.draw(
            panel: [KeyHint(key: "a", action: "add")], into: &grid,
            area: PanelArea(top: 1, left: 0, columns: 40, rows: 5))

        #expect(grid.text(row: 0).trimmingSuffixSpaces == "")
        #expect(grid.text(row: 1).hasPrefix("Keys here"))
        #expect(grid.text(row: 2).hasPrefix("  a") && grid.text(row: 2).contains("add"))
        #expect(grid.text(row: 4).hasPrefix("Keys everywhere"))
        #expect(grid.text(row: 5).hasPrefix("  q") && grid.text(row: 5).contains("quit"))
    }

    @Test func arrowsAndPagesScrollItOtherKeysDoNot() {
        var map = KeyMap(everywhere: KeyMap.standardKeys(tabs: ["A", "B"]))
        let area = PanelArea(top: 0, left: 0, columns: 60, rows: 4)

        let down = map.scroll(.down, panel: [], area: area)
        #expect(down)
        #expect(map.scroll.line == 1)
        let end = map.scroll(.end, panel: [], area: area)
        #expect(end)
        var grid = TerminalGrid(columns: 60, rows: 4)
        map.draw(panel: [], into: &grid, area: area)
        #expect(grid.text(row: 3).contains("quit anywhere"), "the last line is in view at the end")
        let other = map.scroll(.character("x"), panel: [], area: area)
        #expect(!other)
    }
}

extension String {
    fileprivate var trimmingSuffixSpaces: Substring {
        self[..<(lastIndex { $0 != " " }.map(index(after:)) ?? startIndex)]
    }
}
