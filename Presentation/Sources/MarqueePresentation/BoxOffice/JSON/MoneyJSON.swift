public import MarqueeDomain

/// The stable JSON form of an amount of money:
/// `{"amount": "12.50", "currency": "EUR", "minorUnits": 1250}`.
///
/// `amount` is a string with exactly the currency's minor-unit digits
/// (`"1200"` for JPY, `"1.250"` for KWD), so no script reads it through a
/// float; `minorUnits` is the same amount as an integer.
public struct MoneyJSON: Codable, Equatable, Sendable {
    /// The amount as decimal text, such as `"12.50"` or `"-3.05"`.
    public let amount: String
    /// The ISO 4217 code, such as `"EUR"`.
    public let currency: String
    /// The amount in minor units, such as `1250`.
    public let minorUnits: Int64

    /// The JSON form of `money`.
    public init(_ money: Money) {
        amount = money.amountText
        currency = money.currency.code
        minorUnits = money.minorUnits
    }
}
