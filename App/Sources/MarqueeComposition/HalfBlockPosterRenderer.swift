public import MarqueeDomain
import MarqueeImages
public import MarqueePresentation
public import MarqueeTerminalModel

/// Draws a poster with the driver's JPEG decoder as half-block cells ('▀',
/// the top pixel as foreground, the bottom as background). Cells carry
/// 24-bit colour; the terminal driver downgrades them to what the terminal
/// shows as it writes the frame. The panel keeps the cells it was given, so
/// a redraw does not decode the image again.
public struct HalfBlockPosterRenderer: PosterRenderer {
    private let decoder = JPEGDecoder()

    /// Creates a renderer.
    public init() {}

    public func cells(for image: PosterImage, columns: Int, rows: Int, colors: ColorCapability) -> [[TerminalCell]]? {
        guard columns > 0, rows > 0, let decoded = try? decoder.decode(image.bytes) else { return nil }
        return HalfBlockImage(
            decoded.fitted(columns: columns, rows: rows), capability: colors == .none ? .none : .trueColor
        )
        .rows
    }
}
