#if Service
import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeDomain
import MarqueeSQLite
import NIOHTTP1
import Testing

#if PostgreSQL
import MarqueePostgreSQLTesting
#endif

/// Two desks at once: one deletes a customer while the other places an order
/// for them, a hundred times over, through the service on loopback. The
/// rule — a customer who owes money cannot be deleted — holds every time:
/// exactly one of the two goes through, and no unpaid order is left naming
/// a deleted customer.
@Suite struct ServiceRaceTests {
    static let rounds = 100

    @Test func deletingACustomerRacingTheirOrderKeepsTheRuleOnSQLite() async throws {
        let service = try await LoopbackService.start(
            LoopbackService.Backing.sqlite(MarqueeDatabase.open(at: .inMemory)))
        try await race(on: service)
    }

    #if PostgreSQL
    @Test(.enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason)))
    func deletingACustomerRacingTheirOrderKeepsTheRuleOnPostgreSQL() async throws {
        try await withPostgreSQLDatabase { database in
            try await race(on: try await LoopbackService.start(LoopbackService.Backing.postgres(database)))
        }
    }
    #endif

    private func race(on service: LoopbackService) async throws {
        let http = RawHTTP(port: service.port)
        let startsAt = ISO8601DateFormatter().string(from: Date().addingTimeInterval(86_400))
        let scheduled = try await http.send(
            .POST, "/screenings", token: service.manager.secret,
            body: """
                {"movieID": 348, "hall": "A", "startsAt": "\(startsAt)", "capacity": 10000, "runtimeMinutes": 117,
                 "ticketPrice": {"minorUnits": 1100, "currency": "EUR"}}
                """)
        let screening = try #require(scheduled.json?["id"] as? String, "\(scheduled.body)")
        var placedCount = 0
        var outcomes: [String: Int] = [:]
        for round in 1...Self.rounds {
            let name = "racer-\(round)"
            let registered = try await http.send(
                .POST, "/users", token: service.clerk.secret, body: #"{"name": "\#(name)"}"#)
            try #require(registered.status == 201, "\(registered.body)")
            async let deleting = http.send(.DELETE, "/users/named/\(name)", token: service.manager.secret)
            async let placing = http.send(
                .POST, "/orders", token: service.clerk.secret,
                body: #"{"customerName": "\#(name)", "tickets": [{"screeningID": "\#(screening)", "quantity": 1}]}"#)
            let (deleted, placed) = try await (deleting, placing)
            outcomes["delete \(deleted.status), place \(placed.status)", default: 0] += 1
            // Exactly one goes through: the deletion (the order then finds nobody),
            // or the order (the deletion then finds an unpaid order).
            #expect(
                (deleted.status == 200 && placed.status == 404) || (placed.status == 201 && deleted.status == 409),
                "round \(round): delete \(deleted.status) \(deleted.body), place \(placed.status) \(placed.body)")
            if placed.status == 201 {
                placedCount += 1
                let orders = try await http.send(.GET, "/orders?customerName=\(name)", token: service.clerk.secret)
                #expect(orders.status == 200, "round \(round): the customer of an unpaid order was deleted")
            }
        }
        let program = try await http.send(.GET, "/program", token: service.clerk.secret)
        let sold = (program.json?["screenings"] as? [[String: Any]])?.first?["seatsSold"] as? Int
        #expect(sold == placedCount, "seats sold \(sold ?? -1), orders placed \(placedCount); \(outcomes)")
        await service.stop()
    }
}
#endif
