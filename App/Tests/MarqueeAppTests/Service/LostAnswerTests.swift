#if Service
import Foundation
import MarqueeData
import MarqueeDataSQLite
import MarqueeDataService
import MarqueeDomain
import MarqueeSQLite
import Synchronization
import Testing

/// A desk whose answer was lost between the service and itself: it sends the
/// request again with the same idempotency key, and the service places the
/// order once; when no answer comes at all, the desk says the order may have
/// been placed, and ends with its own status (75). One user action is one
/// request.
@Suite(.serialized) struct LostAnswerTests {
    /// A service with a screening of Alien and the customer Ash; the screening's id.
    private func preparedService() async throws -> (LoopbackService, ScreeningID) {
        let service = try await LoopbackService.start(
            LoopbackService.Backing.sqlite(MarqueeDatabase.open(at: .inMemory)))
        let manager = try service.client(token: service.manager)
        let screening = try await BoxOfficeUseCases(service: manager).schedule.execute(
            movieID: MovieID(348), hall: Hall("A"),
            startsAt: Timestamp(secondsSinceEpoch: Int64(Date().timeIntervalSince1970) + 86_400), capacity: 100,
            ticketPrice: Money(minorUnits: 1100, currency: .eur), runtimeMinutes: 117)
        _ = try await AccountsUseCases(service: manager).register.execute(name: UserName("Ash"))
        await manager.shutdown()
        return (service, screening.id)
    }

    private func orders(of service: LoopbackService) async throws -> [Order] {
        let client = try service.client()
        defer { Task { await client.shutdown() } }
        return try await BoxOfficeUseCases(service: client).customerOrders.execute(customerNamed: UserName("Ash"))
            .orders
    }

    @Test func aLostAnswerIsAskedForAgainAndTheOrderIsPlacedOnce() async throws {
        let (service, screening) = try await preparedService()
        let proxy = try AnswerDroppingProxy(upstream: UInt16(service.port), dropping: 1)
        let desk = try ServiceClient(
            url: try #require(URL(string: "http://127.0.0.1:\(proxy.port)")), token: service.clerk)
        let receipt = try await BoxOfficeUseCases(service: desk).place.execute(
            customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening, quantity: 2)])
        #expect(receipt.order.ticketCount == 2)
        #expect(proxy.forwarded.withLock { $0 }.filter { $0.hasPrefix("POST /orders ") }.count == 2)
        #expect(try await orders(of: service).map(\.id) == [receipt.order.id])
        await desk.shutdown()
        proxy.stop()
        await service.stop()
    }

    @Test func noAnswerAtAllIsAnUnknownOutcomeNotAFailureOrASecondOrder() async throws {
        let (service, screening) = try await preparedService()
        let proxy = try AnswerDroppingProxy(upstream: UInt16(service.port), dropping: .max)
        let desk = try ServiceClient(
            url: try #require(URL(string: "http://127.0.0.1:\(proxy.port)")), token: service.clerk)
        await #expect {
            _ = try await BoxOfficeUseCases(service: desk).place.execute(
                customerNamed: UserName("Ash"), tickets: [TicketRequest(screeningID: screening, quantity: 2)])
        } throws: { error in
            guard case let .storageFailed(failure) = error as? BoxOfficeError else { return false }
            return failure.reason == .outcomeUnknown
        }
        #expect(try await orders(of: service).count == 1)
        await desk.shutdown()

        // The command line says so, and ends with its own status.
        let marquee = try MarqueeProcess(
            environment: [
                "MARQUEE_SERVER_URL": "http://127.0.0.1:\(proxy.port)", "MARQUEE_DESK_TOKEN": service.clerk.secret,
            ])
        defer { marquee.cleanUp() }
        let placed = try await marquee.run(
            "orders", "place", "--user", "Ash", "--screening", screening.rawValue, "--quantity", "1")
        #expect(placed.status == 75, "\(placed.stderr)")
        #expect(
            placed.stderr
                == "marquee: No answer came from the box office service at http://127.0.0.1:\(proxy.port), even after "
                + "asking again, so the order may have been placed; see marquee orders list --user Ash before "
                + "ordering again.\n")
        #expect(try await orders(of: service).count == 2)
        proxy.stop()
        await service.stop()
    }

    @Test func placingAndPayingAreOneRequestEach() async throws {
        let (service, screening) = try await preparedService()
        let proxy = try AnswerDroppingProxy(upstream: UInt16(service.port), dropping: 0)
        let marquee = try MarqueeProcess(
            environment: [
                "MARQUEE_SERVER_URL": "http://127.0.0.1:\(proxy.port)", "MARQUEE_DESK_TOKEN": service.clerk.secret,
            ])
        defer { marquee.cleanUp() }
        let placed = try await marquee.run(
            "orders", "place", "--user", "Ash", "--screening", screening.rawValue, "--quantity", "1", "--json")
        #expect(placed.status == 0, "\(placed.stderr)")
        let id = try #require(
            (try JSONSerialization.jsonObject(with: Data(placed.stdout.utf8)) as? [String: Any])?["id"] as? String)
        #expect(proxy.forwarded.withLock { $0 }.count == 1, "\(proxy.forwarded.withLock { $0 })")
        let paid = try await marquee.run("orders", "pay", id)
        #expect(paid.status == 0, "\(paid.stderr)")
        #expect(paid.stdout.contains("by front-1"), "\(paid.stdout)")
        let requests = proxy.forwarded.withLock { $0 }
        #expect(requests.count == 2, "\(requests)")
        #expect(requests.last?.hasPrefix("POST /orders/\(id)/payment ") == true)
        proxy.stop()
        await service.stop()
    }
}
#endif
