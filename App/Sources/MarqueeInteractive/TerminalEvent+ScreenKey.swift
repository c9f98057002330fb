public import MarqueeTerminalModel
public import MarqueePresentation

extension TerminalEvent {
    /// The key Presentation's screens understand, or `nil` for input they
    /// have no use for (function keys, Insert, unknown sequences).
    public var screenKey: ScreenKey? {
        switch self {
        case let .key(key): key.screenKey
        case let .paste(text): .paste(text)
        case let .resize(size): .resize(columns: size.columns, rows: size.rows)
        case .unknown: nil
        }
    }
}

extension TerminalKey {
    /// The key as Presentation names it.
    public var screenKey: ScreenKey? {
        switch code {
        case let .character(character) where modifiers.contains(.control): .ctrl(character)
        case let .character(character) where modifiers.contains(.alt): nil
        case let .character(character): .character(character)
        case .enter: .enter
        case .tab: modifiers.contains(.shift) ? .backTab : .tab
        case .backspace: .backspace
        case .escape: .escape
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .home: .home
        case .end: .end
        case .pageUp: .pageUp
        case .pageDown: .pageDown
        case .delete: .delete
        case .insert, .function: nil
        }
    }
}

extension ColorCapability {
    /// The colour depth Presentation lays colours out for.
    public var screenDepth: ColorDepth {
        switch self {
        case .none: .monochrome
        case .ansi16: .ansi16
        case .indexed256: .ansi256
        case .trueColor: .trueColor
        }
    }
}
