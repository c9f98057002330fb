// box-office-load: places orders against one screening through a Marquee
// store — SQLiteBoxOfficeStore on one SQLite file, or PostgreSQLBoxOfficeStore
// on the server MARQUEE_DATABASE_URL names when DB is `postgres` — and prints
// what happened. Run from several processes at once by the Data tests (the
// concurrency proofs) and by Scripts/Benchmarks/benchmark-box-office:
//
//   box-office-load DB setup --screening s1 --capacity 100
//   box-office-load DB place --screening s1 --orders 500 [--quantity 1] [--prefix p1] [--clients 1] [--as-desk]
//   box-office-load DB check
//   box-office-load DB report [--screenings 30] [--orders 10000] [--runs 20]
//
// `place` prints one line `placed=N soldOut=N failed=N seconds=S ordersPerSecond=R`
// and exits 1 when an order failed for any reason other than "sold out";
// `--clients N` places them from N concurrent tasks (N connections).
// `--as-desk` places each as a desk with the store does (`marquee orders
// place`): the use case, which finds the customer by name and checks the
// screening before the store's own transaction, with the real clock and
// random order ids; without it, orders made here go straight to the store.
// `check` prints `integrity=ok seatsSold=N orderedSeats=N orders=N`.
// `report` fills an empty store with a day of screenings and orders across
// them (every third paid, every tenth of those refunded, every seventh
// cancelled), then times the day's report against its baseline, the store's
// read of the same orders alone, and prints the medians and their ratio.
import Foundation
import GRDB
import MarqueeData
import MarqueeDataPostgreSQL
import MarqueeDataSQLite
import PostgresNIO
import MarqueeDomain
import MarqueeSQLite
import MarqueePostgreSQL

struct Usage: Error, CustomStringConvertible {
    let description: String
}

func option(_ name: String, in arguments: [String], default fallback: String? = nil) throws -> String {
    if let index = arguments.firstIndex(of: name), arguments.indices.contains(index + 1) {
        return arguments[index + 1]
    }
    guard let fallback else { throw Usage(description: "missing \(name)") }
    return fallback
}

func integer(_ name: String, in arguments: [String], default fallback: Int? = nil) throws -> Int {
    let text = try option(name, in: arguments, default: fallback.map(String.init))
    guard let value = Int(text) else { throw Usage(description: "\(name) must be a whole number, not \(text)") }
    return value
}

typealias Store = any ScreeningRepository & OrderRepository

/// The database the orders go to.
enum Backend {
    case sqlite(SQLiteDatabase)
    case postgres(PostgreSQLDatabase)

    var store: Store {
        switch self {
        case let .sqlite(database): SQLiteBoxOfficeStore(database: database)
        case let .postgres(database): PostgreSQLBoxOfficeStore(database: database)
        }
    }

    /// The customers, in the same database (orders name theirs by a foreign key).
    var users: any UserRepository {
        switch self {
        case let .sqlite(database): SQLiteUserRepository(database: database)
        case let .postgres(database): PostgreSQLUserRepository(database: database)
        }
    }
}

func setUp(_ store: Store, arguments: [String]) async throws {
    // Far in the future, so it is always bookable.
    let screening = try Screening(
        id: ScreeningID(option("--screening", in: arguments)), movieID: MovieID(348), movieTitle: "Alien",
        hall: Hall(option("--hall", in: arguments, default: "A")),
        startsAt: Timestamp(secondsSinceEpoch: 4_000_000_000), runtimeMinutes: 117,
        capacity: integer("--capacity", in: arguments), ticketPrice: Money(minorUnits: 1250, currency: .eur)
    )
    try await store.add(screening)
    print("screening=\(screening.id) capacity=\(screening.capacity)")
}

/// What one client's orders came to.
struct Tally: Sendable {
    var placed = 0, soldOut = 0, failed = 0

    static func + (left: Tally, right: Tally) -> Tally {
        Tally(
            placed: left.placed + right.placed, soldOut: left.soldOut + right.soldOut,
            failed: left.failed + right.failed)
    }
}

