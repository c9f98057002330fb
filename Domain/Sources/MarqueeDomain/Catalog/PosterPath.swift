/// The path of a movie's poster image on the image server, such as `/abc123.jpg`.
public struct PosterPath: Hashable, Sendable, CustomStringConvertible {
    /// The path, always starting with `/`.
    public let rawValue: String

    /// Creates a poster path.
    ///
    /// - Throws: ``CatalogError/invalidPosterPath(_:)`` unless the path starts with `/`,
    ///   has a name after it, and holds no whitespace, `..` or further `/`.
    public init(_ rawValue: String) throws(CatalogError) {
        guard Self.isValid(rawValue) else { throw .invalidPosterPath(rawValue) }
        self.rawValue = rawValue
    }

    /// Checks the UTF-8 bytes directly: this runs for every movie decoded, and
    /// Character-level checks showed up in profiles. Non-ASCII bytes are
    /// checked for Unicode whitespace the slow way.
    private static func isValid(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.first == UInt8(ascii: "/"), bytes.count > 1 else { return false }
        var previous: UInt8 = 0
        var hasNonASCII = false
        for byte in bytes.dropFirst() {
            switch byte {
            case UInt8(ascii: "/"), UInt8(ascii: " "), 0x09...0x0D: return false
            case UInt8(ascii: ".") where previous == UInt8(ascii: "."): return false
            case 0x80...: hasNonASCII = true
            default: break
            }
            previous = byte
        }
        return !hasNonASCII || !path.contains(where: \.isWhitespace)
    }

    /// The path as the image source names it.
    public var description: String { rawValue }
}
