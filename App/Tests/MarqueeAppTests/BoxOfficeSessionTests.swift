import Foundation
import Testing

/// A whole box-office session through the built `marquee` binary and a real
/// SQLite file: users, a screening, orders paid and cancelled, and the
/// `--json` shapes scripts rely on.
@Suite struct BoxOfficeSessionTests {
    let marquee: MarqueeProcess

    init() throws {
        marquee = try MarqueeProcess()
    }

    @Test func aSessionFromSchedulingToACancelledOrder() async throws {
        defer { marquee.cleanUp() }
        try await Self.session(marquee)
    }

    @Test func jsonOutputsHaveTheDocumentedKeys() async throws {
        defer { marquee.cleanUp() }
        try await Self.jsonShapes(marquee)
    }

    /// The README's box-office session, whatever the store (the PostgreSQL
    /// suite runs it too): users, a screening, orders paid and cancelled.
    static func session(_ marquee: MarqueeProcess) async throws {
        #expect(try await marquee.succeed("users", "register", "Ripley").hasPrefix("Registered Ripley (user id u-"))
        try await marquee.succeed("users", "register", "Dallas")

        let scheduled = try await marquee.succeed(
            "screenings", "schedule", "348", "--hall", "A", "--at", "2099-12-24T20:00", "--seats", "10",
            "--price", "12.50 EUR", "--runtime", "117"
        )
        let lines = scheduled.split(separator: "\n")
        #expect(
            lines.first.map(String.init)
                == "Scheduled Alien in hall A at 2099-12-24 20:00 (117 min): 10 seats at EUR 12.50.")
        let screening = try #require(lines.last?.split(separator: " ").last.map(String.init))
        #expect(lines.last.map(String.init) == "Screening id: \(screening)")

