/// The path of a movie's poster image on the image server, such as `/abc123.jpg`.
public struct PosterPath: Hashable, Sendable, CustomStringConvertible {
    /// The path, always starting with `/`.
    public let rawValue: String

    /// Creates a poster path.
    ///
    /// - Throws: ``CatalogError/invalidPosterPath(_:)`` unless the path starts with `/`,
    ///   has a name after it, and holds no whitespace, `..` or further `/`.
    public init(_ rawValue: String) throws(CatalogError) {
        let name = rawValue.dropFirst()
        guard rawValue.first == "/", !name.isEmpty, !name.contains("/"), !name.contains(".."),
              !rawValue.contains(where: \.isWhitespace)
        else { throw .invalidPosterPath(rawValue) }
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
