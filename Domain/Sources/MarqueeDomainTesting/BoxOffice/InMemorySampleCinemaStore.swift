public import MarqueeDomain

extension BoxOfficeError {
    /// A failure of the customers' fake (one queued by a test), as the box office reports it.
    fileprivate init(accountsFailure error: AccountsError) {
        if case let .storageFailed(failure) = error {
            self = .storageFailed(failure)
        } else {
            self = .storageFailed(StorageFailure(.refused(code: "accounts"), place: .unknown))
        }
    }
}

/// A ``/MarqueeDomain/SampleCinemaStore`` over the in-memory customers and
/// box office, for tests of code that loads or clears the sample cinema.
///
/// It keeps the port's contract: everything is checked before anything is
/// written, so a refused sample leaves both fakes as they were.
public actor InMemorySampleCinemaStore: SampleCinemaStore {
    private let users: InMemoryUserRepository
    private let boxOffice: InMemoryBoxOfficeStore
    private var sample: SampleCinema?
    private var pendingFailures: [BoxOfficeError] = []

    /// Creates the store over the fakes the rest of the test uses.
    public init(users: InMemoryUserRepository, boxOffice: InMemoryBoxOfficeStore) {
        self.users = users
        self.boxOffice = boxOffice
    }

    /// Makes the next call throw `error` instead of answering.
    public func failNextCall(with error: BoxOfficeError) {
        pendingFailures.append(error)
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func hasSample() async throws(BoxOfficeError) -> Bool {
        try throwPendingFailure()
        return sample != nil
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func storeSample(_ sample: SampleCinema) async throws(BoxOfficeError) {
        try throwPendingFailure()
        guard self.sample == nil else { throw .sampleAlreadyLoaded }
        let stored = await boxOffice.storedScreenings
        for screening in sample.screenings {
            if let conflict = stored.first(where: screening.conflicts(with:)) {
                throw .hallBusy(conflicting: conflict)
            }
        }
        let taken = await users.stored
        let ids = Set(stored.map(\.id))
        for customer in sample.customers
        where taken.contains(where: { $0.name == customer.name || $0.id == customer.id }) {
            throw .storageFailed(StorageFailure(.duplicate(.user(id: customer.id.rawValue)), place: .unknown))
        }
        for screening in sample.screenings where ids.contains(screening.id) {
            throw .storageFailed(StorageFailure(.duplicate(.screening(id: screening.id.rawValue)), place: .unknown))
        }
        for customer in sample.customers {
            do { try await users.save(customer) } catch { throw BoxOfficeError(accountsFailure: error) }
        }
        for screening in sample.screenings { await boxOffice.insert(screening) }
        for order in sample.orders { await boxOffice.insert(order) }
        self.sample = sample
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func removeSample() async throws(BoxOfficeError) -> SampleRemoval {
        try throwPendingFailure()
        guard let sample else { throw .noSampleLoaded }
        let sampleOrders = Set(sample.orders.map(\.id))
        for order in sample.orders { await boxOffice.removeOrder(order.id) }
        let others = await boxOffice.storedOrders.filter { !sampleOrders.contains($0.id) }
        var screeningsKept: [ScreeningID] = []
        for screening in sample.screenings {
            let held = others.filter(\.status.holdsSeats).flatMap(\.lines).filter { $0.screeningID == screening.id }
            if others.contains(where: { $0.lines.contains { $0.screeningID == screening.id } }) {
                screeningsKept.append(screening.id)
                await boxOffice.insert(
                    try Screening(
                        id: screening.id, movieID: screening.movieID, movieTitle: screening.movieTitle,
                        hall: screening.hall, startsAt: screening.startsAt, runtimeMinutes: screening.runtimeMinutes,
                        capacity: screening.capacity, ticketPrice: screening.ticketPrice,
                        seatsSold: held.reduce(0) { $0 + $1.quantity }))
            } else {
                await boxOffice.removeScreening(screening.id)
            }
        }
        var customersKept: [UserName] = []
        for customer in sample.customers {
            if others.contains(where: { $0.customer == customer.id }) {
                customersKept.append(customer.name)
            } else {
                do { try await users.delete(customer.id) } catch { throw BoxOfficeError(accountsFailure: error) }
            }
        }
        self.sample = nil
        return SampleRemoval(
            customersRemoved: sample.customers.count - customersKept.count,
            screeningsRemoved: sample.screenings.count - screeningsKept.count, ordersRemoved: sample.orders.count,
            customersKept: customersKept, screeningsKept: screeningsKept)
    }

    private func throwPendingFailure() throws(BoxOfficeError) {
        guard !pendingFailures.isEmpty else { return }
        throw pendingFailures.removeFirst()
    }
}
