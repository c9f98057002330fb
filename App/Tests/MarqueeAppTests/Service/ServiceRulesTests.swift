#if Service
import Foundation
import MarqueeDataService
import MarqueeDomain
import NIOHTTP1
import Testing

/// What a hostile desk with a token and curl tried on the service that
/// stored whatever it was sent (issue 33), each answered now by the rules
/// of the use case the server runs: the price is the screening's, the
/// customer exists, times are the server's, titles come from its catalog,
/// the desk's role is checked, and the desk that acted is recorded.
@Suite struct ServiceRulesTests {
    /// Schedules Alien in hall `hall` a week from now, as the manager.
    private func schedule(_ http: RawHTTP, _ service: LoopbackService, hall: String = "A", seats: Int = 120)
        async throws -> String
    {
        let startsAt = ISO8601DateFormatter().string(from: Date().addingTimeInterval(7 * 86_400))
        let answer = try await http.send(
            .POST, "/screenings", token: service.manager.secret,
            body: """
                {"movieID": 348, "hall": "\(hall)", "startsAt": "\(startsAt)", "capacity": \(seats),
                 "runtimeMinutes": 117, "ticketPrice": {"minorUnits": 1100, "currency": "EUR"}}
                """)
        #expect(answer.status == 201, "\(answer.body)")
        return try #require(answer.json?["id"] as? String)
    }

    private func seatsSold(_ http: RawHTTP, _ service: LoopbackService) async throws -> [Int] {
        let program = try await http.send(.GET, "/program", token: service.clerk.secret)
        return (program.json?["screenings"] as? [[String: Any]] ?? []).compactMap { $0["seatsSold"] as? Int }
    }

