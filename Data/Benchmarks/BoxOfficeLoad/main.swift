// box-office-load: places orders against one screening in one Marquee SQLite
// file through SQLiteBoxOfficeStore, and prints what happened. Run from
// several processes at once by the Data tests (the concurrency proof) and as
// the orders-per-second benchmark:
//
//   box-office-load DB setup --screening s1 --capacity 100
//   box-office-load DB place --screening s1 --orders 500 [--quantity 1] [--prefix p1]
//   box-office-load DB check
//
// `place` prints one line `placed=N soldOut=N failed=N seconds=S ordersPerSecond=R`
// and exits 1 when an order failed for any reason other than "sold out".
// `check` prints `integrity=ok seatsSold=N orderedSeats=N orders=N`.
import Foundation
import GRDB
import MarqueeData
import MarqueeDomain
import MarqueeInfrastructure

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

func setUp(_ store: SQLiteBoxOfficeStore, arguments: [String]) async throws {
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

func place(_ store: SQLiteBoxOfficeStore, arguments: [String]) async throws -> Bool {
    let screeningID = try ScreeningID(option("--screening", in: arguments))
    let count = try integer("--orders", in: arguments)
    let quantity = try integer("--quantity", in: arguments, default: 1)
    let prefix = try option("--prefix", in: arguments, default: "p\(ProcessInfo.processInfo.processIdentifier)")
    let customer = try UserID("load-\(prefix)")
    var placed = 0, soldOut = 0, failed = 0
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<count {
        let order = try Order(
            id: OrderID("\(prefix)-\(index)"), customer: customer,
            lines: [
                OrderLine(
                    screeningID: screeningID, quantity: quantity, unitPrice: Money(minorUnits: 1250, currency: .eur))
            ],
            placedAt: Timestamp(secondsSinceEpoch: 1_800_000_000)
        )
        do {
            try await store.place(order)
            placed += 1
        } catch .soldOut {
            soldOut += 1
        } catch {
            failed += 1
            FileHandle.standardError.write(Data("order \(order.id): \(error)\n".utf8))
        }
    }
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = seconds > 0 ? Double(count) / seconds : 0
    print(
        "placed=\(placed) soldOut=\(soldOut) failed=\(failed) seconds=\(String(format: "%.3f", seconds)) "
            + "ordersPerSecond=\(String(format: "%.0f", rate))")
    return failed == 0
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
                    JOIN "order" ON "order".id = order_line.order_id WHERE "order".status != 'cancelled'
                    """) ?? -1,
            try Int.fetchOne(db, sql: "SELECT count(*) FROM \"order\"") ?? -1
        )
    }
    print(
        "integrity=\(integrity.joined(separator: ";")) seatsSold=\(seatsSold) orderedSeats=\(orderedSeats) orders=\(orders)"
    )
    return integrity == ["ok"] && seatsSold == orderedSeats
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    guard arguments.count >= 2 else {
        throw Usage(description: "usage: box-office-load DB (setup|place|check) [options]")
    }
    let database = try MarqueeDatabase.open(
        at: .file(URL(fileURLWithPath: arguments[0])), busyTimeout: .seconds(30)
    )
    let store = SQLiteBoxOfficeStore(database: database)
    let succeeded: Bool
    switch arguments[1] {
    case "setup":
        try await setUp(store, arguments: arguments)
        succeeded = true
    case "place":
        succeeded = try await place(store, arguments: arguments)
    case "check":
        succeeded = try await check(database)
    default:
        throw Usage(description: "unknown command \(arguments[1]); use setup, place or check")
    }
    exit(succeeded ? 0 : 1)
} catch {
    FileHandle.standardError.write(Data("box-office-load: \(error)\n".utf8))
    exit(2)
}