func place(_ store: Store, users: any UserRepository, arguments: [String]) async throws -> Bool {
    let screeningID = try ScreeningID(option("--screening", in: arguments))
    let count = try integer("--orders", in: arguments)
    let quantity = try integer("--quantity", in: arguments, default: 1)
    let clients = try integer("--clients", in: arguments, default: 1)
    guard clients >= 1 else { throw Usage(description: "--clients must be at least 1") }
    let prefix = try option("--prefix", in: arguments, default: "p\(ProcessInfo.processInfo.processIdentifier)")
    let customer = try UserID("load-\(prefix)")
    // Made one at a time, so a count far beyond what a run reaches (a writer
    // the tests kill) costs nothing up front.
    @Sendable func makeOrder(_ index: Int) throws -> Order {
        try Order(
            id: OrderID("\(prefix)-\(index)"), customer: customer,
            lines: [
                OrderLine(
                    screeningID: screeningID, quantity: quantity, unitPrice: Money(minorUnits: 1250, currency: .eur))
            ],
            placedAt: Timestamp(secondsSinceEpoch: 1_800_000_000)
        )
    }
    _ = try makeOrder(0)  // a bad option fails here, before any order is placed
    // The orders' customer, registered once (a retry of this process finds it).
    if try await users.user(withID: customer) == nil {
        try await users.save(User(id: customer, name: UserName(String("load-\(prefix)".prefix(32)))))
    }
    let asDesk = arguments.contains("--as-desk")
    let desk = PlaceOrderInteractor(
        users: users, screenings: store, orders: store, ids: RandomIDGenerator(prefix: "o-"), clock: SystemTimeSource())
    let customerName = try UserName(String("load-\(prefix)".prefix(32)))
    let clock = ContinuousClock()
    let start = clock.now
    let tally = await withTaskGroup(of: Tally.self) { group in
        for client in 0..<clients {
            group.addTask {
                var tally = Tally()
                for index in stride(from: client, to: count, by: clients) {
                    let order: Order
                    do { order = try makeOrder(index) } catch {
                        tally.failed += 1
                        FileHandle.standardError.write(Data("order \(index): \(error)\n".utf8))
                        continue
                    }
                    do throws(BoxOfficeError) {
                        if asDesk {
                            _ = try await desk.execute(
                                customerNamed: customerName,
                                tickets: [TicketRequest(screeningID: screeningID, quantity: quantity)])
                        } else {
                            try await store.place(order)
                        }
                        tally.placed += 1
                    } catch .soldOut {
                        tally.soldOut += 1
                    } catch {
                        tally.failed += 1
                        FileHandle.standardError.write(Data("order \(order.id): \(error)\n".utf8))
                    }
                }
                return tally
            }
        }
        return await group.reduce(Tally(), +)
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = seconds > 0 ? Double(count) / seconds : 0
    print(
        "placed=\(tally.placed) soldOut=\(tally.soldOut) failed=\(tally.failed) seconds=\(String(format: "%.3f", seconds)) "
            + "ordersPerSecond=\(String(format: "%.0f", rate))")
    return tally.failed == 0
}

func check(_ database: SQLiteDatabase) async throws -> Bool {
    let integrity = try await database.integrityCheck()
    let (seatsSold, orderedSeats, orders) = try await database.read { db in
        (
            try Int.fetchOne(db, sql: "SELECT coalesce(sum(seats_sold), 0) FROM screening") ?? -1,
            try Int.fetchOne(
                db,
                sql: """
                    SELECT coalesce(sum(quantity), 0) FROM order_line
                    JOIN "order" ON "order".id = order_line.order_id WHERE "order".status IN ('unpaid', 'paid')
                    """) ?? -1,
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \"order\"") ?? -1
        )
    }
    print(
        "integrity=\(integrity.joined(separator: ";")) seatsSold=\(seatsSold) orderedSeats=\(orderedSeats) orders=\(orders)"
    )
    return integrity == ["ok"] && seatsSold == orderedSeats
}

func check(_ database: PostgreSQLDatabase) async throws -> Bool {
    let (seatsSold, orderedSeats, orders) = try await database.read {
        connection, logger async throws -> (Int64, Int64, Int64) in
        let rows = try await connection.query(
            """
            SELECT
                (SELECT coalesce(sum(seats_sold), 0)::bigint FROM marquee.screenings),
                (SELECT coalesce(sum(quantity), 0)::bigint FROM marquee.order_lines l
                    JOIN marquee.orders o ON o.id = l.order_id WHERE o.status IN ('unpaid', 'paid')),
                (SELECT count(*) FROM marquee.orders)
            """,
            logger: logger
        ).collect()
        guard let row = rows.first else { return (-1, -1, -1) }
        return try row.decode((Int64, Int64, Int64).self)
    }
    print("integrity=ok seatsSold=\(seatsSold) orderedSeats=\(orderedSeats) orders=\(orders)")
    return seatsSold == orderedSeats
}

