import Foundation
import Testing

/// Issue 36: "No walk-in sales: every order needs a registered customer."
/// The built binary sells to someone who is not registered, paid at once,
/// and the order says walk-in wherever it is shown.
@Suite struct WalkInSaleCommandTests {
    @Test func aWalkInIsSoldAndPaidAtOnceAndShownAsAWalkIn() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let screening = try await marquee.schedule(seats: 10, price: "12.50 EUR")
        let sold = try await marquee.succeed(
            "orders", "place", "--walk-in", "--screening", screening, "--quantity", "2")
        #expect(sold.hasPrefix("Sold to a walk-in and paid: take EUR 25.00.\n"), "\(sold)")
        #expect(sold.contains("walk-in"))
        let json = try await marquee.json("orders", "place", "--walk-in", "--screening", screening)
        #expect(json["walkIn"] as? Bool == true && json["customerID"] is NSNull && json["customerName"] is NSNull)
        #expect(json["status"] as? String == "paid" && json["heldUntil"] is NSNull)
        #expect(try await marquee.program().first?["seatsSold"] as? Int == 3)

        // Among everyone's orders, nobody's in particular; refunded like any order.
        let all = try #require(try await marquee.json("orders", "list")["orders"] as? [[String: Any]])
        #expect(all.count == 2 && all.allSatisfy { $0["walkIn"] as? Bool == true })
        try await marquee.register("Ripley")
        let ripleys = try #require(try await marquee.json("orders", "list", "--user", "Ripley")["orders"] as? [Any])
        #expect(ripleys.isEmpty)
        let id = try #require(json["id"] as? String)
        let refunded = try await marquee.json("orders", "cancel", id)
        #expect(refunded["status"] as? String == "refunded")
        #expect(try await marquee.program().first?["seatsSold"] as? Int == 2)
    }

    @Test func whoBuysMustBeSaidOnceAndAWalkInKeepsTheRulesOfAnOrder() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let screening = try await marquee.schedule(seats: 2)
        try await marquee.register("Ripley")
        try await marquee.expectRefused(
            ["orders", "place", "--screening", screening], status: 64,
            saying: "Say who buys: --user NAME, or --walk-in for someone not registered")
        try await marquee.expectRefused(
            ["orders", "place", "--user", "Ripley", "--walk-in", "--screening", screening], status: 64,
            saying: "Give --user NAME or --walk-in, not both")
        try await marquee.expectRefused(
            ["orders", "place", "--walk-in", "--screening", screening, "--quantity", "3"], status: 1,
            saying: "Only 2 seats are left")
    }
}
