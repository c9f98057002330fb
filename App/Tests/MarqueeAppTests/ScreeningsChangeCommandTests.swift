import Foundation
import Testing

/// Issue 36: "A screening cannot be cancelled, moved or corrected." The
/// built binary moves a screening to another time or hall where nothing
/// clashes, and changes its price only while no seat is sold or held.
@Suite struct ScreeningsChangeCommandTests {
    @Test func aScreeningMovesAndIsRepricedWhileNothingIsSold() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let screening = try await marquee.schedule(seats: 40, price: "12.50 EUR", at: "2099-12-24T20:00", hall: "A")
        let moved = try await marquee.succeed(
            "screenings", "change", screening, "--at", "2099-12-24T21:30", "--hall", "b", "--price", "9.50 EUR")
        #expect(
            moved.hasPrefix(
                "Alien is now in hall B at 2099-12-24 21:30 (117 min): 40 seats at EUR 9.50, 0 sold or held."),
            "\(moved)")
        let listed = try #require(try await marquee.program().first)
        #expect(listed["hall"] as? String == "B" && listed["startsAt"] as? String == "2099-12-24T21:30:00+00:00")
        #expect((listed["ticketPrice"] as? [String: Any])?["amount"] as? String == "9.50")

        try await marquee.register("Ripley")
        _ = try await marquee.order(user: "Ripley", screening: screening, quantity: 3)
        let locked = try await marquee.run(
            ["screenings", "change", screening, "--price", "8 EUR"], timeZone: "UTC")
        #expect(locked.status == 1)
        #expect(
            locked.stderr
                == "marquee: 3 seats of this screening are sold or held; its price changes only while none are "
                + "(orders keep the price they were placed at).\n")
        // The order keeps its price; a move is still allowed with seats sold.
        let json = try await marquee.json("screenings", "change", screening, "--hall", "C")
        #expect(json["hall"] as? String == "C" && json["seatsSold"] as? Int == 3)
        let order = try await marquee.json("orders", "list", "--user", "Ripley")
        let line = try #require(((order["orders"] as? [[String: Any]])?.first?["lines"] as? [[String: Any]])?.first)
        #expect((line["unitPrice"] as? [String: Any])?["amount"] as? String == "9.50")
    }

    @Test func aClashNothingToChangeAndBadInputAreRefusedAndNothingChanges() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let first = try await marquee.schedule(at: "2099-12-24T20:00", hall: "A")
        let second = try await marquee.schedule(at: "2099-12-24T20:00", hall: "B")
        let before = try await marquee.succeed("program", "--json")
        let busy = try await marquee.run(["screenings", "change", second, "--hall", "A"], timeZone: "UTC")
        #expect(busy.status == 1)
        #expect(busy.stderr.hasPrefix("marquee: Hall A is busy with Alien (screening \(first))"), "\(busy.stderr)")
        let nothing = try await marquee.run(["screenings", "change", first], timeZone: "UTC")
        #expect(nothing.status == 64 && nothing.stderr.contains("Say what changes: --at, --hall or --price"))
        let past = try await marquee.run(["screenings", "change", first, "--at", "2020-01-01T10:00"], timeZone: "UTC")
        #expect(past.status == 1 && past.stderr.contains("is not in the future"))
        let silly = try await marquee.run(
            ["screenings", "change", first, "--price", "99999999999999 EUR"], timeZone: "UTC")
        #expect(silly.status == 64 && silly.stderr.contains("more than a ticket may cost"), "\(silly.stderr)")
        let unknown = try await marquee.run(["screenings", "change", "s-nope", "--hall", "C"], timeZone: "UTC")
        #expect(
            unknown.status == 1
                && unknown.stderr == "marquee: No screening has id s-nope; see marquee program for the ids.\n")
        #expect(try await marquee.succeed("program", "--json") == before)
    }
}
