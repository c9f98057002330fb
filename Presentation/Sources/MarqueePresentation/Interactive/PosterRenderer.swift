public import MarqueeDomain
public import MarqueeTerminalModel

/// Draws a poster image as cells (half blocks, two pixels a cell); the
/// composition root supplies one built on the image decoder.
///
/// A port: Presentation decides where the poster goes and how big it is,
/// never how a JPEG is decoded.
public protocol PosterRenderer: Sendable {
    /// `image` drawn in `columns × rows` cells for a terminal showing
    /// `colors`, one array of cells per row; `nil` when the image cannot be
    /// drawn (its format is not one the renderer decodes, or it is damaged).
    func cells(for image: PosterImage, columns: Int, rows: Int, colors: ColorCapability) -> [[TerminalCell]]?
}
