import MarqueeTerminalUI

extension KeyMap {
    /// Searches movies from any screen.
    static let search = Shortcut("/", "search movies")
    /// The single keys that act on every screen where no text field has focus.
    static let shortcuts = [Shortcut.quit, .help, search] + Shortcut.tabs

    /// Marquee's key map, naming the tabs `tabs`: the kit's standard keys,
    /// and `/` to search movies from any screen.
    init(tabs: [String]) {
        self.init(everywhere: Self.standardKeys(tabs: tabs, extra: [KeyHint(key: "/", action: Self.search.action)]))
    }
}
