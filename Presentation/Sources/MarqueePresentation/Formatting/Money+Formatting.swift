public import MarqueeDomain

extension Money {
    /// The amount as people read it at the box office: the currency code, a
    /// space, then the amount with exactly the currency's minor-unit digits —
    /// `EUR 12.50`, `JPY 1200`, `KWD 1.250`, `EUR -3.05`.
    ///
    /// The code comes first so amounts line up in a column whatever the
    /// currency; no grouping separators, so the text never depends on a locale.
    public var displayText: String {
        let digits = currency.minorUnitDigits
        // `magnitude` is unsigned, so even Int64.min prints without trapping.
        let magnitude = minorUnits.magnitude
        let sign = minorUnits < 0 ? "-" : ""
        guard digits > 0 else { return "\(currency.code) \(sign)\(magnitude)" }
        let divisor = UInt64(currency.minorUnitsPerMajorUnit)
        let fraction = String(magnitude % divisor)
        let padded = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        return "\(currency.code) \(sign)\(magnitude / divisor).\(padded)"
    }

    /// The amount alone, without the currency, such as `12.50` or `1200`; the
    /// `amount` field of the JSON shapes.
    var amountText: String {
        String(displayText.dropFirst(currency.code.count + 1))
    }
}
