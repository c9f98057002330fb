import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct MoneyFormattingTests {
    @Test(arguments: [
        (Int64(1250), "EUR 12.50"),
        (5, "EUR 0.05"),
        (0, "EUR 0.00"),
        (-305, "EUR -3.05"),
        (-5, "EUR -0.05"),
        (123_456_789, "EUR 1234567.89"),
        (.max, "EUR 92233720368547758.07"),
        (.min, "EUR -92233720368547758.08"),
    ])
    func twoDigitCurrenciesShowCents(minorUnits: Int64, expected: String) {
        #expect(Money(minorUnits: minorUnits, currency: .eur).displayText == expected)
    }

    @Test func zeroDigitCurrenciesShowNoDecimalPoint() {
        #expect(Money(minorUnits: 1200, currency: .jpy).displayText == "JPY 1200")
        #expect(Money(minorUnits: 0, currency: .jpy).displayText == "JPY 0")
        #expect(Money(minorUnits: -7, currency: .jpy).displayText == "JPY -7")
    }

    @Test func threeDigitCurrenciesShowThreeDecimals() {
        #expect(Money(minorUnits: 1250, currency: .kwd).displayText == "KWD 1.250")
        #expect(Money(minorUnits: 5, currency: .kwd).displayText == "KWD 0.005")
        #expect(Money(minorUnits: -1001, currency: .kwd).displayText == "KWD -1.001")
    }

    @Test func anUnlistedCurrencyHasTwoDigits() throws {
        #expect(Money(minorUnits: 999, currency: try Currency("CHF")).displayText == "CHF 9.99")
    }

    @Test func aTypedPriceIsReadInEitherOrder() throws {
        #expect(try PriceInput.parse("12.50 EUR") == BoxOfficeFixtures.euros(1250))
        #expect(try PriceInput.parse("EUR 12.50") == BoxOfficeFixtures.euros(1250))
        #expect(try PriceInput.parse("  12 EUR ") == BoxOfficeFixtures.euros(1200))
        #expect(try PriceInput.parse("1200 JPY") == Money(minorUnits: 1200, currency: .jpy))
        #expect(try PriceInput.parse("KWD 1.25") == Money(minorUnits: 1250, currency: .kwd))
    }

    @Test(arguments: ["12,50 EUR", "EUR 12.505", "12.50", "twelve EUR", "-1 EUR", "12.50 eur", "", "JPY 1.5"])
    func anUnreadablePriceIsRefusedWithTheTextTyped(text: String) {
        #expect(throws: BoxOfficeError.invalidPrice(text)) { try PriceInput.parse(text) }
    }

    @Test func whatIsPrintedCanBeTypedBack() throws {
        for money in [
            BoxOfficeFixtures.euros(1250), Money(minorUnits: 1200, currency: .jpy),
            Money(minorUnits: 1, currency: .kwd),
        ] {
            #expect(try PriceInput.parse(money.displayText) == money)
        }
    }
}
