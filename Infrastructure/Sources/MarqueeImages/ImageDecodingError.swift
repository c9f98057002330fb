import MarqueeTerminalModel
/// Why image bytes could not be decoded.
public enum ImageDecodingError: Error, Sendable, Hashable {
    /// The bytes are not a JPEG, or are corrupt or truncated; libjpeg's message.
    case invalidData(String)
    /// The image is larger than the decoder's limits (its header's size).
    case tooLarge(width: Int, height: Int)
    /// Memory for the pixels could not be had.
    case outOfMemory
}
