public import MarqueeDomain

extension Money {
    /// The amount as people read it at the box office: the currency code, a
    /// space, then ``Money/amountText`` — `EUR 12.50`, `JPY 1200`, `KWD 1.250`,
    /// `EUR -3.05`.
    ///
    /// The code comes first so amounts line up in a column whatever the currency.
    public var displayText: String { "\(currency.code) \(amountText)" }
}
