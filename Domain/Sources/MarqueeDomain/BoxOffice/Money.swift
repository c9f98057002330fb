/// An amount of money: a whole number of minor units (cents) in a ``Currency``.
///
/// Integers, not floating point, so 0.10 + 0.20 is exactly 0.30. Arithmetic
/// refuses to mix currencies and reports overflow instead of trapping, which
/// is why `Money` has throwing methods rather than `+` and is not `Comparable`.
/// Equality is plain: 5 EUR is not equal to 5 USD.
public struct Money: Hashable, Sendable, CustomStringConvertible {
    /// The amount in minor units: 1250 is 12.50 EUR or 1250 JPY. Negative for
    /// refunds and differences; prices are never negative.
    public let minorUnits: Int64
    /// The currency of the amount.
    public let currency: Currency

    /// Creates an amount from minor units.
    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// Nothing, in `currency`.
    public static func zero(_ currency: Currency) -> Money {
        Money(minorUnits: 0, currency: currency)
    }

    /// Whether the amount is below zero.
    public var isNegative: Bool { minorUnits < 0 }

    /// This amount plus `other`.
    ///
    /// - Throws: ``BoxOfficeError/mixedCurrencies(_:_:)`` or ``BoxOfficeError/overflow``.
    public func adding(_ other: Money) throws(BoxOfficeError) -> Money {
        try requireSameCurrency(as: other)
        let (sum, overflow) = minorUnits.addingReportingOverflow(other.minorUnits)
        guard !overflow else { throw .overflow }
        return Money(minorUnits: sum, currency: currency)
    }

    /// This amount minus `other`.
    ///
    /// - Throws: ``BoxOfficeError/mixedCurrencies(_:_:)`` or ``BoxOfficeError/overflow``.
    public func subtracting(_ other: Money) throws(BoxOfficeError) -> Money {
        try requireSameCurrency(as: other)
        let (difference, overflow) = minorUnits.subtractingReportingOverflow(other.minorUnits)
        guard !overflow else { throw .overflow }
        return Money(minorUnits: difference, currency: currency)
    }

    /// This amount times a quantity, such as a ticket price times seats.
    ///
    /// - Throws: ``BoxOfficeError/overflow``.
    public func multiplied(by quantity: Int) throws(BoxOfficeError) -> Money {
        let (product, overflow) = minorUnits.multipliedReportingOverflow(by: Int64(quantity))
        guard !overflow else { throw .overflow }
        return Money(minorUnits: product, currency: currency)
    }

    /// Whether this amount is less than `other`.
    ///
    /// - Throws: ``BoxOfficeError/mixedCurrencies(_:_:)``: 5 EUR is neither more
    ///   nor less than 5 USD without an exchange rate, which Domain does not have.
    public func isLess(than other: Money) throws(BoxOfficeError) -> Bool {
        try requireSameCurrency(as: other)
        return minorUnits < other.minorUnits
    }

    /// The sum of `amounts`, all in `currency`; zero when there are none.
    ///
    /// - Throws: ``BoxOfficeError/mixedCurrencies(_:_:)`` or ``BoxOfficeError/overflow``.
    public static func sum(_ amounts: [Money], in currency: Currency) throws(BoxOfficeError) -> Money {
        var total = Money.zero(currency)
        for amount in amounts { total = try total.adding(amount) }
        return total
    }

    private func requireSameCurrency(as other: Money) throws(BoxOfficeError) {
        guard currency == other.currency else { throw .mixedCurrencies(currency, other.currency) }
    }

    /// The amount alone as decimal text with exactly the currency's
    /// minor-unit digits, such as `12.50`, `1200` (JPY), `1.250` (KWD) or
    /// `-3.05`; no grouping, so it never depends on a locale.
    public var amountText: String {
        let digits = currency.minorUnitDigits
        // `magnitude` is unsigned, so even Int64.min prints without trapping.
        let magnitude = minorUnits.magnitude
        let sign = minorUnits < 0 ? "-" : ""
        guard digits > 0 else { return "\(sign)\(magnitude)" }
        let divisor = UInt64(currency.minorUnitsPerMajorUnit)
        let fraction = String(magnitude % divisor)
        let padded = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        return "\(sign)\(magnitude / divisor).\(padded)"
    }

    /// The canonical form, such as `12.50 EUR` or `-3.05 USD`, which
    /// ``init(parsing:)`` reads back for non-negative amounts. Formatting for
    /// people belongs to Presentation.
    public var description: String { "\(amountText) \(currency.code)" }
}
