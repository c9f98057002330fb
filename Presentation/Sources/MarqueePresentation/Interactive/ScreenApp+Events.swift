public import MarqueeTerminalModel
import MarqueeTerminalUI

extension ScreenApp {
    /// Applies one event. Ctrl-C quits anywhere. A window below
    /// ``minimumSize`` swallows every key but quit; an open question takes
    /// only y, n and Esc; the key map takes only what closes or scrolls it.
    /// Otherwise the panel shown takes the key first (a focused text field
    /// takes every character, and a burst of them whole), and what it leaves navigates — Tab and
    /// Shift-Tab switch screens, Esc goes back, `?` and F1 show the key map,
    /// `q` quits. Loads it starts run on; their answers arrive through ``changes``.
    public func handle(_ event: TerminalEvent) {
        guard !isFinished else { return }
        switch event {
        case let .key(key): handle(key)
        case let .paste(text):
            guard isUsable, keyMap == nil, confirmation == nil else { return }
            apply(current.paste(text))
        case let .burst(text): handle(burst: text)
        case let .resize(newSize):
            size = newSize
            signalChange()
        case let .mouse(mouse): handle(mouse)
        case .unknown: return
        }
    }

    /// Characters typed faster than anyone types (a paste without bracketed
    /// paste): once a text field has focus, the rest is text for it, taken
    /// whole (its line breaks spaces), as a paste is; until then each is a
    /// key, so a burst that opens a field (`/` then a title) fills it.
    private func handle(burst text: String) {
        var keys = TerminalEvent.burstKeys(text)[...]
        while let key = keys.first, !isFinished {
            if isUsable, keyMap == nil, confirmation == nil, hasTextFocus, key.typedCharacter != nil {
                let rest = String(keys.map { $0.typedCharacter ?? "\n" })
                return apply(current.paste(rest))
            }
            handle(key)
            keys.removeFirst()
        }
    }

    /// Whether the window is large enough to act in.
    var isUsable: Bool {
        size.columns >= Self.minimumSize.columns && size.rows >= Self.minimumSize.rows
    }

    private func handle(_ key: TerminalKey) {
        if key == .control("c") { return finish() }
        guard isUsable else {
            if key == Shortcut.quit.key { finish() }
            return
        }
        if let confirmation {
            switch key {
            case .character("y"), .character("Y"):
                ask(nil)
                confirmation.action()
            case .character("n"), .character("N"), .escape: ask(nil)
            default: break
            }
            return
        }
        if var map = keyMap {
            switch key {
            case .escape, Shortcut.quit.key, Shortcut.help.key, .function(1): openKeyMap(false)
            default:
                if map.scroll(key, panel: current.hints, area: body) { keyMap = map }
            }
            return
        }
        if key == .function(1) || key == Shortcut.help.key && !hasTextFocus { return openKeyMap(true) }
        switch key {
        case .tab: return cycle(by: 1)
        case .backTab: return cycle(by: -1)
        default: break
        }
        switch current.handle(key) {
        case .handled: return
        case let outcome where !outcome.isIgnored: return apply(outcome)
        default: navigate(key)
        }
    }

    private func navigate(_ key: TerminalKey) {
        switch key {
        case Shortcut.quit.key where !hasTextFocus: finish()
        case .escape: go(.back)
        case KeyMap.search.key: go(.search)
        default:
            guard !hasTextFocus, let number = key.typedCharacter?.wholeNumberValue, number >= 1 else { return }
            show(number - 1)
        }
    }

    private func handle(_ mouse: MouseEvent) {
        guard isUsable, confirmation == nil else { return }
        if keyMap != nil {
            if case .press = mouse.action { openKeyMap(false) }
            return
        }
        switch mouse.action {
        case .wheelUp: apply(current.scroll(by: -3))
        case .wheelDown: apply(current.scroll(by: 3))
        case .press(.left):
            if mouse.position.row == 0,
                let hit = tabColumns.first(where: { $0.columns.contains(mouse.position.column) })
            {
                return show(hit.tab)
            }
            guard body.contains(mouse.position) else { return }
            apply(current.click(at: mouse.position))
        default: return
        }
    }

    private func apply(_ outcome: PanelOutcome) {
        switch outcome {
        case .ignored, .handled: return
        case let .go(destination): go(destination)
        case let .confirm(question): ask(question)
        }
    }

    private func cycle(by step: Int) {
        let count = panels.count
        guard count > 0 else { return }
        show(((selected + step) % count + count) % count)
    }
}

extension PanelOutcome {
    var isIgnored: Bool {
        if case .ignored = self { return true }
        return false
    }
}
