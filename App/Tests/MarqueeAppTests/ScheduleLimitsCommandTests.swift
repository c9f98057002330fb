import Foundation
import Testing

/// Issue 36: `--price "99999999999999 EUR"`, currency `XYZ` and a start in
/// 2099 went into the program. The built binary, with the cinema's default
/// limit (the tests' own environment allows a hundred years; unset here).
@Suite struct ScheduleLimitsCommandTests {
    func schedule(
        _ marquee: MarqueeProcess, at time: String, price: String = "12.50 EUR", days: String = ""
    ) async throws -> MarqueeProcess.Result {
        try await marquee.run(
            [
                "screenings", "schedule", "348", "--hall", "A", "--at", time, "--seats", "80", "--price", price,
                "--runtime", "117",
            ], environment: ["TZ": "UTC", "MARQUEE_SCHEDULE_DAYS": days])
    }

    /// `YYYY-MM-DDT20:00` of the UTC day `days` after today.
    func day(_ days: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter.string(from: Date().addingTimeInterval(Double(days) * 86_400)) + "T20:00"
    }

    @Test func aStartMoreThanAYearAheadIsRefusedAndNothingIsKept() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let refused = try await schedule(marquee, at: "2099-12-24T20:00")
        #expect(refused.status == 1)
        #expect(
            refused.stderr.contains(
                "2099-12-24 20:00 is more than 366 days ahead; schedule screenings within 366 days of now "
                    + "(MARQUEE_SCHEDULE_DAYS where the box office runs sets how far)."), "\(refused.stderr)")
        #expect(try await marquee.run(["program"], environment: ["TZ": "UTC"]).stdout.contains("No upcoming"))
        #expect(try await schedule(marquee, at: day(300)).status == 0)
    }

    @Test func theCinemaSetsHowFarAheadAndABadSettingIsNamed() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let month = try await schedule(marquee, at: day(40), days: "30")
        #expect(month.status == 1 && month.stderr.contains("within 30 days of now"), "\(month.stderr)")
        #expect(try await schedule(marquee, at: day(20), days: "30").status == 0)
        for bad in ["a year", "0", "-5", "36601"] {
            let result = try await schedule(marquee, at: day(21), days: bad)
            #expect(result.status == 64)
            #expect(
                result.stderr.contains(
                    "MARQUEE_SCHEDULE_DAYS (how many days ahead screenings may start) must be a whole number from 1 "
                        + "to 36600, such as 366; got \"\(bad)\"."), "\(bad): \(result.stderr)")
        }
    }

    @Test func aSillyPriceOrAnUnknownCurrencyIsAUsageErrorThatSaysTheLimit() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let silly = try await schedule(marquee, at: day(10), price: "99999999999999 EUR")
        #expect(silly.status == 64)
        #expect(
            silly.stderr.contains(
                "EUR 99999999999999.00 is more than a ticket may cost (at most EUR 1000.00); check the amount."),
            "\(silly.stderr)")
        let xyz = try await schedule(marquee, at: day(10), price: "12.50 XYZ")
        #expect(xyz.status == 64)
        #expect(xyz.stderr.contains("\"XYZ\" is not a currency in use"), "\(xyz.stderr)")
        #expect(try await schedule(marquee, at: day(10), price: "1800 JPY").status == 0)
        #expect(try await marquee.run(["program"], environment: ["TZ": "UTC"]).stdout.contains("JPY 1800"))
    }
}
