import Foundation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct BoxOfficeJSONTests {
    let times: LocalTimeFormat

    init() throws {
        times = try TestZones.berlin()
    }

    /// The top-level object `value` encodes to.
    func object(_ value: some Encodable) throws -> [String: Any] {
        let data = Data(try JSONOutput.string(value).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func moneyIsAnExactStringWithItsCurrencyAndMinorUnits() throws {
        #expect(try JSONOutput.string(MoneyJSON(Money(minorUnits: 1250, currency: .kwd))) == """
        {
          "amount" : "1.250",
          "currency" : "KWD",
          "minorUnits" : 1250
        }
        """)
        #expect(MoneyJSON(Money(minorUnits: -305, currency: .eur)).amount == "-3.05")
        #expect(MoneyJSON(Money(minorUnits: 1200, currency: .jpy)).amount == "1200")
    }

    @Test func aScreeningHasEveryFieldWithLocalTimesAndOffsets() throws {
        let screening = try BoxOfficeFixtures.screening("screening-1", capacity: 80, seatsSold: 5)
        let json = ScreeningJSON(screening, times: times)
        #expect(json == (try JSONDecoder().decode(ScreeningJSON.self, from: Data(JSONOutput.string(json).utf8))))
        let object = try object(json)
        #expect(Set(object.keys) == [
            "id", "movieID", "movieTitle", "hall", "startsAt", "endsAt", "runtimeMinutes", "capacity", "seatsSold",
            "seatsLeft", "ticketPrice",
        ])
        #expect(json.startsAt == "2026-11-23T13:00:00+01:00" && json.endsAt == "2026-11-23T14:57:00+01:00")
        #expect(json.seatsLeft == 75 && json.movieID == 348 && json.ticketPrice.amount == "12.50")
        let program = try self.object(ProgramJSON([screening], times: times))
        #expect(Set(program.keys) == ["timeZone", "screenings"])
        #expect(program["timeZone"] as? String == "Europe/Berlin")
    }

    @Test func anUnpaidOrderWritesItsUnknownsAsNull() throws {
        let order = try Order(
            id: OrderID("order-1"), customer: UserID("user-gone"),
            lines: [OrderLine(screeningID: ScreeningID("gone"), quantity: 2, unitPrice: BoxOfficeFixtures.ticketPrice)],
            placedAt: SharedFixtures.now
        )
        let object = try object(OrderJSON(order, customer: nil, screenings: [:], times: times))
        #expect(Set(object.keys) == [
            "id", "customerID", "customerName", "lines", "ticketCount", "total", "status", "placedAt", "paidAt",
            "cancelledAt",
        ])
        #expect(object["customerName"] is NSNull && object["paidAt"] is NSNull && object["cancelledAt"] is NSNull)
        #expect(object["status"] as? String == "unpaid" && object["placedAt"] as? String == "2026-11-22T13:00:00+01:00")
        let line = try #require((object["lines"] as? [[String: Any]])?.first)
        #expect(Set(line.keys) == ["screeningID", "quantity", "unitPrice", "subtotal", "movieTitle", "hall", "startsAt"])
        #expect(line["movieTitle"] is NSNull && line["hall"] is NSNull && line["startsAt"] is NSNull)
    }

    @Test func aPaidOrCancelledOrderSaysWhen() throws {
        let ripley = try AccountsFixtures.ripley
        let screening = try BoxOfficeFixtures.screening("screening-1")
        let paid = try BoxOfficeFixtures.order(customer: ripley.id, screening: screening, status: .paid(at: SharedFixtures.now))
        let json = OrderJSON(paid, customer: ripley, screenings: [screening.id: screening], times: times)
        #expect(json.status == "paid" && json.paidAt == "2026-11-22T13:00:00+01:00" && json.cancelledAt == nil)
        #expect(json.customerName == "Ripley" && json.total.minorUnits == 2500 && json.ticketCount == 2)
        #expect(json.lines.first?.movieTitle == "Alien" && json.lines.first?.startsAt == "2026-11-23T13:00:00+01:00")
        let cancelled = try BoxOfficeFixtures.order(
            customer: ripley.id, screening: screening, status: .cancelled(at: SharedFixtures.now)
        )
        let cancelledJSON = OrderJSON(cancelled, customer: ripley, screenings: [:], times: times)
        #expect(cancelledJSON.status == "cancelled" && cancelledJSON.paidAt == nil)
        #expect(cancelledJSON.cancelledAt == "2026-11-22T13:00:00+01:00")
        let orders = try object(OrdersJSON(customer: ripley, orders: [paid, cancelled], screenings: [:], times: times))
        #expect(Set(orders.keys) == ["customerID", "customerName", "orders"])
        #expect((orders["orders"] as? [Any])?.count == 2)
    }

    @Test func usersAreIdAndName() throws {
        #expect(try JSONOutput.string(UsersJSON([AccountsFixtures.ripley])) == """
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

    @MainActor @Test func viewModelsGiveTheirJSON() async throws {
        let ripley = try AccountsFixtures.ripley
        let world = try CinemaWorld(users: [ripley], screenings: [try BoxOfficeFixtures.screening("screening-1")])
        let orders = world.orderViewModel()
        #expect(OrderJSON(orders) == nil)
        await orders.place(userNameText: "Ripley", screeningIDText: "screening-1", quantity: 1)
        #expect(OrderJSON(orders)?.lines.first?.hall == "A")
        let schedule = world.scheduleViewModel()
        #expect(ScreeningJSON(schedule) == nil)
        await schedule.schedule(movieIDText: "1", hallText: "B", timeText: "2026-12-24 20:00", seats: 5, priceText: "9 EUR")
        #expect(ScreeningJSON(schedule)?.runtimeMinutes == 153)
        let program = world.programViewModel()
        await program.load()
        #expect(ProgramJSON(program).screenings.map(\.id) == ["screening-1", "id-2"])
        let list = world.customerOrdersViewModel()
        await list.load(userNameText: "Ripley")
        #expect(OrdersJSON(list)?.orders.map(\.id) == ["id-1"])
        let users = world.usersViewModel()
        await users.load()
        #expect(UsersJSON(users).users.map(\.name) == ["Ripley"])
    }
}
