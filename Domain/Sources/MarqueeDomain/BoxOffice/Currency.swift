/// An ISO 4217 currency code, such as `EUR`, with how many decimal places
/// (minor-unit digits) its amounts have.
///
/// The digits come from the ISO 4217 table (`JPY` has none, `KWD` has 3,
/// most have 2). Any well-formed code can be made and read back, with 2 when
/// unlisted; a screening is priced only in a listed one (``isISO4217``).
public struct Currency: Hashable, Sendable, CustomStringConvertible {
    /// The three upper-case letters.
    public let code: String
    /// Digits after the decimal point: 100 minor units make a euro, so `EUR` has 2.
    public let minorUnitDigits: Int

    /// Euro.
    public static let eur = Currency(code: "EUR", minorUnitDigits: 2)
    /// US dollar.
    public static let usd = Currency(code: "USD", minorUnitDigits: 2)
    /// Pound sterling.
    public static let gbp = Currency(code: "GBP", minorUnitDigits: 2)
    /// Japanese yen, which has no minor unit.
    public static let jpy = Currency(code: "JPY", minorUnitDigits: 0)
    /// Kuwaiti dinar, divided into 1000 fils.
    public static let kwd = Currency(code: "KWD", minorUnitDigits: 3)

    /// The active ISO 4217 currencies (funds, metals and testing codes left
    /// out), each with its minor-unit digits: 2 but for those listed.
    private static let isoCodes: [String: Int] = {
        let twoDigits = """
            AED AFN ALL AMD AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CNY \
            COP CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF IDR \
            ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK \
            MXN MYR MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP \
            SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD UYU UZS VED VES WST XCD XCG YER \
            ZAR ZMW ZWG
            """
        var digits: [String: Int] = [:]
        for code in twoDigits.split(separator: " ") { digits[String(code)] = 2 }
        for code in ["BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "VND", "VUV"]
            + ["XAF", "XOF", "XPF"]
        {
            digits[code] = 0
        }
        for code in ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"] { digits[code] = 3 }
        return digits
    }()

    /// Whether the code is an active ISO 4217 currency: what a screening may
    /// be priced in. Any well-formed code is still read back from a store.
    public var isISO4217: Bool { Self.isoCodes[code] != nil }

    /// Creates a currency from its code.
    ///
    /// - Throws: ``BoxOfficeError/invalidCurrency(_:)`` unless the code is exactly
    ///   three upper-case ASCII letters.
    public init(_ code: String) throws(BoxOfficeError) {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else { throw .invalidCurrency(code) }
        self.init(code: code, minorUnitDigits: Self.isoCodes[code] ?? 2)
    }

    private init(code: String, minorUnitDigits: Int) {
        self.code = code
        self.minorUnitDigits = minorUnitDigits
    }

    /// How many minor units make one major unit: 100 for `EUR`, 1 for `JPY`.
    public var minorUnitsPerMajorUnit: Int64 {
        (0..<minorUnitDigits).reduce(1) { product, _ in product * 10 }
    }

    /// The three-letter code, such as `EUR`.
    public var description: String { code }
}
