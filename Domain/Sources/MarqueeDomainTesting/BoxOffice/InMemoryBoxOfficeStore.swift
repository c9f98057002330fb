public import MarqueeDomain

/// The box office's storage held in memory: one actor serving both
/// ``/MarqueeDomain/ScreeningRepository`` and ``/MarqueeDomain/OrderRepository``, for tests of code that uses them.
///
/// One actor, like one database, because ``/MarqueeDomain/OrderRepository/place(_:)`` and
/// ``/MarqueeDomain/OrderRepository/recordCancellation(of:at:by:allowingRefund:)`` change orders and screenings in
/// one step. Each method runs without suspending, so it is atomic exactly as
/// the ports demand: it works on copies and commits them only when every step
/// succeeded. Failures can be queued to test error paths.
public actor InMemoryBoxOfficeStore: ScreeningRepository, OrderRepository {
    private var screenings: [ScreeningID: Screening]
    private var orders: [OrderID: Order]
    private var halls: [Hall: CinemaHall] = [:]
    private var pendingFailures: [BoxOfficeError] = []

    /// Creates a store holding `screenings` and `orders` as they are (no
    /// checks), and `halls` — with the halls of `screenings` not among
    /// them, each with the most seats its screenings have, as a database
    /// migrated from before halls holds them.
    public init(screenings: [Screening] = [], orders: [Order] = [], halls: [CinemaHall] = []) {
        self.screenings = Dictionary(screenings.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        self.orders = Dictionary(orders.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        var kept = Dictionary(halls.map { ($0.hall, $0) }, uniquingKeysWith: { _, last in last })
        for screening in screenings where kept[screening.hall].map({ $0.seats < screening.capacity }) ?? true {
            kept[screening.hall] = try? CinemaHall(screening.hall, seats: screening.capacity)
        }
        self.halls = kept
    }

    /// Makes the next call throw `error` instead of answering.
    public func failNextCall(with error: BoxOfficeError) {
        pendingFailures.append(error)
    }

    /// Adds or replaces a screening without any check, to set up a test.
    public func insert(_ screening: Screening) {
        screenings[screening.id] = screening
    }

    /// Adds or replaces an order without any check or seat change, to set up a test.
    public func insert(_ order: Order) {
        orders[order.id] = order
    }

    /// Removes a screening without any check, as the sample's fake store does.
    public func removeScreening(_ id: ScreeningID) {
        screenings[id] = nil
    }

    /// Removes an order without any check or seat change, as the sample's fake store does.
    public func removeOrder(_ id: OrderID) {
        orders[id] = nil
    }

    /// Every screening stored, earliest first.
    public var storedScreenings: [Screening] { Self.chronological(Array(screenings.values)) }

    /// Every order stored, ordered by identifier.
    public var storedOrders: [Order] { orders.values.sorted { $0.id < $1.id } }

    // MARK: ScreeningRepository

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func add(_ screening: Screening) async throws(BoxOfficeError) {
        try throwPendingFailure()
        guard screenings[screening.id] == nil else {
            throw .storageFailed(StorageFailure(.duplicate(.screening(id: screening.id.rawValue)), place: .memory))
        }
        if let conflict = Self.chronological(Array(screenings.values)).first(where: screening.conflicts(with:)) {
            throw .hallBusy(conflicting: conflict)
        }
        let hall = try hallKeeping(screening)
        screenings[screening.id] = screening
        halls[hall.hall] = hall
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func addHall(_ hall: CinemaHall) async throws(BoxOfficeError) {
        try throwPendingFailure()
        if let stored = halls[hall.hall] { throw .hallExists(stored) }
        halls[hall.hall] = hall
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func hall(named name: Hall) async throws(BoxOfficeError) -> CinemaHall? {
        try throwPendingFailure()
        return halls[name]
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func allHalls() async throws(BoxOfficeError) -> [CinemaHall] {
        try throwPendingFailure()
        return halls.values.sorted { $0.hall < $1.hall }
    }

    /// The stored hall of `screening` if it has the seats, or a new one with its capacity.
    private func hallKeeping(_ screening: Screening) throws(BoxOfficeError) -> CinemaHall {
        guard let stored = halls[screening.hall] else {
            return try CinemaHall(screening.hall, seats: screening.capacity)
        }
        _ = try stored.seats(for: screening.capacity)
        return stored
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func screening(withID id: ScreeningID) async throws(BoxOfficeError) -> Screening? {
        try throwPendingFailure()
        return screenings[id]
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func screenings(withIDs ids: Set<ScreeningID>) async throws(BoxOfficeError) -> [Screening] {
        try throwPendingFailure()
        return Self.chronological(ids.compactMap { screenings[$0] })
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func screenings(startingAfter time: Timestamp) async throws(BoxOfficeError) -> [Screening] {
        try throwPendingFailure()
        return Self.chronological(screenings.values.filter { $0.startsAt > time })
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func allScreenings() async throws(BoxOfficeError) -> [Screening] {
        try throwPendingFailure()
        return Self.chronological(Array(screenings.values))
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func change(_ id: ScreeningID, _ change: ScreeningChange) async throws(BoxOfficeError) -> Screening {
        try throwPendingFailure()
        guard let stored = screenings[id] else { throw .unknownScreening(id) }
        let changed = try stored.applying(change)
        if let conflict = Self.chronological(Array(screenings.values)).first(where: changed.conflicts(with:)) {
            throw .hallBusy(conflicting: conflict)
        }
        let hall = try hallKeeping(changed)
        screenings[id] = changed
        halls[hall.hall] = hall
        return changed
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func screenings(in hall: Hall) async throws(BoxOfficeError) -> [Screening] {
        try throwPendingFailure()
        return Self.chronological(screenings.values.filter { $0.hall == hall })
    }

    // MARK: OrderRepository

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func place(_ order: Order) async throws(BoxOfficeError) {
        try throwPendingFailure()
        guard orders[order.id] == nil else {
            throw .storageFailed(StorageFailure(.duplicate(.order(id: order.id.rawValue)), place: .memory))
        }
        var changed: [Screening] = []
        for line in order.lines {
            guard var screening = screenings[line.screeningID] else { throw .unknownScreening(line.screeningID) }
            try screening.reserve(line.quantity)
            changed.append(screening)
        }
        for screening in changed { screenings[screening.id] = screening }
        orders[order.id] = order
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func recordPayment(of id: OrderID, at time: Timestamp, by desk: DeskName?) async throws(BoxOfficeError)
        -> Order
    {
        try throwPendingFailure()
        guard var order = orders[id] else { throw .unknownOrder(id) }
        try order.pay(at: time, by: desk)
        orders[id] = order
        return order
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func recordCancellation(of id: OrderID, at time: Timestamp, by desk: DeskName?, allowingRefund: Bool)
        async throws(BoxOfficeError) -> Order
    {
        try throwPendingFailure()
        guard var order = orders[id] else { throw .unknownOrder(id) }
        try order.cancel(at: time, by: desk, allowingRefund: allowingRefund)
        var changed: [Screening] = []
        for line in order.lines {
            guard var screening = screenings[line.screeningID] else { throw .unknownScreening(line.screeningID) }
            try screening.release(line.quantity)
            changed.append(screening)
        }
        for screening in changed { screenings[screening.id] = screening }
        orders[id] = order
        return order
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func releaseExpiredHolds(at time: Timestamp) async throws(BoxOfficeError) -> Int {
        try throwPendingFailure()
        var expired: [Order] = []
        var changed = screenings
        for var order in orders.values.sorted(by: { $0.id < $1.id }) where order.expireHold(at: time) {
            for line in order.lines {
                guard var screening = changed[line.screeningID] else { throw .unknownScreening(line.screeningID) }
                try screening.release(line.quantity)
                changed[screening.id] = screening
            }
            expired.append(order)
        }
        screenings = changed
        for order in expired { orders[order.id] = order }
        return expired.count
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func recordScreeningCancellation(of id: ScreeningID, at time: Timestamp, by desk: DeskName?)
        async throws(BoxOfficeError) -> ScreeningCancellationImpact
    {
        try throwPendingFailure()
        guard var cancelled = screenings[id] else { throw .unknownScreening(id) }
        try cancelled.cancel(at: time, by: desk)
        var changedScreenings = screenings
        changedScreenings[id] = cancelled
        var changedOrders: [Order] = []
        let holding = orders.values.filter { order in
            order.status.holdsSeats && order.lines.contains { $0.screeningID == id }
        }
        for var order in holding.sorted(by: { $0.id < $1.id }) {
            let expired = order.expireHold(at: time)
            if !expired { try order.cancel(at: time, by: desk, allowingRefund: true) }
            for line in order.lines {
                guard var screening = changedScreenings[line.screeningID] else {
                    throw .unknownScreening(line.screeningID)
                }
                try screening.release(line.quantity)
                changedScreenings[screening.id] = screening
            }
            changedOrders.append(order)
        }
        screenings = changedScreenings
        for order in changedOrders { orders[order.id] = order }
        return ScreeningCancellationImpact(screening: changedScreenings[id] ?? cancelled, orders: changedOrders)
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func order(withID id: OrderID) async throws(BoxOfficeError) -> Order? {
        try throwPendingFailure()
        return orders[id]
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func orders(for customer: UserID) async throws(BoxOfficeError) -> [Order] {
        try throwPendingFailure()
        return orders.values.filter { $0.customer == customer }
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func orders(forScreenings screenings: Set<ScreeningID>) async throws(BoxOfficeError) -> [Order] {
        try throwPendingFailure()
        return orders.values.filter { order in order.lines.contains { screenings.contains($0.screeningID) } }
    }

    /// Keeps the port's contract over memory; throws instead the first failure queued with ``failNextCall(with:)``.
    public func hasUnpaidOrders(for customer: UserID) async throws(BoxOfficeError) -> Bool {
        try throwPendingFailure()
        return orders.values.contains { $0.customer == customer && $0.status.isUnpaid }
    }

    // MARK: Helpers

    private func throwPendingFailure() throws(BoxOfficeError) {
        guard !pendingFailures.isEmpty else { return }
        throw pendingFailures.removeFirst()
    }

    private static func chronological(_ screenings: [Screening]) -> [Screening] {
        screenings.sorted { ($0.startsAt, $0.hall, $0.id) < ($1.startsAt, $1.hall, $1.id) }
    }
}
