/// The width, in pixels, a poster is asked for.
///
/// Sources serve a few fixed widths; a repository picks the one nearest to
/// this (see its documentation), so the image may be somewhat wider or
/// narrower than asked.
public struct PosterSize: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The requested width in pixels; always positive.
    public let width: Int

    /// The width asked for when none is given: 185 px, a poster that fits a
    /// terminal preview and a list thumbnail alike.
    public static let standard = PosterSize(checkedWidth: 185)

    /// Creates a size.
    ///
    /// - Throws: ``PosterError/invalidSize(_:)`` when `width` is not positive.
    public init(width: Int) throws(PosterError) {
        guard width > 0 else { throw .invalidSize(width) }
        self.width = width
    }

    private init(checkedWidth: Int) {
        width = checkedWidth
    }

    /// Narrower sizes before wider ones, so the nearest available width can be found.
    public static func < (lhs: PosterSize, rhs: PosterSize) -> Bool { lhs.width < rhs.width }

    /// The width in pixels, such as `185px`.
    public var description: String { "\(width)px" }
}
