import Foundation
import Testing

/// `marquee report` through the built binary: the day's screenings with their
/// seats and money, in the local zone.
@Suite struct DayReportCommandTests {
    let marquee: MarqueeProcess

    init() throws {
        marquee = try MarqueeProcess()
    }

    /// Christmas Eve 2099 at 20:00 UTC: 2 seats paid, 1 held, 1 refunded, 1 cancelled.
    private func sellAndSettle() async throws -> String {
        try await marquee.register("Ripley")
        let screening = try await marquee.schedule(seats: 10)
        let paid = try await marquee.order(user: "Ripley", screening: screening, quantity: 2)
        try await marquee.succeed("orders", "pay", paid)
        _ = try await marquee.order(user: "Ripley", screening: screening, quantity: 1)
        let refunded = try await marquee.order(user: "Ripley", screening: screening, quantity: 1)
        try await marquee.succeed("orders", "pay", refunded)
        try await marquee.succeed("orders", "cancel", refunded)
        let cancelled = try await marquee.order(user: "Ripley", screening: screening, quantity: 3)
        try await marquee.succeed("orders", "cancel", cancelled)
        return screening
    }

    @Test func theDaysReportCountsSeatsAndMoneyByStatus() async throws {
        defer { marquee.cleanUp() }
        let screening = try await sellAndSettle()
        let report = try await marquee.json("report", "--date", "2099-12-24", "--json")
        #expect(report["day"] as? String == "2099-12-24" && report["timeZone"] is String)
        let rows = try #require(report["screenings"] as? [[String: Any]])
        #expect(rows.count == 1)
        let row = try #require(rows.first)
        #expect((row["screening"] as? [String: Any])?["id"] as? String == screening)
        #expect(row["seatsPaid"] as? Int == 2 && row["seatsHeld"] as? Int == 1 && row["seatsFree"] as? Int == 7)
        #expect((row["paid"] as? [String: Any])?["amount"] as? String == "25.00")
        #expect((row["unpaid"] as? [String: Any])?["amount"] as? String == "12.50")
        #expect((row["refunded"] as? [String: Any])?["amount"] as? String == "12.50")
        #expect((report["paid"] as? [[String: Any]])?.first?["minorUnits"] as? Int == 2500)
        let text = try await marquee.succeed("report", "--date", "2099-12-24")
        #expect(text.hasPrefix("1 screening on 2099-12-24 ("))
        #expect(text.contains("Seats 2 paid, 1 held, 7 free · taken EUR 25.00 · owed EUR 12.50 · refunded EUR 12.50"))
    }

    @Test func theDayIsTheLocalOne() async throws {
        defer { marquee.cleanUp() }
        _ = try await sellAndSettle()
        // 20:00 UTC on the 24th is 10:00 on the 25th in Kiritimati (UTC+14).
        let christmas = try await marquee.succeed("report", "--date", "2099-12-25", timeZone: "Pacific/Kiritimati")
        #expect(christmas.hasPrefix("1 screening on 2099-12-25 (Pacific/Kiritimati)"))
        #expect(christmas.contains("10:00"))
        let eve = try await marquee.succeed("report", "--date", "2099-12-24", timeZone: "Pacific/Kiritimati")
        #expect(eve.hasPrefix("No screening on 2099-12-24 (Pacific/Kiritimati)."))
        let today = try await marquee.succeed("report")
        #expect(today.hasPrefix("No screening on "))
    }

    @Test func everyCustomersOrdersAreListedByFilter() async throws {
        defer { marquee.cleanUp() }
        let screening = try await sellAndSettle()
        let all = try #require(try await marquee.json("orders", "list", "--json")["orders"] as? [[String: Any]])
        #expect(all.count == 4)
        let statuses = all.compactMap { $0["status"] as? String }
        #expect(Set(statuses) == ["paid", "unpaid", "refunded", "cancelled"])
        let unpaid = try #require(
            try await marquee.json("orders", "list", "--unpaid", "--date", "2099-12-24", "--json")["orders"]
                as? [[String: Any]])
        #expect(unpaid.map { $0["ticketCount"] as? Int } == [1])
        let text = try await marquee.succeed("orders", "list", "--user", "ripley", "--unpaid", "--screening", screening)
        #expect(text.hasPrefix("1 order (unpaid, of ripley, for screening \(screening))"))
        #expect(text.contains("Ripley") && text.contains("unpaid"))
        let none = try await marquee.succeed("orders", "list", "--date", "2099-12-25")
        #expect(none == "No order (on 2099-12-25).\n")
        try await marquee.expectRefused(
            ["orders", "list", "--screening", "s-nosuchthing"], status: 1, saying: "No screening has id s-nosuchthing")
        try await marquee.expectRefused(["orders", "list", "--date", "soon"], status: 64, saying: "is not a day")
    }

    @Test(arguments: ["2099-13-01", "next week", "", "24/12/2099", "2099-12-24 20:00"])
    func aDayThatIsNoDayIsAUsageError(text: String) async throws {
        defer { marquee.cleanUp() }
        try await marquee.expectRefused(
            ["report", "--date", text], status: 64, saying: "is not a day; write YYYY-MM-DD")
    }
}
