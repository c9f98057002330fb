/// How a cell looks: colours and text attributes.
public struct TerminalStyle: Sendable, Hashable {
    /// Text attributes a terminal can combine.
    public struct Attributes: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt8
        /// Attributes from raw bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Bold (SGR 1).
        public static let bold = Attributes(rawValue: 1)
        /// Dim (SGR 2).
        public static let dim = Attributes(rawValue: 2)
        /// Underline (SGR 4).
        public static let underline = Attributes(rawValue: 4)
        /// Reverse video (SGR 7): foreground and background swapped.
        public static let reverse = Attributes(rawValue: 8)
    }

    /// The text colour.
    public var foreground: TerminalColor
    /// The cell's background colour.
    public var background: TerminalColor
    /// Bold, dim, underline, reverse.
    public var attributes: Attributes

    /// A style; everything defaults to the terminal's own.
    public init(foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: Attributes = [])
    {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default colours, no attributes.
    public static let plain = TerminalStyle()
}