        let program = try await marquee.succeed("program")
        #expect(program.hasPrefix("1 upcoming screening, times in "))
        let row = try #require(program.split(separator: "\n").first { $0.hasPrefix(screening) })
        #expect(
            row.contains("2099-12-24 20:00") && row.contains("Alien") && row.contains("10/10")
                && row.contains("EUR 12.50"))

        let placed = try await marquee.succeed(
            "orders", "place", "--user", "ripley", "--screening", screening, "--quantity", "2")
        #expect(placed.hasPrefix("Order placed; its seats are held until "))
        #expect(placed.contains(": pay before then, or they go back on sale."))
        #expect(placed.contains("Status    unpaid, held until "))
        #expect(placed.contains("Customer  Ripley"))
        #expect(placed.contains("2 × EUR 12.50 = EUR 25.00  Alien, 2099-12-24 20:00, hall A"))
        let ripleys = try #require(
            try await marquee.json("orders", "list", "--user", "Ripley")["orders"] as? [[String: Any]])
        let paidID = try #require(ripleys.first?["id"] as? String)
        #expect(placed.contains("Pay with: marquee orders pay \(paidID)"))
        #expect(try await marquee.succeed("orders", "list", "--user", "Ripley").contains("unpaid"))

        #expect(try await marquee.succeed("orders", "pay", paidID).hasPrefix("Order paid."))
        let paidRow = try await marquee.succeed("orders", "list", "--user", "Ripley").split(separator: "\n").last
        #expect(paidRow?.hasPrefix(paidID) == true && paidRow?.contains("EUR 25.00  paid ") == true)

        let cancelledID = try await marquee.order(user: "Dallas", screening: screening, quantity: 3)
        #expect(try await marquee.program().first?["seatsLeft"] as? Int == 5)
        #expect(
            try await marquee.succeed("orders", "cancel", cancelledID).hasPrefix(
                "Order cancelled; its seats are free again.")
        )
        #expect(try await marquee.succeed("program").contains("8/10"))
        let dallas = try #require(
            try await marquee.json("orders", "list", "--user", "Dallas")["orders"] as? [[String: Any]])
        #expect(dallas.count == 1)
        #expect(dallas.first?["status"] as? String == "cancelled")
        #expect(dallas.first?["cancelledAt"] is String)
    }

    /// The `--json` shapes scripts rely on, whatever the store.
    static func jsonShapes(_ marquee: MarqueeProcess) async throws {
        let user = try await marquee.json("users", "register", "Ripley")
        #expect(Set(user.keys) == ["id", "name"])
        let users = try #require(try await marquee.json("users", "list")["users"] as? [[String: Any]])
        #expect(users.map { $0["name"] as? String } == ["Ripley"])

        let screening = try await marquee.json(
            "screenings", "schedule", "348", "--hall", "A", "--at", "2099-12-24T20:00", "--seats", "80", "--price",
            "12.50 EUR", "--runtime", "117"
        )
        #expect(
            Set(screening.keys) == [
                "id", "movieID", "movieTitle", "hall", "startsAt", "endsAt", "runtimeMinutes",
                "capacity", "seatsSold", "seatsLeft", "ticketPrice", "cancelledAt", "cancelledBy",
            ])
        #expect(screening["movieID"] as? Int == 348)
        #expect(screening["startsAt"] as? String == "2099-12-24T20:00:00+00:00")
        let price = try #require(screening["ticketPrice"] as? [String: Any])
        #expect(
            price["amount"] as? String == "12.50" && price["currency"] as? String == "EUR"
                && price["minorUnits"] as? Int == 1250)

        let program = try await marquee.json("program")
        #expect(Set(program.keys) == ["timeZone", "screenings"])
        #expect(program["timeZone"] is String)

        let screeningID = try #require(screening["id"] as? String)
        let order = try await marquee.json(
            "orders", "place", "--user", "Ripley", "--screening", screeningID, "--quantity", "2")
        #expect(
            Set(order.keys) == [
                "id", "customerID", "customerName", "walkIn", "lines", "ticketCount", "total", "status",
                "placedAt", "placedBy", "heldUntil", "paidAt", "cancelledAt", "refundedAt", "expiredAt", "settledBy",
            ])
        #expect(order["status"] as? String == "unpaid" && order["paidAt"] is NSNull && order["heldUntil"] is String)
        let line = try #require((order["lines"] as? [[String: Any]])?.first)
        #expect(
            Set(line.keys) == ["screeningID", "quantity", "unitPrice", "subtotal", "movieTitle", "hall", "startsAt"])
        #expect((order["total"] as? [String: Any])?["amount"] as? String == "25.00")

        let orders = try await marquee.json("orders", "list", "--user", "Ripley")
        #expect(Set(orders.keys) == ["customerID", "customerName", "orders"])
        let orderID = try #require(order["id"] as? String)
        #expect(try await marquee.json("orders", "pay", orderID)["status"] as? String == "paid")

        // Ids are short enough to type: a prefix naming the kind, then ten random characters.
        for (id, prefix) in [(user["id"], "u-"), (screening["id"], "s-"), (order["id"], "o-")] {
            let text = try #require(id as? String)
            #expect(
                text.hasPrefix(prefix) && text.count == 12
                    && text.dropFirst(2).allSatisfy { "0123456789abcdefghjkmnpqrstvwxyz".contains($0) }, "\(text)")
        }
    }

    @Test func timesAreReadAndShownInTheLocalTimeZone() async throws {
        defer { marquee.cleanUp() }
        let screening = try await marquee.json(
            "screenings", "schedule", "348", "--hall", "A", "--at", "2099-07-01T20:00", "--seats", "80",
            "--price", "12.50 EUR", "--runtime", "117", timeZone: "Europe/Berlin"
        )
        #expect(screening["startsAt"] as? String == "2099-07-01T20:00:00+02:00")
        #expect(try await marquee.program().first?["startsAt"] as? String == "2099-07-01T18:00:00+00:00")
        #expect(try await marquee.succeed("program").contains("2099-07-01 18:00"))
        #expect(try await marquee.succeed("program", timeZone: "Europe/Berlin").contains("times in Europe/Berlin"))
    }

    @Test func theProgramCanLeaveOutSoldOutScreenings() async throws {
        defer { marquee.cleanUp() }
        try await marquee.register("Ripley")
        let full = try await marquee.schedule(seats: 1, hall: "A")
        let open = try await marquee.schedule(seats: 5, hall: "B")
        _ = try await marquee.order(user: "Ripley", screening: full)
        #expect(try await marquee.succeed("program").contains("sold out"))
        let bookable = try #require(try await marquee.json("program", "--bookable")["screenings"] as? [[String: Any]])
        #expect(bookable.map { $0["id"] as? String } == [open])
    }

    @Test(arguments: [
        ["users", "register"], ["users", "rename"], ["users", "delete"], ["users", "list"],
        ["screenings", "schedule"], ["program"],
        ["orders", "place"], ["orders", "pay"], ["orders", "cancel"], ["orders", "list"],
    ])
    func everyCommandsHelpHasExamples(command: [String]) async throws {
        defer { marquee.cleanUp() }
        let result = try await marquee.run(command + ["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("EXAMPLES\n  marquee \(command.joined(separator: " "))"), "\(result.stdout)")
        #expect(result.stdout.contains("--json"))
    }
}
