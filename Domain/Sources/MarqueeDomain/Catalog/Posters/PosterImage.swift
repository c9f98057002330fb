/// The bytes of a poster image and what kind of image they are.
///
/// Domain does not decode images; it carries them from a repository to
/// whoever shows or saves them.
public struct PosterImage: Hashable, Sendable {
    /// The encoded image, exactly as the source served it.
    public let bytes: [UInt8]
    /// The media type of ``bytes``, such as `image/jpeg`.
    public let mediaType: String

    /// Creates an image.
    ///
    /// - Parameters:
    ///   - bytes: The encoded image.
    ///   - mediaType: Its media type, such as `image/jpeg`.
    public init(bytes: [UInt8], mediaType: String) {
        self.bytes = bytes
        self.mediaType = mediaType
    }

    /// How many bytes the encoded image has.
    public var byteCount: Int { bytes.count }
}
