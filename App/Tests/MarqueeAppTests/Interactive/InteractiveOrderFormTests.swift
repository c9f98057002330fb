import Foundation
import MarqueeInfrastructureTesting
import Testing

/// The order form starts each order afresh (issue 36): after an order for
/// Ripley, Program → Enter on another screening showed "Customer Ripley" with
/// the caret past it, so the Enters that follow sold to Ripley again; and
/// typing 2 into Tickets gave 12. Both failed against the binary built before
/// the fix.
@Suite(.serialized) struct InteractiveOrderFormTests {
    @Test func anOrderFromTheProgramNamesNoCustomerAndATypedCountReplacesTheOne() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        let first = try await marquee.schedule(seats: 10, at: "2099-01-01T20:00")
        _ = try await marquee.schedule(seats: 10, at: "2099-01-02T20:00")
        let app = try InteractiveSession(dataDirectory: marquee.dataDirectory)
        defer { app.tmux.stop() }
        try await app.waitFor("Movies")
        try app.press("Tab")
        try await app.waitFor(first)
        try app.press("Enter")
        try await app.waitFor("Place the order")
        try app.type("Ripley")
        try app.press("Enter", "Enter")
        try await Task.sleep(for: .milliseconds(500))
        try app.type("2")
        try app.press("Enter", "Enter")
        try await app.waitFor("Order placed")

        // Program again, the second screening: the form names no customer,
        // so Enter after Enter places nothing.
        // Focus rests on the receipt, so 2 shows the Program.
        try app.press("2")
        try await app.waitFor("upcoming screenings")
        try app.press("Down")
        try await Task.sleep(for: .milliseconds(300))
        try app.press("Enter")
        try await app.waitFor("Place the order")
        for _ in 0..<5 {
            try app.press("Enter")
            try await Task.sleep(for: .milliseconds(120))
        }
        try await Task.sleep(for: .milliseconds(1000))
        try app.press("C-c")
        _ = try await app.waitForExit()

        let orders = try #require(
            try await marquee.json("orders", "list", "--user", "Ripley")["orders"] as? [[String: Any]])
        #expect(orders.count == 1, "\(orders)")
        #expect(orders.first?["ticketCount"] as? Int == 2, "\(orders)")
    }
}
