#if Service
import Foundation
import Testing

/// Two full-screen desks on one `marquee serve`, through tmux against the
/// built binary: an order placed at one desk shows at the other once its
/// program is reloaded.
@Suite(.serialized) struct ServiceDesksInteractiveTests {
    @Test func anOrderPlacedAtOneDeskShowsAtTheOtherAfterAReload() async throws {
        let server = try MarqueeProcess()
        defer { server.cleanUp() }
        try await server.register("Ripley")
        let screening = try await server.schedule(seats: 10, at: "2099-01-01T20:00")
        var tokens: [String] = []
        for name in ["front-1", "foyer"] {
            tokens.append(try #require(try await server.json("desks", "add", name)["token"] as? String))
        }
        let service = try ServeProcess.start(server)
        defer { service.stop() }

        let desks = try tokens.map { token in
            try InteractiveSession(environment: ["MARQUEE_SERVER_URL": service.url, "MARQUEE_DESK_TOKEN": token])
        }
        defer { for desk in desks { desk.stop() } }
        let (front, foyer) = (desks[0], desks[1])
        for desk in desks {
            try await desk.waitFor("Movies")
            try desk.press("Tab")
        }
        #expect(try await foyer.waitFor(screening).contains("10/10"))

        try await front.waitFor(screening)
        try front.press("Enter")
        try await front.waitFor("Place the order")
        try front.type("Ripley")
        // Enter moves through the fields to the button; a fourth Enter places one ticket.
        try front.press("Enter", "Enter", "Enter")
        try await Task.sleep(for: .milliseconds(500))
        try front.press("Enter")
        try await front.waitFor("Order placed; its seats are held until")

        try foyer.press("r")
        let reloaded = try await foyer.waitFor("9/10")
        #expect(reloaded.contains(screening))
        let orders = try #require(try await server.json("orders", "list", "--user", "Ripley")["orders"] as? [Any])
        #expect(orders.count == 1, "one order, kept by the service")
    }
}
#endif
