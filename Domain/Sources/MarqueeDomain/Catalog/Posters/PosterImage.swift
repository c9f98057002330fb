/// The bytes of a poster image and what kind of image they are.
///
/// Domain does not decode images; it carries them from a repository to
/// whoever shows or saves them.
public struct PosterImage: Hashable, Sendable {
    /// The encoded image, exactly as the source served it.
    public let bytes: [UInt8]
    /// The media type of ``bytes``, such as `image/jpeg`.
    public let mediaType: String
    /// Which of the source's renditions this is, such as `w185` for TMDB's
    /// 185-pixel width; empty when the source has one only.
    public let variant: String

    /// Creates an image.
    ///
    /// - Parameters:
    ///   - bytes: The encoded image.
    ///   - mediaType: Its media type, such as `image/jpeg`.
    ///   - variant: Which rendition it is, such as `w185`.
    public init(bytes: [UInt8], mediaType: String, variant: String = "") {
        self.bytes = bytes
        self.mediaType = mediaType
        self.variant = variant
    }

    /// How many bytes the encoded image has.
    public var byteCount: Int { bytes.count }
}
