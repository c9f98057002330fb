import MarqueeDomain
import Testing

@Suite struct HallTests {
    @Test func isUpperCasedAndTrimmed() throws {
        #expect(try Hall(" imax1 ").name == "IMAX1")
        #expect(try Hall("a") == Hall("A"))
        #expect(try Hall(String(repeating: "9", count: 16)).name.count == 16)
    }

    @Test(arguments: ["", " ", "A B", "A-1", "Å", String(repeating: "A", count: 17)])
    func rejectsOtherNames(name: String) {
        #expect(throws: BoxOfficeError.invalidHall(name)) { try Hall(name) }
    }
}

@Suite struct BoxOfficeIdentifierTests {
    @Test func screeningAndOrderIDsFollowTheIdentifierRules() throws {
        #expect(try ScreeningID("screening-1").rawValue == "screening-1")
        #expect(try OrderID("order_1").description == "order_1")
        #expect(throws: BoxOfficeError.invalidIdentifier("a b")) { try ScreeningID("a b") }
        #expect(throws: BoxOfficeError.invalidIdentifier("")) { try OrderID("") }
    }
}
