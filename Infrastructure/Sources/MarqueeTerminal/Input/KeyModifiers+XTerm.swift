import MarqueeTerminalModel

extension KeyModifiers {
    /// The modifiers of xterm's parameter form (`CSI 1;5A` is Ctrl-Up): the
    /// parameter minus one is a bit set of shift, alt and control.
    init(xtermParameter: Int) {
        let bits = max(0, xtermParameter - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        self = modifiers
    }
}
