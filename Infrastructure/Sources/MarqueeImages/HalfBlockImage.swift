public import MarqueeTerminalModel
/// An image as terminal cells: each cell is an upper half block '▀' whose
/// foreground is the top pixel and background the bottom one, so a cell
/// shows two pixels stacked.
///
/// Colours are downgraded to the terminal's capability (24-bit, 256 or 16).
/// Without colour (`NO_COLOR`) each cell is a shade character by brightness.
public struct HalfBlockImage: Sendable, Hashable {
    /// The cells, row by row; `image.height / 2` rows rounded up, `image.width` columns.
    public let rows: [[TerminalCell]]

    private static let upperHalfBlock: Character = "\u{2580}"
    private static let shades: [Character] = [" ", "░", "▒", "▓", "█"]

    /// The cells for an image (scale it first with `fitted(columns:rows:)`).
    public init(_ image: RGBImage, capability: ColorCapability) {
        var rows: [[TerminalCell]] = []
        rows.reserveCapacity((image.height + 1) / 2)
        for row in stride(from: 0, to: image.height, by: 2) {
            var line: [TerminalCell] = []
            line.reserveCapacity(image.width)
            for x in 0..<image.width {
                let top = image.pixel(x: x, y: row)
                let bottom = row + 1 < image.height ? image.pixel(x: x, y: row + 1) : nil
                line.append(Self.cell(top: top, bottom: bottom, capability: capability))
            }
            rows.append(line)
        }
        self.rows = rows
    }

    /// Columns across.
    public var width: Int { rows.first?.count ?? 0 }

    private static func cell(
        top: (red: UInt8, green: UInt8, blue: UInt8),
        bottom: (red: UInt8, green: UInt8, blue: UInt8)?,
        capability: ColorCapability
    ) -> TerminalCell {
        guard capability != .none else {
            let pixels = [top] + (bottom.map { [$0] } ?? [])
            let brightness = pixels.map { (Int($0.red) * 299 + Int($0.green) * 587 + Int($0.blue) * 114) / 1000 }
            let average = brightness.reduce(0, +) / pixels.count
            return TerminalCell(shades[min(shades.count - 1, average * shades.count / 256)])
        }
        let foreground = TerminalColor.rgb(top.red, top.green, top.blue).downgraded(to: capability)
        let background =
            bottom.map { TerminalColor.rgb($0.red, $0.green, $0.blue).downgraded(to: capability) } ?? .default
        return TerminalCell(upperHalfBlock, style: TerminalStyle(foreground: foreground, background: background))
    }
}
