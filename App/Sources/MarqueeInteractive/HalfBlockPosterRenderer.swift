public import MarqueeDomain
public import MarqueeImages
public import MarqueeTerminalModel
public import MarqueePresentation
import Synchronization

/// Draws a poster with the driver's JPEG decoder as half-block cells ('▀',
/// the top pixel as foreground, the bottom as background), in truecolor or
/// 256 colours as the terminal allows. The last picture is kept, so redrawing
/// a frame does not decode the image again.
public final class HalfBlockPosterRenderer: PosterRenderer {
    private struct Drawn {
        let image: PosterImage
        let columns: Int
        let rows: Int
        let colors: ColorDepth
        let cells: [[ScreenCell]]?
    }

    private let decoder = JPEGDecoder()
    private let last = Mutex<Drawn?>(nil)

    /// Creates a renderer.
    public init() {}

    public func cells(for image: PosterImage, columns: Int, rows: Int, colors: ColorDepth) -> [[ScreenCell]]? {
        if let drawn = last.withLock({ $0 }), drawn.image == image, drawn.columns == columns, drawn.rows == rows,
            drawn.colors == colors
        {
            return drawn.cells
        }
        let cells = draw(image, columns: columns, rows: rows, colors: colors)
        last.withLock { $0 = Drawn(image: image, columns: columns, rows: rows, colors: colors, cells: cells) }
        return cells
    }

    private func draw(_ image: PosterImage, columns: Int, rows: Int, colors: ColorDepth) -> [[ScreenCell]]? {
        guard columns > 0, rows > 0, let decoded = try? decoder.decode(image.bytes) else { return nil }
        // Cells carry 24-bit colour; the driver downgrades them to what the
        // terminal shows (256 or 16 colours) as it writes the frame.
        let capability: ColorCapability = colors == .monochrome ? .none : .trueColor
        return HalfBlockImage(decoded.fitted(columns: columns, rows: rows), capability: capability).rows
            .map { $0.map(\.screenCell) }
    }
}
