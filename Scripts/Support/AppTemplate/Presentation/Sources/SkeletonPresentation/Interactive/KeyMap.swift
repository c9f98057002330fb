@@include-if terminal
import SkeletonTerminalModel
import SkeletonTerminalUI

/// The key map `?` and F1 show over the screen: every key of the app, then
/// the keys of the panel shown. Esc, `q`, `?` and F1 close it; arrows and
/// pages scroll it.
@MainActor
struct KeyMap {
    /// The keys that work everywhere.
    static func global(titles: [String]) -> [KeyHint] { [
        KeyHint(key: "Tab  Shift-Tab", action: "switch screens: " + titles.joined(separator: ", ")),
        KeyHint(key: "1 2 3 …", action: "go to that screen (no text field focused)"),
        KeyHint(key: "↑↓  j k", action: "move the selection (j and k when no text field has focus)"),
        KeyHint(key: "PgUp PgDn Home End", action: "move a page, to the top, to the bottom"),
        KeyHint(key: "Enter", action: "do what the line at the bottom says"),
        KeyHint(key: "Esc", action: "leave the text field, then go back one step"),
        KeyHint(key: "? F1", action: "show or close this key map (F1 also while typing)"),
        KeyHint(key: "mouse", action: "click a row, field or button; the wheel scrolls"),
        KeyHint(key: "q", action: "quit, where no text field has focus"),
        KeyHint(key: "Ctrl-C", action: "quit anywhere"),
    ] }

    /// The tabs' titles, for the global keys.
    let titles: [String]

    /// How far the map is scrolled.
    var scroll = ScrollOffset()

    /// The map's lines: the panel's keys, then the global ones.
    func lines(panel: [KeyHint], width: Int) -> [(KeyHint?, String)] {
        var lines: [(KeyHint?, String)] = [(nil, "Keys here")]
        lines += panel.map { ($0, "") }
        lines += [(nil, ""), (nil, "Keys everywhere")]
        lines += Self.global(titles: titles).map { ($0, "") }
        return lines
    }

    /// Draws the map in `area`.
    func draw(panel: [KeyHint], into grid: inout TerminalGrid, area: PanelArea) {
        let lines = lines(panel: panel, width: area.columns)
        let visible = max(0, area.rows)
        let first = scroll.first(lines: lines.count, visible: visible)
        let keyWidth = min(22, area.columns / 3)
        for (offset, (hint, heading)) in lines.dropFirst(first).prefix(visible).enumerated() {
            let row = area.row(offset)
            guard let hint else {
                grid.write(heading, row: row, column: area.left, width: area.columns, style: .heading)
                continue
            }
            grid.write(hint.key, row: row, column: area.left + 2, width: keyWidth, style: .heading)
            grid.write(
                hint.action, row: row, column: area.left + keyWidth + 4, width: area.columns - keyWidth - 4)
        }
    }

    /// Scrolls for `key` when it scrolls; `true` when it did.
    mutating func scroll(_ key: TerminalKey, panel: [KeyHint], area: PanelArea) -> Bool {
        let lines = lines(panel: panel, width: area.columns).count
        guard let line = scroll.after(key, lines: lines, visible: max(0, area.rows)) else { return false }
        scroll.scroll(to: line)
        return true
    }
}
