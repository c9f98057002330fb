public import MarqueeDomain

/// Draws a poster image as screen cells (half blocks, two pixels a cell);
/// the composition root supplies one built on the image decoder.
///
/// A port: Presentation decides where the poster goes and how big it is,
/// never how a JPEG is decoded.
public protocol PosterRenderer: Sendable {
    /// `image` drawn in `columns × rows` cells with `colors`, one array of
    /// cells per row; `nil` when the image cannot be drawn (the screen then
    /// shows a text placeholder).
    func cells(for image: PosterImage, columns: Int, rows: Int, colors: ColorDepth) -> [[ScreenCell]]?
}
