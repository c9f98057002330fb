/// The part of a frame one screen draws in.
struct ScreenArea: Equatable {
    /// The first row.
    var top: Int
    /// The first column.
    var left: Int
    /// Columns wide.
    var columns: Int
    /// Rows high.
    var rows: Int

    /// The frame row of the area's `line`-th row.
    func row(_ line: Int) -> Int { top + line }
}

/// What one screen made of a key.
enum ScreenOutcome: Equatable {
    /// The screen did not use the key; the coordinator may.
    case ignored
    /// The screen used the key.
    case handled
    /// A person wants tickets for this screening.
    case orderTickets(screeningID: String)
}

/// Which rows of a list to show so the selection stays in view.
enum ListWindow {
    /// The first index to show of `count` rows in `visible` lines, keeping `selection` in view.
    static func top(selection: Int?, count: Int, visible: Int) -> Int {
        guard let selection, visible > 0, count > visible else { return 0 }
        return min(max(0, selection - visible + 1), count - visible)
    }

    /// `selection` moved by `key` among `count` rows, `page` rows a page;
    /// `nil` when the key does not move selections.
    static func move(_ selection: Int?, by key: ScreenKey, count: Int, page: Int) -> Int? {
        guard count > 0 else { return nil }
        let current = selection ?? -1
        let target: Int
        switch key {
        case .up: target = current - 1
        case .down: target = current + 1
        case .pageUp: target = current - max(1, page)
        case .pageDown: target = current + max(1, page)
        case .home: target = 0
        case .end: target = count - 1
        default: return nil
        }
        return min(max(0, target), count - 1)
    }
}
