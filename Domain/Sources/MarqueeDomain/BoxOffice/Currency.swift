/// An ISO 4217 currency code, such as `EUR`, with how many decimal places
/// (minor-unit digits) its amounts have.
///
/// Most currencies have 2 minor-unit digits; a small table lists the common
/// exceptions (`JPY` has none, `KWD` has 3). An unlisted but well-formed code
/// is accepted with 2, so a new currency needs no code change.
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

    private static let exceptions: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0,
        "PYG": 0, "RWF": 0, "UGX": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    ]

    /// Creates a currency from its code.
    ///
    /// - Throws: ``BoxOfficeError/invalidCurrency(_:)`` unless the code is exactly
    ///   three upper-case ASCII letters.
    public init(_ code: String) throws(BoxOfficeError) {
        guard code.utf8.count == 3, code.utf8.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) })
        else { throw .invalidCurrency(code) }
        self.init(code: code, minorUnitDigits: Self.exceptions[code] ?? 2)
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
