public import MarqueeTerminalModel

/// The full-screen app's styles: what each kind of text looks like. Colours
/// are the 16 basic ones, which every terminal theme adapts; with
/// `NO_COLOR` the attributes alone still tell them apart.
extension TerminalStyle {
    /// Headings and titles.
    public static let heading = TerminalStyle(attributes: .bold)
    /// Secondary text: hints, notes, column heads.
    public static let secondary = TerminalStyle(attributes: .dim)
    /// The selected row or tab.
    public static let selected = TerminalStyle(attributes: .reverse)
    /// A rule broken or a failure.
    public static let failure = TerminalStyle(foreground: .ansi(1), attributes: .bold)
    /// Something worth noticing that is not an error.
    public static let notice = TerminalStyle(foreground: .ansi(3))
    /// Something that went well.
    public static let success = TerminalStyle(foreground: .ansi(2))
    /// A text field without focus.
    public static let field = TerminalStyle(attributes: .underline)
    /// The text field with focus.
    public static let focusedField = TerminalStyle(foreground: .ansi(6), attributes: [.underline, .bold])
    /// A button that can be pressed.
    public static let button = TerminalStyle()
    /// The button with focus.
    public static let focusedButton = TerminalStyle(attributes: [.reverse, .bold])
    /// A button that cannot be pressed now (its action is done or running).
    public static let disabledButton = TerminalStyle(attributes: .dim)
}
