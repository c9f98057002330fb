public import MarqueeDomain

/// Reads a ticket price as a person types it.
public enum PriceInput {
    /// Parses `12.50 EUR` (Domain's form, see `Money(parsing:)`), and also
    /// `EUR 12.50`, the form Marquee prints, so a price can be copied back
    /// from the program.
    ///
    /// - Throws: ``/MarqueeDomain/BoxOfficeError/invalidPrice(_:)`` with the text as typed.
    public static func parse(_ text: String) throws(BoxOfficeError) -> Money {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        if parts.count == 2, parts[0].count == 3, parts[0].allSatisfy({ $0.isASCII && $0.isLetter }) {
            do {
                return try Money(parsing: "\(parts[1]) \(parts[0])")
            } catch {
                throw .invalidPrice(text)
            }
        }
        return try Money(parsing: text)
    }
}
