public import MarqueeTerminalModel

/// The key map a full-screen app shows over its screen when `?` or F1 is
/// pressed: the keys of the panel shown, then the keys that work everywhere.
///
/// An app keeps one while it is open and closes it on Esc, `q`, `?` and F1;
/// arrows and pages scroll it (``scroll(_:panel:area:)``). What works
/// everywhere is the app's to say: ``standardKeys(tabs:extra:)`` gives the
/// keys every app on the kit's loop has, naming its tabs, with its own
/// among them.
public struct KeyMap: Equatable, Sendable {
    /// The keys that work everywhere, listed under "Keys everywhere".
    public let everywhere: [KeyHint]
    /// How far the map is scrolled.
    public var scroll = ScrollOffset()

    /// A map listing `everywhere` after each panel's own keys.
    public init(everywhere: [KeyHint]) {
        self.everywhere = everywhere
    }

    /// The keys that work everywhere in a full-screen app whose tabs are
    /// `tabs` (at most nine are reached by a digit): switching and choosing a
    /// screen, moving, Enter, Esc, then `extra` (an app's own, such as `/`
    /// for a search), the key map itself, the mouse, `q` and Ctrl-C.
    public static func standardKeys(tabs: [String], extra: [KeyHint] = []) -> [KeyHint] {
        let screens = tabs.joined(separator: ", ")
        let digits = tabs.prefix(Shortcut.tabs.count).indices.map { String(Shortcut.tabs[$0].character) }
        return [
            KeyHint(key: "Tab  Shift-Tab", action: "switch screens: \(screens)"),
            KeyHint(key: digits.joined(separator: " "), action: "go to \(screens) (no text field focused)"),
            KeyHint(key: "↑↓  j k", action: "move the selection (j and k when no text field has focus)"),
            KeyHint(key: "PgUp PgDn Home End", action: "move a page, to the top, to the bottom"),
            KeyHint(key: "Enter", action: "do what the line at the bottom says"),
            KeyHint(key: "Esc", action: "leave the text field, then go back one step"),
        ] + extra + [
            KeyHint(key: "? F1", action: "show or close this key map (F1 also while typing)"),
            KeyHint(key: "mouse", action: "click a row, field or button; the wheel scrolls"),
            KeyHint(key: "q", action: "quit, where no text field has focus"),
            KeyHint(key: "Ctrl-C", action: "quit anywhere"),
        ]
    }

    /// The map's lines, in order: a heading (`hint` is `nil`), the panel's
    /// keys, a blank line, a heading, the keys everywhere.
    public func lines(panel: [KeyHint]) -> [(hint: KeyHint?, heading: String)] {
        var lines: [(hint: KeyHint?, heading: String)] = [(nil, "Keys here")]
        lines += panel.map { ($0, "") }
        lines += [(nil, ""), (nil, "Keys everywhere")]
        lines += everywhere.map { ($0, "") }
        return lines
    }

    /// Draws the map in `area`, scrolled: headings in the theme's heading
    /// style, each key beside what it does.
    public func draw(panel: [KeyHint], into grid: inout TerminalGrid, area: PanelArea) {
        let lines = lines(panel: panel)
        let visible = max(0, area.rows)
        let first = scroll.first(lines: lines.count, visible: visible)
        let keyWidth = min(22, area.columns / 3)
        for (offset, line) in lines.dropFirst(first).prefix(visible).enumerated() {
            let row = area.row(offset)
            guard let hint = line.hint else {
                grid.write(line.heading, row: row, column: area.left, width: area.columns, style: .heading)
                continue
            }
            grid.write(hint.key, row: row, column: area.left + 2, width: keyWidth, style: .heading)
            grid.write(
                hint.action, row: row, column: area.left + keyWidth + 4, width: area.columns - keyWidth - 4)
        }
    }

    /// Scrolls for `key` when it is a key that scrolls (arrows, pages, Home,
    /// End; j k g G); `true` when it was.
    public mutating func scroll(_ key: TerminalKey, panel: [KeyHint], area: PanelArea) -> Bool {
        let lines = lines(panel: panel).count
        guard let line = scroll.after(key, lines: lines, visible: max(0, area.rows)) else { return false }
        scroll.scroll(to: line)
        return true
    }
}

extension Shortcut {
    /// `q`: quits where no text field has focus.
    public static let quit = Shortcut("q", "quit")
    /// `?`: shows the key map where no text field has focus.
    public static let help = Shortcut("?", "show the key map")
    /// `1` to `9`: go to a screen by its number where no text field has focus
    /// (any digit a person types counts, such as a full-width one); an app
    /// shows at most nine tabs.
    public static let tabs = (1...9).map { Shortcut(Character("\($0)"), "go to screen \($0)") }
}
