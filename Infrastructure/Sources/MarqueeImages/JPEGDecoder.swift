import MarqueeTerminalModel
import CJPEGDecode

/// Decodes JPEG bytes to RGB pixels with libjpeg-turbo.
///
/// Every failure is an error, never a crash or an exit: libjpeg's fatal
/// errors are caught by a C shim (setjmp/longjmp), and a truncated file is an
/// error rather than a half-grey picture. The header's size is checked
/// against the limits before any pixel memory is allocated.
public struct JPEGDecoder: Sendable {
    /// Widest image accepted.
    public let maximumWidth: Int
    /// Tallest image accepted.
    public let maximumHeight: Int
    /// Most pixels accepted (width × height).
    public let maximumPixels: Int

    /// A decoder with limits; the defaults (8192 × 8192, 40 Mpx) fit any poster.
    public init(maximumWidth: Int = 8192, maximumHeight: Int = 8192, maximumPixels: Int = 40_000_000) {
        self.maximumWidth = maximumWidth
        self.maximumHeight = maximumHeight
        self.maximumPixels = maximumPixels
    }

    /// Decodes a whole JPEG file's bytes.
    ///
    /// - Throws: `ImageDecodingError.invalidData` for anything that is not a
    ///   complete, valid JPEG; `.tooLarge` past the limits; `.outOfMemory`.
    public func decode(_ bytes: [UInt8]) throws(ImageDecodingError) -> RGBImage {
        var image = marquee_jpeg_image()
        let status = bytes.withUnsafeBufferPointer { buffer in
            marquee_jpeg_decode(
                buffer.baseAddress, buffer.count,
                UInt32(clamping: maximumWidth), UInt32(clamping: maximumHeight),
                UInt64(clamping: maximumPixels), &image)
        }
        defer { marquee_jpeg_free(&image) }
        switch status {
        case MARQUEE_JPEG_OK:
            break
        case MARQUEE_JPEG_TOO_LARGE:
            throw .tooLarge(width: Int(image.width), height: Int(image.height))
        case MARQUEE_JPEG_NO_MEMORY:
            throw .outOfMemory
        default:
            throw .invalidData(Self.message(of: &image))
        }
        let width = Int(image.width)
        let height = Int(image.height)
        let count = width * height * 3
        guard let pixels = image.pixels,
            let decoded = RGBImage(
                width: width, height: height,
                pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
        else {
            throw .invalidData("no pixels")
        }
        return decoded
    }

    private static func message(of image: inout marquee_jpeg_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
