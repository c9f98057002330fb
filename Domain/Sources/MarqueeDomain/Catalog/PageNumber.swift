/// The number of a page of search results, from 1: checked once, where it is
/// built, so no port, use case or screen checks it again.
public struct PageNumber: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number, 1 or more.
    public let value: Int

    /// The first page.
    public static let first = PageNumber(checked: 1)

    /// Creates a page number.
    ///
    /// - Throws: ``CatalogError/invalidPage(requested:lastPage:)`` below 1.
    public init(_ value: Int) throws(CatalogError) {
        guard value >= 1 else { throw .invalidPage(requested: value, lastPage: 1) }
        self.value = value
    }

    private init(checked value: Int) {
        self.value = value
    }

    /// The page after this one (the last representable page is its own next).
    public var next: PageNumber { value == .max ? self : PageNumber(checked: value + 1) }

    /// Orders pages by number.
    public static func < (lhs: PageNumber, rhs: PageNumber) -> Bool { lhs.value < rhs.value }

    /// The number as people type it, such as `2`.
    public var description: String { String(value) }
}
