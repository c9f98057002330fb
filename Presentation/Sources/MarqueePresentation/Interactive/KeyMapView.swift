/// The words the interactive app uses for its keys: the key map `?` shows,
/// each screen's hint line, and the too-small message.
@MainActor
enum KeyMapView {
    /// Shown alone when the window is below ``BoxOfficeApp/minimumSize``.
    static let tooSmall =
        "Make the window larger (at least \(BoxOfficeApp.minimumSize.columns)×\(BoxOfficeApp.minimumSize.rows))."
    /// The corner hint that opens the key map.
    static let helpHint = "? keys"

    /// The key map, one key per line.
    static let keys: [(String, String)] = [
        ("type", "search as you type (Movies) or fill the focused field"),
        ("↑ ↓  PgUp PgDn  Home End", "move the selection, even while typing"),
        ("Enter", "open the selected movie, search a recent query, order a screening, run an action"),
        ("Esc", "leave the text field, then go back one step"),
        ("Tab  Shift-Tab", "switch screens: Movies, Program, Orders, Users"),
        ("/", "focus the search (the name to register on Users)"),
        ("r", "reload the program"),
        ("?", "show this key map; any key closes it"),
        ("q", "quit, where no text field has focus"),
        ("Ctrl-C", "quit anywhere"),
    ]

    static func draw(into frame: inout ScreenFrame, area: ScreenArea) {
        frame.write("Keys", row: area.row(0), column: area.left, width: area.columns, style: .bold)
        let keyWidth = min(26, area.columns / 3)
        for (line, (key, meaning)) in keys.prefix(max(0, area.rows - 2)).enumerated() {
            frame.write(key, row: area.row(2 + line), column: area.left, width: keyWidth, style: .bold)
            frame.write(
                meaning, row: area.row(2 + line), column: area.left + keyWidth + 2, width: area.columns - keyWidth - 2)
        }
    }

    /// The hint line for `screen`.
    static func hints(for screen: BoxOfficeApp.Screen, textFocus: Bool) -> String {
        switch (screen, textFocus) {
        case (.movies, true):
            "type to search · ↑↓ select · Enter open · Esc leave the field · Tab screens · Ctrl-C quit"
        case (.movies, false): "/ search · ↑↓ select · Enter open · Tab screens · ? keys · q quit"
        case (.details, _): "↑↓ scroll the overview · Esc back · Tab screens · q quit"
        case (.program, _): "↑↓ select · Enter order tickets · r reload · Esc back · Tab screens · q quit"
        case (.orders, true): "type in the field · ↑↓ move · Enter next · Esc leave the field · Ctrl-C quit"
        case (.orders, false): "↑↓ move · Enter run the action · Esc back · Tab screens · q quit"
        case (.users, true): "type a name · Enter register · Esc leave the field · Ctrl-C quit"
        case (.users, false): "/ register a name · ↑↓ select · Esc back · Tab screens · q quit"
        }
    }
}
