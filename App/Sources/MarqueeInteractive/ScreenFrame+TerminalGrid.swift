public import MarqueeTerminalModel
public import MarqueePresentation

extension ScreenFrame {
    /// The frame as the terminal driver's grid; the driver writes only the
    /// cells that changed since the last one.
    public var terminalGrid: TerminalGrid {
        var grid = TerminalGrid(size: TerminalSize(columns: columns, rows: rows))
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = self[row, column]
                // A wide character's second column is set with the character itself.
                guard case let .grapheme(character) = cell.content else { continue }
                grid.set(TerminalCell(character, style: cell.style.terminalStyle), row: row, column: column)
            }
        }
        return grid
    }
}

extension ScreenStyle {
    /// The style in the driver's terms.
    public var terminalStyle: TerminalStyle {
        var attributes: TerminalStyle.Attributes = []
        if bold { attributes.insert(.bold) }
        if dim { attributes.insert(.dim) }
        if reverse { attributes.insert(.reverse) }
        if underline { attributes.insert(.underline) }
        return TerminalStyle(
            foreground: foreground.terminalColor, background: background.terminalColor, attributes: attributes)
    }
}

extension ScreenColor {
    /// The colour in the driver's terms; roles map to the 16 basic colours,
    /// which every theme adapts.
    public var terminalColor: TerminalColor {
        switch self {
        case .terminalDefault: .default
        case let .rgb(red, green, blue): .rgb(red, green, blue)
        case .role(.accent): .ansi(6)
        case .role(.muted): .ansi(8)
        case .role(.error): .ansi(1)
        case .role(.warning): .ansi(3)
        case .role(.success): .ansi(2)
        }
    }
}

extension TerminalCell {
    /// The cell in Presentation's terms (for posters drawn by the driver's image code).
    public var screenCell: ScreenCell {
        switch content {
        case .continuation: ScreenCell(.continuation, style: style.screenStyle)
        case let .grapheme(character): ScreenCell(character, style: style.screenStyle)
        }
    }
}

extension TerminalStyle {
    /// The style in Presentation's terms.
    public var screenStyle: ScreenStyle {
        ScreenStyle(
            foreground: foreground.screenColor, background: background.screenColor,
            bold: attributes.contains(.bold), dim: attributes.contains(.dim),
            reverse: attributes.contains(.reverse), underline: attributes.contains(.underline)
        )
    }
}

extension TerminalColor {
    /// The colour in Presentation's terms; palette colours are given as their RGB.
    public var screenColor: ScreenColor {
        switch self {
        case .default: .terminalDefault
        case let .rgb(red, green, blue): .rgb(red: red, green: green, blue: blue)
        case .ansi, .indexed: .terminalDefault
        }
    }
}
