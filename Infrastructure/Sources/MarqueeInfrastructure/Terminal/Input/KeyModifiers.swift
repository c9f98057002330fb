/// Modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Modifiers from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Meta, Option): sent as an Esc prefix or as an xterm modifier parameter.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)

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
