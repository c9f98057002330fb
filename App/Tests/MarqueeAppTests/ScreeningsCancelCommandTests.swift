import Foundation
import Testing

/// Issue 36: "A screening cannot be cancelled." The built binary says what
/// cancelling a screening does to its orders, changes nothing without
/// `--yes`, and with it cancels the unpaid orders, refunds the paid ones and
/// takes the screening off the program for good.
@Suite struct ScreeningsCancelCommandTests {
    @Test func withoutYesItOnlySaysWhatItWouldDoWithYesItCancelsAndRefunds() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let screening = try await marquee.schedule(seats: 40, price: "12.50 EUR", hall: "A")
        let other = try await marquee.schedule(seats: 40, price: "12.50 EUR", hall: "B")
        try await marquee.register("Ripley")
        try await marquee.register("Dallas")
        let unpaid = try await marquee.order(user: "Ripley", screening: screening, quantity: 2)
        let paid = try await marquee.order(user: "Dallas", screening: screening, quantity: 3)
        try await marquee.succeed("orders", "pay", paid)
        let elsewhere = try await marquee.order(user: "Ripley", screening: other, quantity: 1)
        let before = try await marquee.storedState()

        let preview = try await marquee.succeed("screenings", "cancel", screening)
        #expect(
            preview
                == "Cancelling Alien at 2099-12-24 20:00 in hall A: 1 unpaid order to cancel, 1 paid order to refund "
                + "(EUR 37.50 back), 5 seats freed.\nNothing has changed yet: run again with --yes to cancel it.\n")
        #expect(try await marquee.storedState() == before, "nothing changes without --yes")

        let done = try await marquee.json("screenings", "cancel", screening, "--yes")
        #expect(done["cancelled"] as? Bool == true)
        let cancelled = try #require(done["screening"] as? [String: Any])
        #expect(cancelled["cancelledAt"] is String && cancelled["cancelledBy"] is NSNull)
        #expect(cancelled["seatsSold"] as? Int == 0)
        let orders = try #require(done["orders"] as? [[String: Any]])
        let statuses = Dictionary(
            uniqueKeysWithValues: orders.compactMap { order in
                (order["id"] as? String).map { ($0, order["status"] as? String ?? "") }
            })
        #expect(statuses == [unpaid: "cancelled", paid: "refunded"])

        #expect(try await marquee.program().map { $0["id"] as? String } == [other])
        let dallas = try await marquee.json("orders", "show", paid)
        #expect((dallas["status"] as? String) == "refunded")
        let ripley = try await marquee.json("orders", "show", elsewhere)
        #expect((ripley["status"] as? String) == "unpaid", "an order for another screening stays")

        // The day's overview marks it, counts the refund and no seat of it as free.
        let report = try await marquee.succeed("report", "--date", "2099-12-24")
        let row = try #require(report.split(separator: "\n").first { $0.contains("Alien (cancelled)") })
        #expect(row.contains("   0     0     0") && row.hasSuffix("EUR 37.50"), "\(report)")
        let day = try await marquee.json("report", "--date", "2099-12-24")
        let first = try #require((day["screenings"] as? [[String: Any]])?.first)
        #expect(first["seatsFree"] as? Int == 0)
        #expect((first["screening"] as? [String: Any])?["cancelledAt"] is String)

        // Cancelled for good: no order for it, no second cancellation, no change.
        let saying = "Screening \(screening) was cancelled: it sells no tickets and changes no more"
        try await marquee.expectRefused(
            ["orders", "place", "--user", "Ripley", "--screening", screening], status: 1, saying: saying)
        try await marquee.expectRefused(["screenings", "cancel", screening, "--yes"], status: 1, saying: saying)
        try await marquee.expectRefused(["screenings", "cancel", screening], status: 1, saying: saying)
        try await marquee.expectRefused(
            ["screenings", "change", screening, "--hall", "C"], status: 1, saying: saying)
    }

    @Test func anUnknownOrMalformedScreeningIsRefused() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try await marquee.expectRefused(
            ["screenings", "cancel", "s-nope", "--yes"], status: 1,
            saying: "No screening has id s-nope; see marquee program for the ids.")
        let empty = try await marquee.run(["screenings", "cancel", "--yes"], timeZone: "UTC")
        #expect(empty.status == 64 && empty.stderr.contains("Missing expected argument"))
    }
}