    @Test func aPriceATimeOrAStatusInAnOrderIsRefusedAndNoSeatIsHeld() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let screening = try await schedule(http, service)
            _ = try await http.send(.POST, "/users", token: service.clerk.secret, body: #"{"name": "Ash"}"#)
            let intents = [
                #"{"customerName": "Ash", "tickets": [{"screeningID": "S", "quantity": 100, "unitPrice": {"minorUnits": 1, "currency": "EUR"}}]}"#,
                #"{"customerName": "Ash", "tickets": [{"screeningID": "S", "quantity": 1, "subtotal": {"minorUnits": 0, "currency": "EUR"}}]}"#,
                #"{"customerName": "Ash", "tickets": [{"screeningID": "S", "quantity": 1}], "total": {"minorUnits": 0, "currency": "BHD"}}"#,
                #"{"customerName": "Ash", "tickets": [{"screeningID": "S", "quantity": 1}], "placedAt": "0001-01-01T00:00:00Z"}"#,
                #"{"customerName": "Ash", "tickets": [{"screeningID": "S", "quantity": 1}], "status": {"name": "paid"}}"#,
                #"{"customerName": "Ash", "customerID": "u-other", "tickets": [{"screeningID": "S", "quantity": 1}]}"#,
                #"{"customerName": "Ash", "id": "o-cheap1", "tickets": [{"screeningID": "S", "quantity": 1}]}"#,
                // A hold is the server's to set: a desk cannot hold seats for a year.
                #"{"customerName": "Ash", "tickets": [{"screeningID": "S", "quantity": 1}], "heldUntil": "2099-01-01T00:00:00Z"}"#,
            ]
            for intent in intents {
                let answer = try await http.send(
                    .POST, "/orders", token: service.clerk.secret,
                    body: intent.replacingOccurrences(of: #""S""#, with: "\"\(screening)\""))
                #expect(answer.status == 400, "\(intent): \(answer.body)")
                #expect(answer.json?["type"] as? String == "urn:marquee:problem:malformed-body", "\(intent)")
            }
            #expect(try await seatsSold(http, service) == [0])
            let honest = try await http.send(
                .POST, "/orders", token: service.clerk.secret,
                body: #"{"customerName": "Ash", "tickets": [{"screeningID": "\#(screening)", "quantity": 2}]}"#)
            #expect(honest.status == 201, "\(honest.body)")
            let order = try #require(honest.json?["order"] as? [String: Any])
            #expect((order["total"] as? [String: Any])?["minorUnits"] as? Int == 2200)
            #expect(order["placedBy"] as? String == "front-1")
            let placedAt = try #require((order["placedAt"] as? String).flatMap(ISO8601DateFormatter().date(from:)))
            let heldUntil = try #require((order["heldUntil"] as? String).flatMap(ISO8601DateFormatter().date(from:)))
            #expect(heldUntil.timeIntervalSince(placedAt) == 15 * 60, "the server's own hold")
        }
    }

    @Test func anOrderForNobodyIsRefusedAndHoldsNoSeat() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let screening = try await schedule(http, service)
            let answer = try await http.send(
                .POST, "/orders", token: service.clerk.secret,
                body: #"{"customerName": "Nobody", "tickets": [{"screeningID": "\#(screening)", "quantity": 100}]}"#)
            #expect(answer.status == 404 && answer.json?["type"] as? String == "urn:marquee:problem:unknown-user")
            #expect(try await seatsSold(http, service) == [0])
        }
    }

    @Test func paymentsAndCancellationsHappenNowByTheServersClock() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let screening = try await schedule(http, service)
            _ = try await http.send(.POST, "/users", token: service.clerk.secret, body: #"{"name": "Ash"}"#)
            let placed = try await http.send(
                .POST, "/orders", token: service.clerk.secret,
                body: #"{"customerName": "Ash", "tickets": [{"screeningID": "\#(screening)", "quantity": 1}]}"#)
            let id = try #require((placed.json?["order"] as? [String: Any])?["id"] as? String)
            let before = Date().addingTimeInterval(-1)
            // A time the desk sends is no part of the operation: it is ignored.
            let paid = try await http.send(
                .POST, "/orders/\(id)/payment", token: service.manager.secret, body: #"{"at": "2000-01-01T00:00:00Z"}"#)
            #expect(paid.status == 200, "\(paid.body)")
            let status = try #require((paid.json?["order"] as? [String: Any])?["status"] as? [String: Any])
            let at = try #require((status["at"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) })
            #expect(at >= before && at <= Date().addingTimeInterval(1), "paid at \(at)")
            #expect(status["by"] as? String == "office")
        }
    }

    /// Issue 36: the server's limits, whatever the desk sends: a price no
    /// cinema charges, a code that is no currency, a start years ahead.
    @Test func aScreeningIsMovedOrRepricedByAManagerByTheServersRules() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let screening = try await schedule(http, service)
            let clerk = try await http.send(
                .PATCH, "/screenings/\(screening)", token: service.clerk.secret, body: #"{"hall": "B"}"#)
            #expect(clerk.status == 403 && clerk.json?["type"] as? String == "urn:marquee:problem:not-permitted")
            let manager = service.manager.secret
            let moved = try await http.send(
                .PATCH, "/screenings/\(screening)", token: manager,
                body: #"{"hall": " b ", "ticketPrice": {"minorUnits": 950, "currency": "EUR"}}"#)
            #expect(moved.status == 200, "\(moved.body)")
            #expect(moved.json?["hall"] as? String == "B" && moved.json?["id"] as? String == screening)
            #expect((moved.json?["ticketPrice"] as? [String: Any])?["minorUnits"] as? Int == 950)
            // A desk cannot send seats, a title or an identity: the schema has none of them.
            let forged = try await http.send(
                .PATCH, "/screenings/\(screening)", token: manager, body: #"{"seatsSold": 0, "movieTitle": "X"}"#)
            #expect(forged.status == 400, "\(forged.body)")
            _ = try await http.send(.POST, "/users", token: service.clerk.secret, body: #"{"name": "Ash"}"#)
            let placed = try await http.send(
                .POST, "/orders", token: service.clerk.secret,
                body: #"{"customerName": "Ash", "tickets": [{"screeningID": "\#(screening)", "quantity": 2}]}"#)
            #expect(placed.status == 201, "\(placed.body)")
            let locked = try await http.send(
                .PATCH, "/screenings/\(screening)", token: manager,
                body: #"{"ticketPrice": {"minorUnits": 1, "currency": "EUR"}}"#)
            #expect(locked.status == 409 && locked.json?["type"] as? String == "urn:marquee:problem:price-locked")
            #expect(locked.json?["value"] as? String == "2")
            let past = try await http.send(
                .PATCH, "/screenings/\(screening)", token: manager, body: #"{"startsAt": "2020-01-10T20:00:00Z"}"#)
            #expect(past.status == 409 && past.json?["type"] as? String == "urn:marquee:problem:screening-in-past")
            let unknown = try await http.send(.PATCH, "/screenings/s-nope", token: manager, body: #"{"hall": "C"}"#)
            #expect(unknown.status == 404, "\(unknown.body)")
            let program = try await http.send(.GET, "/program", token: service.clerk.secret)
            let kept = try #require((program.json?["screenings"] as? [[String: Any]])?.first)
            #expect(kept["hall"] as? String == "B" && kept["seatsSold"] as? Int == 2)
            #expect((kept["ticketPrice"] as? [String: Any])?["minorUnits"] as? Int == 950)
        }
    }

    @Test func aScreeningIsCalledOffByAManagerWithItsOrdersByTheServersClock() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let screening = try await schedule(http, service)
            _ = try await http.send(.POST, "/users", token: service.clerk.secret, body: #"{"name": "Ash"}"#)
            let placed = try await http.send(
                .POST, "/orders", token: service.clerk.secret,
                body: #"{"customerName": "Ash", "tickets": [{"screeningID": "\#(screening)", "quantity": 2}]}"#)
            let order = try #require((placed.json?["order"] as? [String: Any])?["id"] as? String)
            let path = "/screenings/\(screening)/cancellation"
            // Any desk may ask what it would do; nothing changes.
            let impact = try await http.send(.GET, path, token: service.clerk.secret)
            #expect(impact.status == 200, "\(impact.body)")
            #expect((impact.json?["orders"] as? [[String: Any]])?.map { $0["id"] as? String } == [order])
            #expect((impact.json?["screening"] as? [String: Any])?["cancelledAt"] == nil)
            let clerk = try await http.send(.POST, path, token: service.clerk.secret)
            #expect(clerk.status == 403 && clerk.json?["type"] as? String == "urn:marquee:problem:not-permitted")
            #expect(try await seatsSold(http, service) == [2])
            // The body is ignored: no time, desk or refund a client could send counts.
            let done = try await http.send(
                .POST, path, token: service.manager.secret, body: #"{"cancelledAt": "2020-01-01T00:00:00Z"}"#)
            #expect(done.status == 200, "\(done.body)")
            let cancelled = done
            let record = try #require(cancelled.json?["screening"] as? [String: Any])
            #expect(record["cancelledBy"] as? String == "office")
            let at = try #require((record["cancelledAt"] as? String).flatMap { try? Date($0, strategy: .iso8601) })
            #expect(abs(at.timeIntervalSinceNow) < 120, "the server's clock, not 2020")
            let settled = try #require((cancelled.json?["orders"] as? [[String: Any]])?.first)
            #expect((settled["status"] as? [String: Any])?["name"] as? String == "cancelled")
            #expect(try await seatsSold(http, service) == [], "off the program")
            let again = try await http.send(.POST, path, token: service.manager.secret)
            #expect(again.status == 409 && again.json?["type"] as? String == "urn:marquee:problem:screening-cancelled")
            let late = try await http.send(
                .POST, "/orders", token: service.clerk.secret,
                body: #"{"customerName": "Ash", "tickets": [{"screeningID": "\#(screening)", "quantity": 1}]}"#)
            #expect(late.status == 409 && late.json?["type"] as? String == "urn:marquee:problem:screening-cancelled")
            let unknown = try await http.send(.POST, "/screenings/s-nope/cancellation", token: service.manager.secret)
            #expect(unknown.status == 404, "\(unknown.body)")
        }
    }

    @Test func aWalkInSaleIsPaidByTheServersClockAtItsPricesAndNamesNoCustomer() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let screening = try await schedule(http, service)
            // A desk cannot name a customer, a price or a status for a walk-in: the schema has none.
            let forged = try await http.send(
                .POST, "/sales", token: service.clerk.secret,
                body: #"{"customerName": "Ash", "tickets": [{"screeningID": "\#(screening)", "quantity": 1}]}"#)
            #expect(forged.status == 400, "\(forged.body)")
            let priced = try await http.send(
                .POST, "/sales", token: service.clerk.secret,
                body:
                    #"{"tickets": [{"screeningID": "\#(screening)", "quantity": 1, "unitPrice": {"minorUnits": 1, "currency": "EUR"}}]}"#
            )
            #expect(priced.status == 400, "\(priced.body)")
            #expect(try await seatsSold(http, service) == [0])
            let sold = try await http.send(
                .POST, "/sales", token: service.clerk.secret,
                body: #"{"tickets": [{"screeningID": "\#(screening)", "quantity": 2}]}"#)
            #expect(sold.status == 201, "\(sold.body)")
            let order = try #require(sold.json?["order"] as? [String: Any])
            #expect(order["customerID"] == nil && sold.json?["customer"] == nil)
            #expect((order["total"] as? [String: Any])?["minorUnits"] as? Int == 2200)
            let status = try #require(order["status"] as? [String: Any])
            #expect(status["name"] as? String == "paid" && status["by"] as? String == "front-1")
            #expect(try await seatsSold(http, service) == [2])
            let none = try await http.send(.POST, "/sales", token: service.clerk.secret, body: #"{"tickets": []}"#)
            #expect(none.status == 400, "\(none.body)")
        }
    }

    @Test func hallsAreAManagersAndAScreeningNeverHasMoreSeatsThanItsHall() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let clerk = try await http.send(
                .POST, "/halls", token: service.clerk.secret, body: #"{"name": "A", "seats": 100}"#)
            #expect(clerk.status == 403, "\(clerk.body)")
            let added = try await http.send(
                .POST, "/halls", token: service.manager.secret, body: #"{"name": " a ", "seats": 100}"#)
            #expect(added.status == 201 && added.json?["name"] as? String == "A", "\(added.body)")
            let again = try await http.send(
                .POST, "/halls", token: service.manager.secret, body: #"{"name": "A", "seats": 5}"#)
            #expect(again.status == 409 && again.json?["type"] as? String == "urn:marquee:problem:hall-exists")
            let silly = try await http.send(
                .POST, "/halls", token: service.manager.secret, body: #"{"name": "B", "seats": 10001}"#)
            #expect(silly.status == 400, "\(silly.body)")
            let big = try await http.send(
                .POST, "/screenings", token: service.manager.secret,
                body: """
                    {"movieID": 348, "hall": "A", "startsAt": "\(ISO8601DateFormatter().string(from: Date().addingTimeInterval(86_400)))",
                     "capacity": 120, "runtimeMinutes": 117, "ticketPrice": {"minorUnits": 1100, "currency": "EUR"}}
                    """)
            #expect(big.status == 422 && big.json?["type"] as? String == "urn:marquee:problem:more-seats-than-hall")
            let taken = try await http.send(
                .POST, "/screenings", token: service.manager.secret,
                body: """
                    {"movieID": 348, "hall": "A", "startsAt": "\(ISO8601DateFormatter().string(from: Date().addingTimeInterval(86_400)))",
                     "runtimeMinutes": 117, "ticketPrice": {"minorUnits": 1100, "currency": "EUR"}}
                    """)
            #expect(taken.status == 201 && taken.json?["capacity"] as? Int == 100, "\(taken.body)")
            let list = try await http.send(.GET, "/halls", token: service.clerk.secret)
            #expect((list.json?["halls"] as? [[String: Any]])?.map { $0["seats"] as? Int } == [100])
        }
    }

    @Test func theServersSchedulingLimitsHoldForACurlDesk() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let token = service.manager.secret
            let soon = ISO8601DateFormatter().string(from: Date().addingTimeInterval(86_400))
            func schedule(_ price: String, at time: String) async throws -> RawHTTP.Answer {
                try await http.send(
                    .POST, "/screenings", token: token,
                    body:
                        #"{"movieID": 348, "hall": "A", "startsAt": "\#(time)", "capacity": 50, "runtimeMinutes": 117, "#
                        + #""ticketPrice": \#(price)}"#)
            }
            let dear = try await schedule(#"{"minorUnits": 9999999999999900, "currency": "EUR"}"#, at: soon)
            #expect(dear.status == 422 && dear.json?["type"] as? String == "urn:marquee:problem:price-too-high")
            #expect((dear.json?["detail"] as? String)?.contains("at most EUR 1000.00") == true, "\(dear.body)")
            let xyz = try await schedule(#"{"minorUnits": 1250, "currency": "XYZ"}"#, at: soon)
            #expect(xyz.status == 422 && xyz.json?["type"] as? String == "urn:marquee:problem:invalid-currency")
            let far = try await schedule(#"{"minorUnits": 1250, "currency": "EUR"}"#, at: "2099-12-24T20:00:00Z")
            #expect(far.status == 409 && far.json?["type"] as? String == "urn:marquee:problem:screening-too-far-ahead")
            #expect(far.json?["value"] as? String == "366")
            #expect(try await http.send(.GET, "/program", token: token).body.contains("\"screenings\":[]"))
        }
    }

    @Test func aScreeningStartsInTheFutureAndTakesItsTitleFromTheServersCatalog() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let token = service.manager.secret
            let price = #""ticketPrice": {"minorUnits": 900, "currency": "EUR"}"#
            let past = try await http.send(
                .POST, "/screenings", token: token,
                body: #"{"movieID": 348, "hall": "A", "startsAt": "2020-01-10T20:00:00Z", "capacity": 50, \#(price)}"#)
            #expect(past.status == 409 && past.json?["type"] as? String == "urn:marquee:problem:screening-in-past")
            let future = ISO8601DateFormatter().string(from: Date().addingTimeInterval(86_400))
            let unknown = try await http.send(
                .POST, "/screenings", token: token,
                body: #"{"movieID": 999999999, "hall": "A", "startsAt": "\#(future)", "capacity": 50, \#(price)}"#)
            #expect(unknown.status == 404 && unknown.json?["type"] as? String == "urn:marquee:problem:movie-not-found")
            let titled = try await http.send(
                .POST, "/screenings", token: token,
                body: """
                    {"movieID": 11, "movieTitle": "Free Beer For Everyone", "hall": "A", "startsAt": "\(future)",
                     "capacity": 50, "runtimeMinutes": 121, \(price)}
                    """)
            #expect(titled.status == 400, "\(titled.body)")
            let scheduled = try await http.send(
                .POST, "/screenings", token: token,
                body:
                    #"{"movieID": 11, "hall": "A", "startsAt": "\#(future)", "capacity": 50, "runtimeMinutes": 121, \#(price)}"#
            )
            #expect(scheduled.status == 201 && scheduled.json?["movieTitle"] as? String == "Star Wars")
            #expect(try await seatsSold(http, service) == [0])
        }
    }

    @Test func aTimeWithFractionalSecondsOrAnOffsetIsReadAsRFC3339() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let start = Date().addingTimeInterval(2 * 86_400)
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            formatter.timeZone = TimeZone(secondsFromGMT: 3600)
            let answer = try await http.send(
                .POST, "/screenings", token: service.manager.secret,
                body: """
                    {"movieID": 348, "hall": "B", "startsAt": "\(formatter.string(from: start))", "capacity": 10,
                     "runtimeMinutes": 117, "ticketPrice": {"minorUnits": 900, "currency": "EUR"}}
                    """)
            #expect(answer.status == 201, "\(answer.body)")
            let stored = try #require(
                (answer.json?["startsAt"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) })
            #expect(abs(stored.timeIntervalSince(start)) < 1)
        }
    }

    @Test func aClerkSellsAndOnlyAManagerSchedulesRenamesAndDeletes() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let clerk = service.clerk.secret
            _ = try await http.send(.POST, "/users", token: clerk, body: #"{"name": "Ash"}"#)
            let future = ISO8601DateFormatter().string(from: Date().addingTimeInterval(86_400))
            let refused: [(HTTPMethod, String, String?, String)] = [
                (
                    .POST, "/screenings",
                    #"{"movieID": 348, "hall": "A", "startsAt": "\#(future)", "capacity": 10, "runtimeMinutes": 117, "ticketPrice": {"minorUnits": 900, "currency": "EUR"}}"#,
                    "scheduleScreening"
                ),
                (.PATCH, "/users/named/Ash", #"{"name": "Ashley"}"#, "renameCustomer"),
                (.DELETE, "/users/named/Ash", nil, "deleteCustomer"),
            ]
            for (method, path, body, action) in refused {
                let answer = try await http.send(method, path, token: clerk, body: body)
                #expect(answer.status == 403, "\(method) \(path): \(answer.body)")
                #expect(answer.json?["type"] as? String == "urn:marquee:problem:not-permitted")
                #expect(answer.json?["action"] as? String == action && answer.json?["role"] as? String == "clerk")
                #expect(answer.json?["permittedRoles"] as? [String] == ["manager"])
            }
            let users = try await http.send(.GET, "/users", token: clerk)
            #expect((users.json?["users"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Ash"])
            let manager = service.manager.secret
            #expect(
                try await http.send(.PATCH, "/users/named/Ash", token: manager, body: #"{"name": "Ashley"}"#).status
                    == 200)
            #expect(try await http.send(.DELETE, "/users/named/Ashley", token: manager).status == 200)
        }
    }

    @Test func aRetryWithTheSameKeyIsAnsweredTheSameAndPlacesOnce() async throws {
        try await withLoopbackService { service, _ in
            let http = RawHTTP(port: service.port)
            let screening = try await schedule(http, service)
            _ = try await http.send(.POST, "/users", token: service.clerk.secret, body: #"{"name": "Ash"}"#)
            let body = #"{"customerName": "Ash", "tickets": [{"screeningID": "\#(screening)", "quantity": 3}]}"#
            let first = try await http.send(
                .POST, "/orders", token: service.clerk.secret, body: body, headers: ["Idempotency-Key": "ash-1"])
            let retry = try await http.send(
                .POST, "/orders", token: service.clerk.secret, body: body, headers: ["Idempotency-Key": "ash-1"])
            #expect(first.status == 201 && retry.status == 201 && first.body == retry.body)
            #expect(retry.headers["idempotent-replayed"] == "true")
            #expect(try await seatsSold(http, service) == [3])
            let other = try await http.send(
                .POST, "/orders", token: service.clerk.secret, body: body.replacingOccurrences(of: "3}", with: "4}"),
                headers: ["Idempotency-Key": "ash-1"])
            #expect(other.status == 422, "\(other.body)")
            // Another desk's key of the same name is its own.
            let theirs = try await http.send(
                .POST, "/orders", token: service.manager.secret, body: body, headers: ["Idempotency-Key": "ash-1"])
            #expect(theirs.status == 201 && theirs.headers["idempotent-replayed"] == nil)
            #expect(try await seatsSold(http, service) == [6])
        }
    }

    @Test func everyOrderNamesTheDesksThatPlacedAndSettledIt() async throws {
        try await withLoopbackService { service, clerkClient in
            let managerClient = try service.client(token: service.manager)
            defer { Task { await managerClient.shutdown() } }
            let manager = BoxOfficeUseCases(service: managerClient)
            let screening = try await manager.schedule.execute(
                movieID: MovieID(348), hall: Hall("A"),
                startsAt: Timestamp(secondsSinceEpoch: Int64(Date().timeIntervalSince1970) + 86_400),
                capacity: 10, ticketPrice: Money(minorUnits: 1000, currency: .eur), runtimeMinutes: 117)
            _ = try await AccountsUseCases(service: clerkClient).register.execute(name: UserName("Ash"))
            let clerk = BoxOfficeUseCases(service: clerkClient)
            let placed = try await clerk.place.execute(
                customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening.id, quantity: 1)])
            let cancelled = try await manager.cancel.execute(placed.order.id)
            #expect(cancelled.order.placedBy?.displayName == "front-1")
            #expect(cancelled.order.settledBy?.displayName == "office")
            #expect(try await clerk.order.execute(placed.order.id) == cancelled)
        }
    }
}
#endif
