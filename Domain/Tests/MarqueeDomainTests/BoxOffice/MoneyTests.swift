import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct CurrencyTests {
    @Test func mostCurrenciesHaveTwoDecimals() throws {
        #expect(try Currency("EUR").minorUnitDigits == 2)
        #expect(try Currency("CHF").minorUnitDigits == 2)
        #expect(try Currency("EUR") == .eur)
    }

    @Test func theTableKnowsTheExceptions() throws {
        #expect(try Currency("JPY").minorUnitDigits == 0)
        #expect(try Currency("KRW").minorUnitsPerMajorUnit == 1)
        #expect(try Currency("KWD").minorUnitDigits == 3)
        #expect(Currency.kwd.minorUnitsPerMajorUnit == 1000)
    }

    @Test(arguments: ["", "EU", "EURO", "eur", "Eur", "E1R", "ÉUR", "€"])
    func rejectsCodesThatAreNotThreeUpperCaseLetters(code: String) {
        #expect(throws: BoxOfficeError.invalidCurrency(code)) { try Currency(code) }
    }
}

@Suite struct MoneyTests {
    let twelveFifty = BoxOfficeFixtures.euros(1250)

    @Test func addsAndSubtractsInOneCurrency() throws {
        #expect(try twelveFifty.adding(BoxOfficeFixtures.euros(50)) == BoxOfficeFixtures.euros(1300))
        #expect(try twelveFifty.subtracting(BoxOfficeFixtures.euros(1300)) == BoxOfficeFixtures.euros(-50))
    }

    @Test func mixingCurrenciesThrows() {
        let dollars = Money(minorUnits: 1250, currency: .usd)
        #expect(throws: BoxOfficeError.mixedCurrencies(.eur, .usd)) { try twelveFifty.adding(dollars) }
        #expect(throws: BoxOfficeError.mixedCurrencies(.eur, .usd)) { try twelveFifty.subtracting(dollars) }
        #expect(throws: BoxOfficeError.mixedCurrencies(.usd, .eur)) { try dollars.isLess(than: twelveFifty) }
        #expect(twelveFifty != dollars)
    }

    @Test func comparesInOneCurrency() throws {
        #expect(try BoxOfficeFixtures.euros(1).isLess(than: twelveFifty))
        #expect(try !twelveFifty.isLess(than: twelveFifty))
    }

    @Test func multipliesByAQuantity() throws {
        #expect(try twelveFifty.multiplied(by: 3) == BoxOfficeFixtures.euros(3750))
        #expect(try twelveFifty.multiplied(by: 0) == .zero(.eur))
    }

    @Test func overflowThrowsInsteadOfTrapping() throws {
        let most = Money(minorUnits: .max, currency: .eur)
        let least = Money(minorUnits: .min, currency: .eur)
        #expect(throws: BoxOfficeError.overflow) { try most.adding(BoxOfficeFixtures.euros(1)) }
        #expect(throws: BoxOfficeError.overflow) { try least.subtracting(BoxOfficeFixtures.euros(1)) }
        #expect(throws: BoxOfficeError.overflow) { try most.multiplied(by: 2) }
        #expect(throws: BoxOfficeError.overflow) { try least.multiplied(by: -1) }
        #expect(throws: BoxOfficeError.overflow) { try Money.sum([most, most], in: .eur) }
        #expect(try most.adding(.zero(.eur)) == most)
    }

    @Test func sumsAListAndStartsFromZero() throws {
        #expect(try Money.sum([], in: .jpy) == .zero(.jpy))
        #expect(try Money.sum([twelveFifty, twelveFifty], in: .eur) == BoxOfficeFixtures.euros(2500))
        #expect(throws: BoxOfficeError.mixedCurrencies(.jpy, .eur)) { try Money.sum([twelveFifty], in: .jpy) }
    }

    @Test func describesItselfCanonically() {
        #expect(twelveFifty.description == "12.50 EUR")
        #expect(BoxOfficeFixtures.euros(5).description == "0.05 EUR")
        #expect(BoxOfficeFixtures.euros(-305).description == "-3.05 EUR")
        #expect(Money(minorUnits: 1200, currency: .jpy).description == "1200 JPY")
        #expect(Money(minorUnits: 1_005, currency: .kwd).description == "1.005 KWD")
        #expect(Money(minorUnits: .min, currency: .eur).description == "-92233720368547758.08 EUR")
    }
}

@Suite struct MoneyParsingTests {
    @Test(arguments: [
        ("12.50 EUR", 1250, "EUR"), ("12.5 EUR", 1250, "EUR"), ("12 EUR", 1200, "EUR"), ("0 EUR", 0, "EUR"),
        ("0.05 USD", 5, "USD"), ("1200 JPY", 1200, "JPY"), ("1.005 KWD", 1005, "KWD"), ("  7.00\tCHF ", 700, "CHF"),
        ("92233720368547758.07 EUR", Int64.max, "EUR"),
    ])
    func readsPrices(text: String, minorUnits: Int64, code: String) throws {
        #expect(try Money(parsing: text) == Money(minorUnits: minorUnits, currency: Currency(code)))
    }

    @Test(arguments: [
        "12.5.0 EUR", "12.505 EUR", "12.5 JPY", "1.0001 KWD", "-1 EUR", "-0.50 EUR", "+1 EUR", "12.50", "EUR",
        "12.50 eur", "12.50 EURO", "12.50 €", "€12.50", ".5 EUR", "12. EUR", "1,50 EUR", "12.50 EUR extra",
        "", "１２ EUR", "1e3 EUR", "92233720368547758.08 EUR", "99999999999999999999 JPY", "12.50EUR",
    ])
    func rejectsAnythingElse(text: String) {
        #expect(throws: BoxOfficeError.invalidPrice(text)) { try Money(parsing: text) }
    }

    @Test func descriptionReadsBack() throws {
        for money in [
            BoxOfficeFixtures.euros(1250), Money(minorUnits: 7, currency: .kwd), Money(minorUnits: 0, currency: .jpy),
        ] {
            #expect(try Money(parsing: money.description) == money)
        }
    }
}