func report(_ store: Store, users: any UserRepository, arguments: [String]) async throws -> Bool {
    let screeningCount = try integer("--screenings", in: arguments, default: 30)
    let orderCount = try integer("--orders", in: arguments, default: 10_000)
    let runs = try integer("--runs", in: arguments, default: 20)
    guard screeningCount >= 1, orderCount >= 1, runs >= 1 else {
        throw Usage(description: "--screenings, --orders and --runs must be at least 1")
    }
    let day = Timestamp(secondsSinceEpoch: 4_000_000_000)
    var screenings: [Screening] = []
    for index in 0..<screeningCount {
        let screening = try Screening(
            id: ScreeningID("r-\(index)"), movieID: MovieID(348), movieTitle: "Alien", hall: Hall("H\(index)"),
            startsAt: day.adding(minutes: 60 + index % 12 * 60), runtimeMinutes: 117, capacity: 10_000,
            ticketPrice: Money(minorUnits: 1250, currency: .eur))
        try await store.add(screening)
        screenings.append(screening)
    }
    let customer = try UserID("report-load")
    if try await users.user(withID: customer) == nil {
        try await users.save(User(id: customer, name: UserName("report-load")))
    }
    for index in 0..<orderCount {
        let screening = screenings[index % screeningCount]
        let order = try Order(
            id: OrderID("r-\(index)"), customer: customer,
            lines: [OrderLine(screeningID: screening.id, quantity: 1 + index % 3, unitPrice: screening.ticketPrice)],
            placedAt: day)
        try await store.place(order)
        if index % 3 == 0 {
            _ = try await store.recordPayment(of: order.id, at: day, by: nil)
            if index % 30 == 0 {
                _ = try await store.recordCancellation(of: order.id, at: day, by: nil, allowingRefund: true)
            }
        } else if index % 7 == 0 {
            _ = try await store.recordCancellation(of: order.id, at: day, by: nil, allowingRefund: false)
        }
    }
    let ids = Set(screenings.map(\.id))
    let interactor = DayReportInteractor(screenings: store, orders: store)
    let clock = ContinuousClock()
    func milliseconds(_ body: () async throws -> Void) async rethrows -> Double {
        let start = clock.now
        try await body()
        let elapsed = clock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }
    var baseline: [Double] = []
    var timed: [Double] = []
    var lastReport: DayReport?
    for _ in 0..<runs {
        baseline.append(try await milliseconds { _ = try await store.orders(forScreenings: ids) })
        timed.append(
            try await milliseconds {
                lastReport = try await interactor.execute(from: day, to: day.adding(minutes: 24 * 60))
            })
    }
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    guard let report = lastReport else { throw Usage(description: "no report was made") }
    let format = { (value: Double) in String(format: "%.1f", value) }
    print(
        "orders=\(orderCount) screenings=\(report.rows.count) seatsPaid=\(report.seatsPaid) "
            + "seatsHeld=\(report.seatsHeld) baselineMedianMs=\(format(median(baseline))) "
            + "reportMedianMs=\(format(median(timed))) reportMaxMs=\(format(timed.max() ?? 0)) "
            + "ratio=\(String(format: "%.2f", median(timed) / max(median(baseline), 0.001)))")
    return report.rows.count == screeningCount
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    guard arguments.count >= 2 else {
        throw Usage(description: "usage: box-office-load DB (setup|place|report|check) [options]")
    }
    let backend: Backend
    if arguments[0] == "postgres" {
        guard let url = ProcessInfo.processInfo.environment["MARQUEE_DATABASE_URL"] else {
            throw Usage(description: "DB postgres needs MARQUEE_DATABASE_URL=postgres://USER:PASSWORD@HOST:PORT/DB")
        }
        // One connection per client at least.
        let clients = try integer("--clients", in: arguments, default: 1)
        var settings = try PostgreSQLSettings(url: url)
        if settings.maximumConnections < clients {
            settings = try PostgreSQLSettings(url: url + (url.contains("?") ? "&" : "?") + "pool_max=\(clients)")
        }
        backend = .postgres(try await MarqueePostgreSQLSchema.open(settings))
    } else {
        backend = .sqlite(
            try MarqueeDatabase.open(at: .file(URL(fileURLWithPath: arguments[0])), busyTimeout: .seconds(30)))
    }
    let succeeded: Bool
    switch arguments[1] {
    case "setup":
        try await setUp(backend.store, arguments: arguments)
        succeeded = true
    case "place":
        succeeded = try await place(backend.store, users: backend.users, arguments: arguments)
    case "report":
        succeeded = try await report(backend.store, users: backend.users, arguments: arguments)
    case "check":
        switch backend {
        case let .sqlite(database): succeeded = try await check(database)
        case let .postgres(database): succeeded = try await check(database)
        }
    default:
        throw Usage(description: "unknown command \(arguments[1]); use setup, place, report or check")
    }
    exit(succeeded ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("box-office-load: \(error)\n".utf8))
    exit(2)
}
