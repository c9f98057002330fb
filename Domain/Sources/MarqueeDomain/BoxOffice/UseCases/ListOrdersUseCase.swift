/// Which orders ``ListOrdersUseCase`` lists: every condition given must hold.
///
/// The screening conditions hold for an order when one of its lines is for a
/// screening that meets them.
public struct OrderFilter: Hashable, Sendable {
    /// Only this customer's orders (named as people type it); `nil` for everyone's.
    public var customer: UserName?
    /// Only orders with a line for this screening; `nil` for any.
    public var screening: ScreeningID?
    /// Only orders with a line for a screening starting at or after this; `nil` for no bound.
    public var from: Timestamp?
    /// Only orders with a line for a screening starting before this; `nil` for no bound.
    public var to: Timestamp?
    /// Only unpaid orders (those holding seats without payment).
    public var unpaidOnly: Bool

    /// Creates a filter; with no argument, every order.
    public init(
        customer: UserName? = nil, screening: ScreeningID? = nil, from: Timestamp? = nil, to: Timestamp? = nil,
        unpaidOnly: Bool = false
    ) {
        self.customer = customer
        self.screening = screening
        self.from = from
        self.to = to
        self.unpaidOnly = unpaidOnly
    }

    /// Whether `screening` meets the screening conditions.
    public func admits(_ screening: Screening) -> Bool {
        (self.screening.map { $0 == screening.id } ?? true) && (from.map { screening.startsAt >= $0 } ?? true)
            && (to.map { screening.startsAt < $0 } ?? true)
    }
}

/// Every order of every customer that a filter admits, as receipts: the use
/// case's boundary (see ``PlaceOrderUseCase`` for the two sides). Reading, so
/// open to every desk.
public protocol ListOrdersUseCase: Sendable {
    /// The orders `filter` admits, newest placed first, each with its
    /// customer (`nil` once deleted) and screenings.
    ///
    /// - Throws: ``BoxOfficeError/unknownCustomerName(_:)`` or
    ///   ``BoxOfficeError/unknownScreening(_:)`` when the filter names a
    ///   customer or screening that is not stored; ``BoxOfficeError/storageFailed(_:)``.
    func execute(_ filter: OrderFilter) async throws(BoxOfficeError) -> [OrderReceipt]
}
