/// The most a ticket may cost, per currency: what keeps a typing slip such as
/// `99999999999999 EUR` out of the program.
///
/// A thousand of the currency's main unit (EUR 1,000.00, USD 1,000.00), or
/// more where that unit is worth little: ten thousand for currencies such as
/// CZK, SEK or INR, a hundred thousand for JPY or HUF, a million for KRW,
/// IDR or VND, ten million for LBP or IRR. The bound is generous on purpose:
/// it refuses a price no cinema charges, not a dear one.
public enum PriceLimits {
    /// Powers of ten the thousand main units are multiplied by, per currency.
    private static let scale: [String: Int] = {
        var scale: [String: Int] = [:]
        let groups: [(Int, String)] = [
            (
                1,
                "AFN ARS BDT BTN CNY CZK DKK DOP EGP ETB HKD HNL INR JMD KES KGS MAD MDL MKD MOP MUR MVR MXN NIO NOK "
                    + "NPR PHP RSD RUB SCR SEK SRD THB TRY TTD TWD UAH UYU VES ZAR ZMW"
            ),
            (
                2,
                "AMD AOA CLP CRC DZD GYD HUF ISK JPY KMF KZT LKR MWK MZN NGN PKR RWF SDG SOS SSP SYP TZS XAF XOF XPF "
                    + "YER BIF CDF DJF KHR MMK MNT"
            ),
            (3, "COP GNF IDR IQD KRW LAK MGA PYG SLE UGX UZS VND"),
            (4, "IRR LBP"),
        ]
        for (power, codes) in groups {
            for code in codes.split(separator: " ") { scale[String(code)] = power }
        }
        return scale
    }()

    /// The dearest ticket a screening may be priced at in `currency`.
    public static func maximumTicketPrice(in currency: Currency) -> Money {
        let major = (0..<(scale[currency.code] ?? 0)).reduce(Int64(1_000)) { total, _ in total * 10 }
        return Money(minorUnits: major * currency.minorUnitsPerMajorUnit, currency: currency)
    }

    /// Whether `price` is one a screening may be sold at: not negative, in an
    /// ISO 4217 currency, at most ``maximumTicketPrice(in:)``.
    public static func allows(_ price: Money) -> Bool {
        price.currency.isISO4217 && !price.isNegative
            && price.minorUnits <= maximumTicketPrice(in: price.currency).minorUnits
    }
}
