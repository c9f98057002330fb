import MarqueeDataTesting
import MarqueeData
import MarqueeDataPostgreSQL
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePostgreSQL
import MarqueeInfrastructureTesting
import MarqueePostgreSQLTesting
import PostgresNIO
import Testing

/// Many buyers, few seats, one PostgreSQL server: exactly the capacity is
/// sold, every winner's order is stored, every other buyer is told "sold
/// out", nothing is half-written — over many connections in one process and
/// over many processes (`box-office-load`, as separate ticket desks).
@Suite(
    "Box office concurrency against PostgreSQL",
    .enabled(if: PostgreSQLTestServer.shouldRun, Comment(rawValue: PostgreSQLTestServer.skipReason))
)
struct PostgreSQLBoxOfficeConcurrencyTests {
    @Test func manyConnectionsInOneProcessSellExactlyTheCapacity() async throws {
        try await withPostgreSQLDatabase(parameters: "pool_max=16") { database, server, settings in
            // A second pool: two desks in one process, 32 connections at most.
            let second = try await MarqueePostgreSQLSchema.open(settings)
            let stores = [PostgreSQLBoxOfficeStore(database: database), PostgreSQLBoxOfficeStore(database: second)]
            let capacity = 25
            let screening = try BoxOfficeFixtures.screening("s1", capacity: capacity)
            try await stores[0].add(screening)
            let customer = try UserID("user-ripley")
            try await PostgreSQLUserRepository(database: database).save(User(id: customer, name: UserName("ripley")))
            let orders = try (0..<120).map { index throws(BoxOfficeError) in
                try BoxOfficeFixtures.order("o\(index)", customer: customer, screening: screening, quantity: 1)
            }
            let results = await withTaskGroup(of: (String, Result<Void, BoxOfficeError>).self) { group in
                for (index, order) in orders.enumerated() {
                    let store = stores[index % 2]
                    group.addTask {
                        do throws(BoxOfficeError) {
                            try await store.place(order)
                            return (order.id.rawValue, .success(()))
                        } catch {
                            return (order.id.rawValue, .failure(error))
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            await second.close()
            let winners = results.filter { if case .success = $0.1 { true } else { false } }.map(\.0)
            let soldOut = results.filter { if case .failure(.soldOut) = $0.1 { true } else { false } }.count
            let other = results.filter {
                if case .failure(let error) = $0.1, case .soldOut = error {
                    false
                } else if case .failure = $0.1 {
                    true
                } else {
                    false
                }
            }
            #expect(winners.count == capacity)
            #expect(soldOut == orders.count - capacity)
            #expect(other.isEmpty, "\(other)")
            #expect(
                try await PostgreSQLSeatLedger.read(server, settings)
                    == PostgreSQLSeatLedger(
                        seatsSold: capacity, orderedSeats: capacity, orders: capacity, ordersWithoutLines: 0))
            for id in winners {
                #expect(try await stores[0].order(withID: OrderID(id)) != nil, "\(id) won but is not stored")
            }
        }
    }

    @Test func manyProcessesSellExactlyTheCapacity() async throws {
        try await withPostgreSQLDatabase { _, server, settings in
            let url = server.url(forDatabase: settings.database)
            let capacity = 150, processes = 6, ordersEach = 60
            let setup = try await BoxOfficeLoadProcess.run(
                databaseURL: url, "setup", "--screening", "s1", "--capacity", "\(capacity)")
            try #require(setup.status == 0, "setup: \(setup.stderr)")
            let running = try (0..<processes).map { index in
                try BoxOfficeLoadProcess(
                    databaseURL: url,
                    [
                        "place", "--screening", "s1", "--orders", "\(ordersEach)", "--prefix", "p\(index)", "--clients",
                        "4",
                    ]
                )
            }
            var outcomes: [BoxOfficeLoadProcess.Outcome] = []
            for process in running { outcomes.append(await process.finish()) }
            for outcome in outcomes { #expect(outcome.status == 0, "\(outcome.stdout) \(outcome.stderr)") }
            #expect(outcomes.map { $0.count("placed") }.reduce(0, +) == capacity)
            #expect(outcomes.map { $0.count("soldOut") }.reduce(0, +) == processes * ordersEach - capacity)
            #expect(outcomes.map { $0.count("failed") }.reduce(0, +) == 0)
            #expect(
                try await PostgreSQLSeatLedger.read(server, settings)
                    == PostgreSQLSeatLedger(
                        seatsSold: capacity, orderedSeats: capacity, orders: capacity, ordersWithoutLines: 0))
            for (index, outcome) in outcomes.enumerated() {
                let stored = try await server.rows(
                    "SELECT count(*) FROM marquee.orders WHERE id LIKE \("p\(index)-%")", in: settings
                ).first?.decode(Int.self)
                #expect(stored == outcome.count("placed"))
            }
        }
    }

    /// Whether `failure` is a statement or a connection wait that ran out of
    /// time, which writes nothing.
    static func ranOutOfTime(_ failure: StorageFailure) -> Bool {
        switch failure.reason {
        case .timedOut, .cancelledAfter, .busy: true
        default: false
        }
    }

    @Test func ordersOverTwoScreeningsInOppositeOrderNeverDeadlock() async throws {
        try await withPostgreSQLDatabase(parameters: "pool_max=16") { database, server, settings in
            let store = PostgreSQLBoxOfficeStore(database: database)
            let first = try BoxOfficeFixtures.screening("s-a", hall: "A", capacity: 40)
            let second = try BoxOfficeFixtures.screening("s-b", hall: "B", capacity: 40)
            try await store.add(first)
            try await store.add(second)
            let customer = try UserID("user-ash")
            try await PostgreSQLUserRepository(database: database).save(User(id: customer, name: UserName("ash")))
            let results = await withTaskGroup(of: Result<Void, BoxOfficeError>.self) { group in
                for index in 0..<60 {
                    group.addTask {
                        do throws(BoxOfficeError) {
                            let (one, two) = index.isMultiple(of: 2) ? (first, second) : (second, first)
                            let order = try Order(
                                id: OrderID("o\(index)"), customer: customer,
                                lines: [
                                    OrderLine(screeningID: one.id, quantity: 1, unitPrice: one.ticketPrice),
                                    OrderLine(screeningID: two.id, quantity: 1, unitPrice: two.ticketPrice),
                                ],
                                placedAt: SharedFixtures.now
                            )
                            // A statement or a wait for a connection that ran out of
                            // time wrote nothing (under the thread sanitizer 60
                            // transactions on 16 connections can): the desk asks
                            // again. A deadlock is `.conflict`, never retried here.
                            for attempt in 1...5 {
                                do throws(BoxOfficeError) {
                                    try await store.place(order)
                                    return .success(())
                                } catch let .storageFailed(failure) where attempt < 5 && Self.ranOutOfTime(failure) {
                                    continue
                                }
                            }
                            return .success(())
                        } catch {
                            return .failure(error)
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let placed = results.filter { if case .success = $0 { true } else { false } }.count
            let soldOut = results.filter { if case .failure(.soldOut) = $0 { true } else { false } }.count
            let other = results.compactMap { result -> BoxOfficeError? in
                if case let .failure(error) = result, case .soldOut = error { return nil }
                if case let .failure(error) = result { return error }
                return nil
            }
            #expect(placed == 40, "\(other)")
            #expect(soldOut == 20, "\(other)")
            #expect(
                try await PostgreSQLSeatLedger.read(server, settings)
                    == PostgreSQLSeatLedger(seatsSold: 80, orderedSeats: 80, orders: 40, ordersWithoutLines: 0))
        }
    }

    @Test func cancellingWhileOthersBuyFreesExactlyTheCancelledSeats() async throws {
        try await withPostgreSQLDatabase(parameters: "pool_max=16") { database, server, settings in
            let store = PostgreSQLBoxOfficeStore(database: database)
            let screening = try BoxOfficeFixtures.screening("s1", capacity: 20)
            try await store.add(screening)
            let customer = try UserID("user-dallas")
            try await PostgreSQLUserRepository(database: database).save(User(id: customer, name: UserName("dallas")))
            for index in 0..<10 {
                try await store.place(
                    BoxOfficeFixtures.order("first-\(index)", customer: customer, screening: screening, quantity: 2))
            }
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<10 {
                    group.addTask {
                        _ = try? await store.recordCancellation(
                            of: OrderID("first-\(index)"), at: SharedFixtures.now, by: nil, allowingRefund: false)
                    }
                    group.addTask {
                        _ = try? await store.place(
                            BoxOfficeFixtures.order(
                                "second-\(index)", customer: customer, screening: screening, quantity: 2))
                    }
                }
            }
            let ledger = try await PostgreSQLSeatLedger.read(server, settings)
            #expect(ledger.seatsSold == ledger.orderedSeats)
            #expect(ledger.ordersWithoutLines == 0)
            #expect(try await store.screening(withID: screening.id)?.seatsSold == ledger.seatsSold)
        }
    }
}
