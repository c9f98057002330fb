import MarqueeDomain
import MarqueePresentation
import MarqueeTerminalModel

/// A ``PosterRenderer`` that draws every poster as a checkerboard of half
/// blocks, exactly `columns × rows`: the app's layout is exercised without
/// decoding an image.
struct CheckerPosterRenderer: PosterRenderer {
    func cells(for image: PosterImage, columns: Int, rows: Int, colors: ColorCapability) -> [[TerminalCell]]? {
        (0..<rows).map { row in
            (0..<columns).map { column in
                TerminalCell(
                    "▀", style: TerminalStyle(foreground: .ansi((row + column) % 2 == 0 ? 7 : 0)))
            }
        }
    }
}
