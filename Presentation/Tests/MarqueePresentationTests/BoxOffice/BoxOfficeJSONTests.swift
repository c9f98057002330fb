import Foundation
import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct BoxOfficeJSONTests {
    let times: LocalTimeFormat

    init() throws {
        times = try TestZones.berlin()
    }

    /// The top-level object `document` prints as.
    func object(_ document: JSONValue) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(document.text.utf8)) as? [String: Any])
    }

    @Test func moneyIsAnExactStringWithItsCurrencyAndMinorUnits() throws {
        #expect(
            BoxOfficeJSON.money(Money(minorUnits: 1250, currency: .kwd)).text == """
                {
                  "amount" : "1.250",
                  "currency" : "KWD",
                  "minorUnits" : 1250
                }
                """)
        #expect(
            try object(BoxOfficeJSON.money(Money(minorUnits: -305, currency: .eur)))["amount"] as? String == "-3.05")
        #expect(try object(BoxOfficeJSON.money(Money(minorUnits: 1200, currency: .jpy)))["amount"] as? String == "1200")
    }

    @Test func aScreeningHasEveryFieldWithLocalTimesAndOffsets() throws {
        let screening = try BoxOfficeFixtures.screening("screening-1", capacity: 80, seatsSold: 5)
        let json = try object(BoxOfficeJSON.screening(screening, times: times))
        #expect(
            Set(json.keys) == [
                "id", "movieID", "movieTitle", "hall", "startsAt", "endsAt", "runtimeMinutes", "capacity", "seatsSold",
                "seatsLeft", "ticketPrice", "cancelledAt", "cancelledBy",
            ])
        #expect(json["cancelledAt"] is NSNull && json["cancelledBy"] is NSNull)
        var cancelled = screening
        try cancelled.cancel(at: SharedFixtures.now, by: DeskName("office"))
        let off = try object(BoxOfficeJSON.screening(cancelled, times: times))
        #expect(
            off["cancelledAt"] as? String == "2026-11-22T13:00:00+01:00" && off["cancelledBy"] as? String == "office")
        #expect(json["startsAt"] as? String == "2026-11-23T13:00:00+01:00")
        #expect(json["endsAt"] as? String == "2026-11-23T14:57:00+01:00")
        #expect(json["seatsLeft"] as? Int == 75 && json["movieID"] as? Int == 348)
        #expect((json["ticketPrice"] as? [String: Any])?["amount"] as? String == "12.50")
        var state = ProgramState(times: times)
        state.screenings = [screening]
        let program = try object(state.json)
        #expect(Set(program.keys) == ["timeZone", "screenings"])
        #expect(program["timeZone"] as? String == "Europe/Berlin")
    }

    @Test func aHeldOrderSaysUntilWhenAndAnExpiredOneWhenItRanOut() throws {
        let line = try OrderLine(screeningID: ScreeningID("s-1"), quantity: 2, unitPrice: BoxOfficeFixtures.ticketPrice)
        let held = try Order(
            id: OrderID("order-1"), customer: UserID("user-1"), lines: [line], placedAt: SharedFixtures.now,
            heldUntil: SharedFixtures.now(plus: 15))
        let heldJSON = try object(
            BoxOfficeJSON.order(OrderReceipt(order: held, customer: nil, screenings: []), times: times))
        #expect(heldJSON["heldUntil"] as? String == "2026-11-22T13:15:00+01:00")
        #expect(heldJSON["status"] as? String == "unpaid" && heldJSON["expiredAt"] is NSNull)
        let summary = OrderSummary(receipt: OrderReceipt(order: held, customer: nil, screenings: []), times: times)
        #expect(summary.statusText == "unpaid, held until 2026-11-22 13:15")

        let expired = try Order(
            id: OrderID("order-1"), customer: UserID("user-1"), lines: [line], placedAt: SharedFixtures.now,
            heldUntil: SharedFixtures.now(plus: 15), status: .expired(at: SharedFixtures.now(plus: 15)))
        let expiredJSON = try object(
            BoxOfficeJSON.order(OrderReceipt(order: expired, customer: nil, screenings: []), times: times))
        #expect(expiredJSON["status"] as? String == "expired" && expiredJSON["heldUntil"] is NSNull)
        #expect(expiredJSON["expiredAt"] as? String == "2026-11-22T13:15:00+01:00")
        let ended = OrderSummary(receipt: OrderReceipt(order: expired, customer: nil, screenings: []), times: times)
        #expect(ended.statusText == "expired 2026-11-22 13:15" && !ended.isUnpaid)
        #expect(
            BoxOfficeError.orderNotUnpaid(.expired(at: SharedFixtures.now(plus: 15))).userMessage(times: times)
                == "This order's hold ran out at 2026-11-22 13:15 and its seats went back on sale; it cannot be paid "
                + "or cancelled — place a new order.")
    }

    @Test func anUnpaidOrderWritesItsUnknownsAsNull() throws {
        let order = try Order(
            id: OrderID("order-1"), customer: UserID("user-gone"),
            lines: [OrderLine(screeningID: ScreeningID("gone"), quantity: 2, unitPrice: BoxOfficeFixtures.ticketPrice)],
            placedAt: SharedFixtures.now
        )
        let object = try object(
            BoxOfficeJSON.order(OrderReceipt(order: order, customer: nil, screenings: []), times: times))
        #expect(
            Set(object.keys) == [
                "id", "customerID", "customerName", "walkIn", "lines", "ticketCount", "total", "status", "placedAt",
                "placedBy", "heldUntil", "paidAt", "cancelledAt", "refundedAt", "expiredAt", "settledBy",
            ])
        #expect(object["walkIn"] as? Bool == false && object["customerID"] as? String == "user-gone")
        #expect(object["customerName"] is NSNull && object["paidAt"] is NSNull && object["cancelledAt"] is NSNull)
        #expect(object["refundedAt"] is NSNull && object["expiredAt"] is NSNull && object["heldUntil"] is NSNull)
        #expect(object["placedBy"] is NSNull && object["settledBy"] is NSNull)
        #expect(object["status"] as? String == "unpaid" && object["placedAt"] as? String == "2026-11-22T13:00:00+01:00")
        let line = try #require((object["lines"] as? [[String: Any]])?.first)
        #expect(
            Set(line.keys) == ["screeningID", "quantity", "unitPrice", "subtotal", "movieTitle", "hall", "startsAt"])
        #expect(line["movieTitle"] is NSNull && line["hall"] is NSNull && line["startsAt"] is NSNull)
    }

    @Test func aPaidOrCancelledOrderSaysWhen() throws {
        let ripley = try AccountsFixtures.ripley
        let screening = try BoxOfficeFixtures.screening("screening-1")
        let paid = try BoxOfficeFixtures.order(
            customer: ripley.id, screening: screening, status: .paid(at: SharedFixtures.now))
        let json = try object(
            BoxOfficeJSON.order(OrderReceipt(order: paid, customer: ripley, screenings: [screening]), times: times))
        #expect(json["status"] as? String == "paid" && json["paidAt"] as? String == "2026-11-22T13:00:00+01:00")
        #expect(json["cancelledAt"] is NSNull)
        #expect(json["customerName"] as? String == "Ripley" && json["ticketCount"] as? Int == 2)
        #expect((json["total"] as? [String: Any])?["minorUnits"] as? Int == 2500)
        let line = try #require((json["lines"] as? [[String: Any]])?.first)
        #expect(line["movieTitle"] as? String == "Alien" && line["startsAt"] as? String == "2026-11-23T13:00:00+01:00")
        let cancelled = try BoxOfficeFixtures.order(
            customer: ripley.id, screening: screening, status: .cancelled(at: SharedFixtures.now)
        )
        let cancelledJSON = try object(
            BoxOfficeJSON.order(OrderReceipt(order: cancelled, customer: ripley, screenings: []), times: times)
        )
        #expect(cancelledJSON["status"] as? String == "cancelled" && cancelledJSON["paidAt"] is NSNull)
        #expect(cancelledJSON["cancelledAt"] as? String == "2026-11-22T13:00:00+01:00")
        var state = CustomerOrdersState(times: times)
        state.orders = CustomerOrders(customer: ripley, orders: [paid, cancelled], screenings: [screening])
        let orders = try object(state.json)
        #expect(Set(orders.keys) == ["customerID", "customerName", "orders"])
        #expect((orders["orders"] as? [Any])?.count == 2)
    }

    @Test func usersAreIdAndName() throws {
        var state = UsersState()
        state.users = [try AccountsFixtures.ripley]
        #expect(
            state.json.text == """
                {
                  "users" : [
                    {
                      "id" : "user-ripley",
                      "name" : "Ripley"
                    }
                  ]
                }
                """)
    }

    @MainActor @Test func viewModelsRenderTheirStateAsJSON() async throws {
        let ripley = try AccountsFixtures.ripley
        let world = try CinemaWorld(users: [ripley], screenings: [try BoxOfficeFixtures.screening("screening-1")])
        let orders = world.orderViewModel()
        #expect(orders.state.json == .null)
        let placed = await orders.placeCommand(
            for: try UserName("Ripley"),
            tickets: [TicketRequest(screeningID: try ScreeningID("screening-1"), quantity: 1)],
            format: .json)
        #expect(placed.outcome == .success)
        let placedObject = try #require(
            try JSONSerialization.jsonObject(with: Data(placed.standardOutput.joined().utf8)) as? [String: Any]
        )
        #expect(((placedObject["lines"] as? [[String: Any]])?.first)?["hall"] as? String == "A")
        let schedule = world.scheduleViewModel()
        let scheduled = await schedule.scheduleCommand(
            movie: try MovieID(1), hall: try Hall("B"), startsAt: try Input.time("2026-12-24 20:00", in: world.times),
            seats: 5, price: try Input.price("9 EUR"), format: .json
        )
        #expect(scheduled.standardOutput.joined().contains("\"runtimeMinutes\" : 153"))
        let program = world.programViewModel()
        let programOutput = await program.programCommand(bookableOnly: false, format: .json)
        #expect(programOutput.standardOutput.joined().contains("\"id\" : \"id-2\""))
        let list = world.customerOrdersViewModel()
        let listed = await list.listCommand(try UserName("Ripley"), format: .json)
        #expect(listed.standardOutput.joined().contains("\"id\" : \"id-1\""))
        let users = world.usersViewModel()
        let usersOutput = await users.listCommand(format: .json)
        #expect(usersOutput.standardOutput.joined().contains("\"name\" : \"Ripley\""))
    }
}
