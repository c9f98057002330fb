extension BoxOfficeApp {
    /// Applies one key, fzf-style: the screen shown takes it first (a focused
    /// text field takes every character); what it leaves navigates — Tab and
    /// Shift-Tab switch screens, Esc goes back one step, `?` shows the key
    /// map, `q` quits. Ctrl-C quits anywhere. Loads and searches it starts run
    /// on; their answers arrive through ``changes``.
    public func handle(_ key: ScreenKey) async {
        guard !isFinished else { return }
        if key == .ctrl("c") || key == .ctrl("d") && !hasTextFocus { return finish() }
        if case .resize = key { return signalChange() }
        if isShowingKeyMap {
            if key == .character("q") { return finish() }
            return toggleKeyMap(false)
        }
        switch key {
        case .tab: return cycle(by: 1)
        case .backTab: return cycle(by: -1)
        default: break
        }
        switch outcome(of: key) {
        case .handled: return
        case let .orderTickets(screeningID):
            orders.prepareOrder(screeningID: screeningID)
            return show(.orders)
        case .ignored: navigate(key)
        }
    }

    private func outcome(of key: ScreenKey) -> ScreenOutcome {
        switch screen {
        case .movies: movies.handle(key)
        case .details: details?.handle(key) ?? .ignored
        case .program: program.handle(key)
        case .orders: orders.handle(key)
        case .users: users.handle(key)
        }
    }

    private func navigate(_ key: ScreenKey) {
        switch key {
        case .character("q"): finish()
        case .character("?"): toggleKeyMap(true)
        case .escape where screen != .movies: show(.movies)
        case .character("/"):
            show(.movies)
            _ = movies.handle(key)
        default: break
        }
    }

    private func cycle(by step: Int) {
        let from = Screen.tabs.firstIndex(of: screen == .details ? .movies : screen) ?? 0
        let count = Screen.tabs.count
        show(Screen.tabs[((from + step) % count + count) % count])
    }
}
