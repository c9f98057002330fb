/// A colour in a screen cell: the terminal's own, an exact one, or a role the
/// terminal driver maps to what the terminal can show.
public enum ScreenColor: Hashable, Sendable {
    /// What a colour is for; the driver picks its shade.
    public enum Role: Hashable, Sendable {
        case accent, muted, error, warning, success
    }

    /// The terminal's default foreground or background.
    case terminalDefault
    /// An exact colour, such as a poster pixel.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
    /// A named role.
    case role(Role)
}

/// How a screen cell is drawn.
public struct ScreenStyle: Hashable, Sendable {
    /// The text colour.
    public var foreground: ScreenColor
    /// The cell's background.
    public var background: ScreenColor
    /// Bold text.
    public var bold: Bool
    /// Dim (faint) text.
    public var dim: Bool
    /// Foreground and background swapped, as a selection is drawn.
    public var reverse: Bool
    /// Underlined text.
    public var underline: Bool

    /// Creates a style; by default the terminal's plain text.
    public init(
        foreground: ScreenColor = .terminalDefault, background: ScreenColor = .terminalDefault,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's plain text.
    public static let plain = ScreenStyle()
    /// Headings and titles.
    public static let bold = ScreenStyle(bold: true)
    /// Secondary text: hints, notes, column heads.
    public static let dim = ScreenStyle(dim: true)
    /// The selected row or tab.
    public static let selected = ScreenStyle(reverse: true)
    /// A rule broken or a failure.
    public static let error = ScreenStyle(foreground: .role(.error), bold: true)
    /// Something worth noticing that is not an error.
    public static let warning = ScreenStyle(foreground: .role(.warning))
}

/// How many colours the terminal shows; the poster renderer draws to it.
public enum ColorDepth: Hashable, Sendable, CaseIterable {
    /// No colour at all.
    case monochrome
    /// The 16 ANSI colours.
    case ansi16
    /// The 256-colour palette.
    case ansi256
    /// 24-bit colour.
    case trueColor
}
