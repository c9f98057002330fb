public import MarqueeTerminalModel

/// A selection in a list drawn in a window of rows: which row is picked,
/// which rows show, and the keys that move it (arrows, j and k, Page Up and
/// Down, Home, End).
public struct ListSelection: Equatable, Sendable {
    /// The letters that move the selection where no text field has focus:
    /// up and down one row, to the top and to the bottom.
    public static let up = Shortcut("k", "up"), down = Shortcut("j", "down")
    /// The letters that move the selection to the top and to the bottom.
    public static let top = Shortcut("g", "to the top"), bottom = Shortcut("G", "to the bottom")
    /// All of them, for the shortcuts a panel lists.
    public static let shortcuts = [up, down, top, bottom]

    /// The row picked; `nil` when the list is empty.
    public private(set) var index: Int?

    /// A selection of no row yet: the first is drawn selected.
    public init() {}

    /// The row picked, clamped into `count` rows.
    public func clamped(to count: Int) -> Int? {
        guard count > 0 else { return nil }
        return min(max(index ?? 0, 0), count - 1)
    }

    /// Picks `row`, clamped into `count` rows.
    public mutating func select(_ row: Int?, count: Int) {
        guard let row, count > 0 else {
            index = nil
            return
        }
        index = min(max(row, 0), count - 1)
    }

    /// The row `key` moves to among `count` rows, `page` rows a page,
    /// `letters` saying whether j, k, g and G move too (no text field has
    /// focus); `nil` when the key does not move.
    public func target(of key: TerminalKey, count: Int, letters: Bool, page pageRows: Int) -> Int? {
        guard count > 0 else { return nil }
        // The row drawn selected (the first, before any choice) is where a move starts.
        let current = clamped(to: count) ?? -1
        switch key {
        case .up: return max(0, current - 1)
        case .down: return min(count - 1, current + 1)
        case Self.up.key where letters: return max(0, current - 1)
        case Self.down.key where letters: return min(count - 1, current + 1)
        case .pageUp: return max(0, current - max(1, pageRows))
        case .pageDown: return min(count - 1, current + max(1, pageRows))
        case .home where letters, Self.top.key where letters: return 0
        case .end where letters, Self.bottom.key where letters: return count - 1
        default: return nil
        }
    }

    /// The first row to show of `count` rows in `visible` lines, keeping the selection in view.
    public func top(count: Int, visible: Int) -> Int {
        guard let index = clamped(to: count), visible > 0, count > visible else { return 0 }
        return min(max(0, index - visible + 1), count - visible)
    }

    /// `row 41 of 140`, for a header.
    public func position(count: Int) -> String {
        guard let index = clamped(to: count) else { return "" }
        return "row \(index + 1) of \(count)"
    }
}

/// How far a long text (an overview, a receipt, the key map) is scrolled.
public struct ScrollOffset: Equatable, Sendable {
    /// The first line shown.
    public private(set) var line = 0

    /// Scrolled to the top.
    public init() {}

    /// The offset after `key`, for `lines` lines in `visible` rows; `nil`
    /// when the key does not scroll.
    public func after(_ key: TerminalKey, lines: Int, visible: Int) -> Int? {
        let last = max(0, lines - visible)
        switch key {
        case .up, ListSelection.up.key: return max(0, min(line, last) - 1)
        case .down, ListSelection.down.key: return min(last, line + 1)
        case .pageUp: return max(0, min(line, last) - max(1, visible - 1))
        case .pageDown: return min(last, line + max(1, visible - 1))
        case .home, ListSelection.top.key: return 0
        case .end, ListSelection.bottom.key: return last
        default: return nil
        }
    }

    /// Moves to `line`.
    public mutating func scroll(to line: Int) {
        self.line = max(0, line)
    }

    /// The first line to show of `lines` in `visible` rows.
    public func first(lines: Int, visible: Int) -> Int {
        min(line, max(0, lines - visible))
    }
}
