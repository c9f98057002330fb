import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// Every `throws` the Box office's use cases document, reached, and nothing
/// written (no screening, no order, no seat) when it is thrown.
///
/// | Use case | Throws | Reached by | Left as it was |
/// |---|---|---|---|
/// | `ScheduleScreeningUseCase` | `screeningInPast` | a start at now (now + 1 s is accepted) | the program; the catalog not asked |
/// | | `movieNotFound`, `catalogFailed` | an unknown film; the catalog failing | the program |
/// | | `runtimeUnknown`, `invalidRuntime` | no running time anywhere; `0`, `1001` (`1`, `1000` accepted) | the program |
/// | | `invalidCapacity`, `invalidPrice` | `0`, `10001` seats (`1`, `10000` accepted); a negative price | the program |
/// | | `hallBusy` | the hall taken until the start | the program |
/// | | `invalidIdentifier`, `storageFailed` | a generator breaking its contract; the store failing | the program |
/// | `ListProgramUseCase` | `storageFailed` | see `ListProgramUseCaseTests`; a screening at now is not listed, now + 1 s is | — |
/// | `PlaceOrderUseCase` | `unknownUser`, `emptyOrder`, `unknownScreening`, `screeningStarted`, `soldOut`, `invalidQuantity`, `duplicateLine`, `mixedCurrencies`, `storageFailed` | see `PlaceOrderUseCaseTests`; the quantity's edges here | orders and seats |
/// | | `overflow` | a subtotal past `Int64` | orders and seats |
/// | | `invalidIdentifier` | a generator breaking its contract | orders and seats |
/// | | `unknownCustomerName` | by name, nobody by it (see `OrderReceiptTests`) | orders and seats |
/// | `PayOrderUseCase` | `unknownOrder`, `orderNotUnpaid`, `storageFailed` | an unknown id; paid or cancelled; the store failing | the order |
/// | `CancelOrderUseCase` | `unknownOrder`, `orderNotUnpaid`, `storageFailed` | see `CancelOrderUseCaseTests` | the order and its seats |
/// | `OrderReceiptUseCase` | `storageFailed` | the users' or the screenings' storage failing | — |
/// | `ListCustomerOrdersUseCase` | `unknownCustomerName`, `storageFailed` | nobody by the name; any storage failing | — |
@Suite struct BoxOfficeUseCaseFailureTests {
    // MARK: Schedule

    struct Scheduling {
        let movies = InMemoryMoviesRepository(movies: MovieFixtures.all)
        let store = InMemoryBoxOfficeStore()
        let clock = ManualTimeSource()
        var ids = IncrementingIDGenerator(prefix: "screening-")

        func schedule(
            at startsAt: Timestamp = SharedFixtures.now(plus: 60), hall: String = "A", runtime: Int? = 117,
            capacity: Int = 80, price: Money = BoxOfficeFixtures.ticketPrice, movie: MovieID = MovieFixtures.alien.id
        ) async throws -> Screening {
            try await ScheduleScreeningInteractor(movies: movies, screenings: store, ids: ids, clock: clock).execute(
                movieID: movie, hall: Hall(hall), startsAt: startsAt, capacity: capacity, ticketPrice: price,
                runtimeMinutes: runtime)
        }

        var program: [Screening] { get async { await store.storedScreenings } }
    }

