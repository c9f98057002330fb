import MarqueeDataSQLite
import MarqueeDataTesting
import Foundation
import MarqueeData
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import MarqueeSQLite
import Testing

/// Many buyers, few seats, one SQLite file: exactly the capacity is sold,
/// every successful order is stored, every other buyer is told "sold out",
/// and nothing is half-written.
@Suite struct BoxOfficeConcurrencyTests {
    @Test func concurrentOrdersFromSeveralProcessesSellExactlyTheCapacity() async throws {
        try await withScratchDirectory { directory in
            let file = directory.appendingPathComponent("marquee.sqlite")
            let capacity = 300, processes = 4, ordersEach = 150
            let setup = try await BoxOfficeLoadProcess.run(
                database: file, "setup", "--screening", "s1", "--capacity", "\(capacity)")
            try #require(setup.status == 0, "setup: \(setup.stderr)")

            let running = try (0..<processes).map { index in
                try BoxOfficeLoadProcess(
                    database: file,
                    [
                        "place", "--screening", "s1", "--orders", "\(ordersEach)", "--prefix", "p\(index)",
                    ])
            }
            var outcomes: [BoxOfficeLoadProcess.Outcome] = []
            for process in running { outcomes.append(await process.finish()) }
            for outcome in outcomes { #expect(outcome.status == 0, "\(outcome.stdout) \(outcome.stderr)") }
            #expect(outcomes.map { $0.count("placed") }.reduce(0, +) == capacity)
            #expect(outcomes.map { $0.count("soldOut") }.reduce(0, +) == processes * ordersEach - capacity)
            #expect(outcomes.map { $0.count("failed") }.reduce(0, +) == 0)

            let database = try MarqueeDatabase.open(at: .file(file))
            let ledger = try await SeatLedger.read(from: database)
            #expect(
                ledger
                    == SeatLedger(
                        seatsSold: capacity, orderedSeats: capacity, orders: capacity, ordersWithoutLines: 0,
                        integrity: ["ok"]
                    ))
            for (index, outcome) in outcomes.enumerated() {
                #expect(try await SeatLedger.orders(prefixed: "p\(index)", in: database) == outcome.count("placed"))
            }
        }
    }

    @Test func concurrentOrdersOverTwoConnectionsInOneProcessSellExactlyTheCapacity() async throws {
        try await withScratchDatabase { first, file in
            let second = try MarqueeDatabase.open(at: .file(file))
            let stores = [SQLiteBoxOfficeStore(database: first), SQLiteBoxOfficeStore(database: second)]
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 15)
            try await stores[0].add(screening)
            let customer = try UserID("user-ripley")
            try await SQLiteUserRepository(database: first).save(User(id: customer, name: UserName("ripley")))
            let orders = try (0..<40).map { index throws(BoxOfficeError) in
                try BoxOfficeFixtures.order("o\(index)", customer: customer, screening: screening, quantity: 1)
            }
            let results = await withTaskGroup(of: Result<Void, BoxOfficeError>.self) { group in
                for (index, order) in orders.enumerated() {
                    let store = stores[index % 2]
                    group.addTask {
                        do throws(BoxOfficeError) { try await store.place(order); return .success(()) } catch {
                            return .failure(error)
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let placed = results.filter { if case .success = $0 { true } else { false } }.count
            let soldOut = results.filter { if case .failure(.soldOut) = $0 { true } else { false } }.count
            #expect(placed == 15)
            #expect(soldOut == 25)
            #expect(
                try await SeatLedger.read(from: first)
                    == SeatLedger(
                        seatsSold: 15, orderedSeats: 15, orders: 15, ordersWithoutLines: 0, integrity: ["ok"]
                    ))
        }
    }

    /// Three times over: a loader writing one order after another is killed
    /// with SIGKILL, and the next open finds every order whole and the seat
    /// count matching them.
    ///
    /// Under ThreadSanitizer and load, CI saw the writer place all of its
    /// 3,000 orders before the observer counted 20 (reproduced 2 runs in 5
    /// beside four busy loops). Why the observer fell that far behind is not
    /// proven: other tests block the two threads of the cooperative pool
    /// while they wait for their processes. The writer now has more orders
    /// than it can place (a million, on a screening of its own; once that is
    /// sold out, each further order is refused in a transaction of its own),
    /// so it is always killed mid-write; the observer also opens before it starts.
    @Test func aProcessKilledMidWriteLeavesAConsistentDatabase() async throws {
        try await withScratchDirectory { directory in
            let file = directory.appendingPathComponent("marquee.sqlite")
            for round in 1...3 {
                let setup = try await BoxOfficeLoadProcess.run(
                    database: file, "setup", "--screening", "s\(round)", "--hall", "H\(round)", "--capacity", "10000")
                try #require(setup.status == 0, "setup: \(setup.stderr)")
                let observer = try MarqueeDatabase.open(at: .file(file))
                let writer = try BoxOfficeLoadProcess(
                    database: file,
                    [
                        "place", "--screening", "s\(round)", "--orders", "1000000", "--quantity", "1", "--prefix",
                        "k\(round)",
                    ])
                let deadline = ContinuousClock.now + .seconds(30)
                while try await SeatLedger.orders(prefixed: "k\(round)", in: observer) < 20,
                    ContinuousClock.now < deadline
                {
                    try await Task.sleep(for: .milliseconds(10))
                }
                kill(writer.process.processIdentifier, SIGKILL)
                let outcome = await writer.finish()
                // A writer that ended on its own says why.
                #expect(
                    writer.process.terminationReason == .uncaughtSignal,
                    "round \(round): exited \(outcome.status) by itself; stderr: \(outcome.stderr.suffix(2000))")

                let ledger = try await SeatLedger.read(from: MarqueeDatabase.open(at: .file(file)))
                #expect(ledger.integrity == ["ok"], "round \(round)")
                #expect(ledger.orders >= 20 * round, "round \(round): \(ledger)")
                #expect(ledger.seatsSold == ledger.orderedSeats, "round \(round): \(ledger)")
                #expect(ledger.orders == ledger.orderedSeats, "round \(round): \(ledger)")
                #expect(ledger.ordersWithoutLines == 0, "round \(round)")
            }
        }
    }
}
