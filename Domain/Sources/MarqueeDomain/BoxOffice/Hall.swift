/// A cinema hall, named like `A`, `2` or `IMAX1`.
///
/// 1 to 16 ASCII letters or digits, kept upper-cased: `a` and `A` are the same
/// hall, and one spelling keeps "screenings in a hall" a plain equality.
public struct Hall: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The longest hall name accepted.
    public static let maximumLength = 16

    /// The hall's name, upper-cased.
    public let name: String

    /// Creates a hall; surrounding whitespace is ignored.
    ///
    /// - Throws: ``BoxOfficeError/invalidHall(_:)`` unless the name is 1–16 ASCII letters or digits.
    public init(_ rawName: String) throws(BoxOfficeError) {
        let name = rawName.trimmingWhitespace().uppercased()
        guard (1...Self.maximumLength).contains(name.count),
            name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { throw .invalidHall(rawName) }
        self.name = name
    }

    /// Orders halls by name, so a program sorts the same on every run.
    public static func < (lhs: Hall, rhs: Hall) -> Bool { lhs.name < rhs.name }

    /// The hall's name.
    public var description: String { name }
}