    @Test func aScreeningStartingASecondFromNowIsScheduledAndOneStartingNowIsNot() async throws {
        let world = Scheduling()
        await #expect(throws: BoxOfficeError.screeningInPast(SharedFixtures.now)) {
            try await world.schedule(at: SharedFixtures.now)
        }
        #expect(await world.program.isEmpty)
        let soon = Timestamp(secondsSinceEpoch: SharedFixtures.now.secondsSinceEpoch + 1)
        #expect(try await world.schedule(at: soon).startsAt == soon)
    }

    @Test func aStartInThePastIsRefusedBeforeTheCatalogIsAsked() async throws {
        let world = Scheduling()
        await world.movies.failNextCall(with: .offline)
        await #expect(throws: BoxOfficeError.screeningInPast(SharedFixtures.now(plus: -1))) {
            try await world.schedule(at: SharedFixtures.now(plus: -1))
        }
        // The failure queued for the catalog is still waiting: it was never asked.
        await #expect(throws: BoxOfficeError.catalogFailed(.offline)) { try await world.schedule() }
        #expect(await world.program.isEmpty)
    }

    @Test(arguments: [1, 1_000])
    func theShortestAndLongestRunningTimesAreScheduled(runtime: Int) async throws {
        #expect(try await Scheduling().schedule(runtime: runtime).runtimeMinutes == runtime)
    }

    @Test(arguments: [0, -1, 1_001])
    func aRunningTimeOutsideTheRangeSchedulesNothing(runtime: Int) async throws {
        let world = Scheduling()
        await #expect(throws: BoxOfficeError.invalidRuntime(runtime)) { try await world.schedule(runtime: runtime) }
        #expect(await world.program.isEmpty)
    }

    @Test(arguments: [1, 10_000])
    func theSmallestAndLargestCapacitiesAreScheduled(capacity: Int) async throws {
        #expect(try await Scheduling().schedule(capacity: capacity).capacity == capacity)
    }

    @Test(arguments: [0, 10_001])
    func aCapacityOutsideTheRangeSchedulesNothing(capacity: Int) async throws {
        let world = Scheduling()
        await #expect(throws: BoxOfficeError.invalidCapacity(capacity)) { try await world.schedule(capacity: capacity) }
        #expect(await world.program.isEmpty)
    }

    @Test func aNegativePriceSchedulesNothingAndAFreeScreeningIsFine() async throws {
        let world = Scheduling()
        await #expect(throws: BoxOfficeError.invalidPrice("-0.01 EUR")) {
            try await world.schedule(price: BoxOfficeFixtures.euros(-1))
        }
        #expect(await world.program.isEmpty)
        #expect(try await world.schedule(price: .zero(.eur)).ticketPrice == .zero(.eur))
    }

    @Test func theCatalogsOwnErrorsAreTold() async throws {
        let world = Scheduling()
        let unknown = try MovieID(424_242)
        await #expect(throws: BoxOfficeError.movieNotFound(unknown)) { try await world.schedule(movie: unknown) }
        await world.movies.failNextCall(with: .unauthorized)
        await #expect(throws: BoxOfficeError.catalogFailed(.unauthorized)) { try await world.schedule() }
        #expect(await world.program.isEmpty)
    }

    @Test func aGeneratorBreakingItsContractSchedulesNothing() async throws {
        var world = Scheduling()
        world.ids = IncrementingIDGenerator(prefix: "bad id ")
        await #expect(throws: BoxOfficeError.invalidIdentifier("bad id 1")) { try await world.schedule() }
        #expect(await world.program.isEmpty)
    }

    @Test func aStoreFailingWhileTheHallIsCheckedSchedulesNothing() async throws {
        let world = Scheduling()
        await world.store.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: BoxOfficeError.storageFailed(.busy)) { try await world.schedule() }
        #expect(await world.program.isEmpty)
    }

    @Test func theHallIsBusyFromThirtyMinutesBeforeUntilThirtyMinutesAfterAScreening() async throws {
        // 100 minutes from +300: busy until +430. A 117-minute screening
        // before it must start by +153 to be out and cleaned by +300.
        let world = Scheduling()
        let first = try await world.schedule(at: SharedFixtures.now(plus: 300), runtime: 100)
        for start in [429, 154] {
            await #expect(throws: BoxOfficeError.hallBusy(conflicting: first)) {
                try await world.schedule(at: SharedFixtures.now(plus: start))
            }
        }
        #expect(await world.program == [first])
        _ = try await world.schedule(at: SharedFixtures.now(plus: 430))
        _ = try await world.schedule(at: SharedFixtures.now(plus: 153))
        #expect(await world.program.count == 3)
    }

    // MARK: Program

    @Test func aScreeningStartingNowIsNoLongerOnTheProgramAndOneASecondLaterIs() async throws {
        let now = try BoxOfficeFixtures.screening("now", startsInMinutes: 0)
        let later = try Screening(
            id: ScreeningID("later"), movieID: MovieFixtures.alien.id, movieTitle: "Alien", hall: Hall("B"),
            startsAt: Timestamp(secondsSinceEpoch: SharedFixtures.now.secondsSinceEpoch + 1), runtimeMinutes: 117,
            capacity: 10, ticketPrice: BoxOfficeFixtures.ticketPrice)
        let useCase = ListProgramInteractor(
            screenings: InMemoryBoxOfficeStore(screenings: [now, later]), clock: ManualTimeSource())
        #expect(try await useCase.execute().map(\.id.rawValue) == ["later"])
        #expect(try await useCase.execute(bookableOnly: true).map(\.id.rawValue) == ["later"])
    }

    @Test func theProgramOrdersByStartThenHallThenIdentity() async throws {
        let b = try BoxOfficeFixtures.screening("z", hall: "B", startsInMinutes: 60)
        let a2 = try BoxOfficeFixtures.screening("y", hall: "A", startsInMinutes: 60)
        let a1 = try BoxOfficeFixtures.screening("x", hall: "A", startsInMinutes: 60)
        let first = try BoxOfficeFixtures.screening("w", hall: "C", startsInMinutes: 59)
        let useCase = ListProgramInteractor(
            screenings: InMemoryBoxOfficeStore(screenings: [b, a2, a1, first]), clock: ManualTimeSource())
        #expect(try await useCase.execute().map(\.id.rawValue) == ["w", "x", "y", "z"])
    }

    @Test func aScreeningWithOneSeatLeftIsBookable() async throws {
        let lastSeat = try BoxOfficeFixtures.screening("last", startsInMinutes: 60, capacity: 10, seatsSold: 9)
        let useCase = ListProgramInteractor(
            screenings: InMemoryBoxOfficeStore(screenings: [lastSeat]), clock: ManualTimeSource())
        #expect(try await useCase.execute(bookableOnly: true) == [lastSeat])
    }

    // MARK: Place

    @Test(arguments: [1, 9, 10])
    func oneTicketUpToEverySeatLeftCanBeOrdered(quantity: Int) async throws {
        let world = try await OrderingWorld(capacity: 10).prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: quantity)
        #expect(order.ticketCount == quantity)
        #expect(await world.seatsSold() == quantity)
    }

    @Test(arguments: [
        (0, BoxOfficeError.invalidQuantity(0)), (-1, .invalidQuantity(-1)), (11, .soldOut(seatsLeft: 10)),
    ])
    func noTicketsOrMoreThanTheSeatsLeftOrderNothing(quantity: Int, error: BoxOfficeError) async throws {
        let world = try await OrderingWorld(capacity: 10).prepared()
        await #expect(throws: error) {
            try await world.placeOrder.execute(
                customer: world.ripley.id, screening: world.screening.id, quantity: quantity)
        }
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.seatsSold() == 0)
    }

    @Test func aScreeningStartingASecondFromNowIsStillBookable() async throws {
        let world = try await OrderingWorld().prepared()
        await world.clock.set(Timestamp(secondsSinceEpoch: world.screening.startsAt.secondsSinceEpoch - 1))
        _ = try await world.placeOrder.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        #expect(await world.seatsSold() == 1)
    }

    @Test func aSubtotalPastWhatMoneyHoldsOrdersNothing() async throws {
        let world = try OrderingWorld()
        let dear = try BoxOfficeFixtures.screening("dear", ticketPrice: BoxOfficeFixtures.euros(.max / 2))
        await world.store.insert(dear)
        await #expect(throws: BoxOfficeError.overflow) {
            try await world.placeOrder.execute(customer: world.ripley.id, screening: dear.id, quantity: 3)
        }
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.store.storedScreenings.map(\.seatsSold) == [0])
    }

    @Test func aGeneratorBreakingItsContractOrdersNothing() async throws {
        let world = try await OrderingWorld().prepared()
        let useCase = PlaceOrderInteractor(
            users: world.users, screenings: world.store, orders: world.store,
            ids: IncrementingIDGenerator(prefix: "bad id "), clock: world.clock)
        await #expect(throws: BoxOfficeError.invalidIdentifier("bad id 1")) {
            try await useCase.execute(customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        }
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.seatsSold() == 0)
    }

    @Test func aLaterLineThatFailsHoldsNoSeatOfAnEarlierLine() async throws {
        let world = try await OrderingWorld().prepared()
        let ghost = try ScreeningID("ghost")
        await #expect(throws: BoxOfficeError.unknownScreening(ghost)) {
            try await world.placeOrder.execute(
                customer: world.ripley.id,
                tickets: [
                    TicketRequest(screeningID: world.screening.id, quantity: 2),
                    TicketRequest(screeningID: ghost, quantity: 1),
                ])
        }
        #expect(await world.store.storedOrders.isEmpty)
        #expect(await world.seatsSold() == 0)
    }

    // MARK: Pay

    @Test func aStorageFailurePaysNothing() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 2)
        await world.store.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: BoxOfficeError.storageFailed(.busy)) { try await world.payOrder.execute(order.id).order }
        #expect(await world.store.storedOrders.map(\.status) == [.unpaid])
    }

    @Test func anOrderIsPaidAtTheClocksTimeAndOnlyOnce() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 2)
        await world.clock.advance(minutes: 3)
        let paid = try await world.payOrder.execute(order.id).order
        #expect(paid.status == .paid(at: SharedFixtures.now(plus: 3)))
        await world.clock.advance(minutes: 1)
        await #expect(throws: BoxOfficeError.orderNotUnpaid(.paid(at: SharedFixtures.now(plus: 3)))) {
            try await world.payOrder.execute(order.id).order
        }
        #expect(await world.store.storedOrders == [paid])
        #expect(await world.seatsSold() == 2)
    }

    // MARK: Receipt

    @Test func aReceiptReportsEitherStoragesFailure() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        let receipts = ShowOrderInteractor(orders: world.store, users: world.users, screenings: world.store)
        await world.users.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: BoxOfficeError.storageFailed(.busy)) { try await receipts.execute(order) }
        await world.store.failNextCall(with: .storageFailed(.diskFull))
        await #expect(throws: BoxOfficeError.storageFailed(.diskFull)) { try await receipts.execute(order) }
        let stored = await world.store.storedScreenings
        #expect(try await receipts.execute(order).screenings == stored)
    }

    @Test func anAccountsErrorOtherThanStorageIsTheStoreRefusingTheRead() async throws {
        let world = try await OrderingWorld().prepared()
        let order = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        await world.users.failNextCall(with: .invalidUserName(.tooShort(length: 0)))
        await #expect(throws: BoxOfficeError.storageFailed(StorageFailure(.refused(code: "accounts"), place: .unknown)))
        {
            try await ShowOrderInteractor(orders: world.store, users: world.users, screenings: world.store).execute(
                order)
        }
    }

    // MARK: Customer orders

    private func customerOrders(_ world: OrderingWorld) -> ListCustomerOrdersInteractor {
        ListCustomerOrdersInteractor(orders: world.store, users: world.users, screenings: world.store)
    }

    @Test func ordersOfTheSameMomentAreListedByIdentity() async throws {
        let world = try await OrderingWorld().prepared()
        for _ in 1...3 {
            _ = try await world.placeOrder.execute(
                customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        }
        await world.clock.advance(minutes: 1)
        let newest = try await world.placeOrder.execute(
            customer: world.ripley.id, screening: world.screening.id, quantity: 1)
        let listed = try await customerOrders(world).execute(customer: world.ripley.id)
        #expect(listed.map(\.id.rawValue) == [newest.id.rawValue, "order-1", "order-2", "order-3"])
    }

    @Test func customerOrdersByAnUnknownNameOrFailingStorageAreErrors() async throws {
        let world = try await OrderingWorld().prepared()
        let newt = try UserName("Newt")
        await #expect(throws: BoxOfficeError.unknownCustomerName(newt)) {
            try await customerOrders(world).execute(customerNamed: newt)
        }
        await world.users.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: BoxOfficeError.storageFailed(.busy)) {
            try await customerOrders(world).execute(customerNamed: world.ripley.name)
        }
        await world.store.failNextCall(with: .storageFailed(.diskFull))
        await #expect(throws: BoxOfficeError.storageFailed(.diskFull)) {
            try await customerOrders(world).execute(customer: world.ripley.id)
        }
    }
}
