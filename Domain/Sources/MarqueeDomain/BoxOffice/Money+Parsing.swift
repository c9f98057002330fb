extension Money {
    /// Parses a price as people type it: `12.50 EUR`, `12.5 EUR`, `12 EUR`, `1200 JPY`.
    ///
    /// Strict, because a misread price is worse than a refused one: one
    /// non-negative amount in ASCII digits with at most one `.` and no more
    /// decimals than the currency has, one or more spaces, and a currency code
    /// of three upper-case letters. Surrounding whitespace is ignored.
    ///
    /// - Throws: ``BoxOfficeError/invalidPrice(_:)`` (with the text) for anything
    ///   else, including `12.5.0 EUR`, `12.505 EUR`, `-1 EUR`, `12.50`, `12.50 eur`,
    ///   `.5 EUR`, `12. EUR` and amounts too large to hold.
    public init(parsing text: String) throws(BoxOfficeError) {
        let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard parts.count == 2, let currency = try? Currency(String(parts[1])) else {
            throw .invalidPrice(text)
        }
        let amount = parts[0].split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(amount.count),
            amount.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (48...57).contains($0) } })
        else { throw .invalidPrice(text) }
        let fraction = amount.count == 2 ? amount[1] : ""
        guard fraction.count <= currency.minorUnitDigits else { throw .invalidPrice(text) }
        let paddedFraction = fraction + String(repeating: "0", count: currency.minorUnitDigits - fraction.count)
        // Int64 parsing reports overflow as nil, so no digit string can trap here.
        guard let minorUnits = Int64(amount[0] + paddedFraction) else { throw .invalidPrice(text) }
        self.init(minorUnits: minorUnits, currency: currency)
    }
}
