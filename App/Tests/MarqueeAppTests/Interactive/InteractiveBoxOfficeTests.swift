import Foundation
import MarqueeInfrastructureTesting
import Testing

/// The box office screens of the full-screen app, through tmux: the program,
/// and an order placed, paid and cancelled, with the CLI's own wording for a
/// broken rule.
@Suite(.serialized) struct InteractiveBoxOfficeTests {
    @Test func theProgramMarksSoldOutAndAnOrderIsPlacedPaidAndCancelled() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        let open = try await marquee.schedule(seats: 3, price: "10 EUR", at: "2099-01-01T20:00", hall: "A")
        let full = try await marquee.schedule(seats: 1, price: "8 EUR", at: "2099-01-02T20:00", hall: "B")
        try await marquee.succeed("orders", "place", "--user", "Ripley", "--screening", full)
        let soldOutMessage = try await marquee.run(
            ["orders", "place", "--user", "Ripley", "--screening", full], timeZone: "UTC"
        )
        .stderr
        #expect(
            soldOutMessage.contains(
                "Sold out: no seats are left for this screening; pick another from marquee program."))
        let app = try InteractiveSession(dataDirectory: marquee.dataDirectory)
        defer { app.tmux.stop() }
        try await app.waitFor("Movies")
        try app.press("Tab")
        let program = try await app.waitFor(open)
        #expect(program.contains("3/3"))
        #expect(program.split(separator: "\n").contains { $0.contains(full) && $0.contains("sold out") })

        // Enter on a screening starts an order for it: the customer field has focus.
        try app.press("Enter")
        try await app.waitFor("Place the order")
        try app.type("Ripley")
        // Enter moves through the fields to the button; a fourth Enter places.
        try app.press("Enter", "Enter", "Enter")
        try await Task.sleep(for: .milliseconds(200))
        try app.press("Enter")
        let placed = try await app.waitFor("Order placed; its seats are held until")
        #expect(placed.contains("Alien, 2099-01-01 20:00, hall A"))
        // The receipt counts the hold down (15 minutes unless the cinema says otherwise).
        try await app.waitFor("min left)")
        // Focus moved to the receipt, where Enter does nothing: p pays, n starts a new order.
        try app.press("Enter")
        try app.press("p")
        try await app.waitFor("Order paid.")
        try await Task.sleep(for: .milliseconds(200))

        // A second order, cancelled after saying yes: its seat is free again.
        try app.press("n")
        try await Task.sleep(for: .milliseconds(200))
        try app.type(open)
        try app.press("Enter", "Enter")
        try await Task.sleep(for: .milliseconds(200))
        try app.press("Enter")
        try await app.waitFor("Order placed; its seats are held until")
        try app.press("c")
        try await app.waitFor("y yes")
        try app.press("y")
        try await app.waitFor("Order cancelled; its seats are free again.")

        // The sold-out screening: the same facts the CLI gives, inline.
        try app.press("n")
        try await Task.sleep(for: .milliseconds(200))
        try app.type(full)
        try app.press("Enter", "Enter")
        try await Task.sleep(for: .milliseconds(200))
        try app.press("Enter")
        try await app.waitFor("Sold out: no seats are left for this screening")
        let screenings = try #require(try await marquee.json("program")["screenings"] as? [[String: Any]])
        #expect(screenings.first { $0["id"] as? String == open }?["seatsLeft"] as? Int == 2)
    }
}
