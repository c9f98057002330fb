import MarqueeTerminalModel
/// Encodes a style as one SGR escape sequence (`ESC [ 0 ; … m`).
///
/// Every sequence starts with a reset, so the result never depends on what
/// the terminal's pen held before.
enum SelectGraphicRendition {
    static func bytes(for style: TerminalStyle, capability: ColorCapability, into output: inout [UInt8]) {
        output.append(contentsOf: [0x1B, 0x5B, 0x30])  // ESC [ 0
        if style.attributes.contains(.bold) { output.append(contentsOf: [0x3B, 0x31]) }
        if style.attributes.contains(.dim) { output.append(contentsOf: [0x3B, 0x32]) }
        if style.attributes.contains(.underline) { output.append(contentsOf: [0x3B, 0x34]) }
        if style.attributes.contains(.reverse) { output.append(contentsOf: [0x3B, 0x37]) }
        append(style.foreground.downgraded(to: capability), base: 30, brightBase: 90, extended: 38, into: &output)
        append(style.background.downgraded(to: capability), base: 40, brightBase: 100, extended: 48, into: &output)
        output.append(0x6D)  // m
    }

    private static func append(
        _ color: TerminalColor, base: Int, brightBase: Int, extended: Int, into output: inout [UInt8]
    ) {
        switch color {
        case .default:
            return
        case .ansi(let index):
            let code = index < 8 ? base + Int(index) : brightBase + Int(index % 16) - 8
            output.append(0x3B)
            appendNumber(code, into: &output)
        case .indexed(let index):
            output.append(0x3B)
            appendNumber(extended, into: &output)
            output.append(contentsOf: [0x3B, 0x35, 0x3B])  // ;5;
            appendNumber(Int(index), into: &output)
        case .rgb(let red, let green, let blue):
            output.append(0x3B)
            appendNumber(extended, into: &output)
            output.append(contentsOf: [0x3B, 0x32])  // ;2
            for value in [red, green, blue] {
                output.append(0x3B)
                appendNumber(Int(value), into: &output)
            }
        }
    }

    /// Appends a non-negative number's decimal digits.
    static func appendNumber(_ value: Int, into output: inout [UInt8]) {
        if value >= 10 { appendNumber(value / 10, into: &output) }
        output.append(0x30 + UInt8(value % 10))
    }
}
