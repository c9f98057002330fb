import MarqueeTerminalModel
/// An 8-bit RGB image: three bytes a pixel, row by row, top to bottom.
public struct RGBImage: Sendable, Hashable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// `width * height * 3` bytes: red, green, blue for each pixel.
    public let pixels: [UInt8]

    /// An image; nil unless `pixels` holds exactly `width * height * 3` bytes
    /// and both sides are positive.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height * 3).partialValue == pixels.count
        else {
            return nil
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The colour at a pixel (clamped to the image).
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let column = min(max(x, 0), width - 1)
        let row = min(max(y, 0), height - 1)
        let offset = (row * width + column) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }
}
