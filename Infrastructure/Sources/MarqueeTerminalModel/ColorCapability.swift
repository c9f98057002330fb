/// How many colours the terminal can show, from the environment.
public enum ColorCapability: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// No colour at all (`NO_COLOR`); bold, dim, reverse and underline still work.
    case none
    /// The 16 basic colours.
    case ansi16
    /// xterm's 256 colours.
    case indexed256
    /// 24-bit colour.
    case trueColor

    /// Reads the capability from environment variables: `NO_COLOR` set to
    /// anything non-empty means none; `COLORTERM=truecolor` or `24bit` means
    /// 24-bit; a `TERM` containing `256color` means 256; anything else 16.
    public static func detect(environment: [String: String]) -> ColorCapability {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            return .none
        }
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" {
            return .trueColor
        }
        if environment["TERM"]?.contains("256color") == true {
            return .indexed256
        }
        return .ansi16
    }

    /// Orders capabilities from none to 24-bit.
    public static func < (lhs: ColorCapability, rhs: ColorCapability) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
