/// A small cinema to try Marquee with: customers, a week of screenings in
/// three halls, and orders (paid and unpaid, some screenings sold out or
/// nearly), as ``LoadSampleCinemaUseCase`` plans it and a
/// ``SampleCinemaStore`` keeps it.
public struct SampleCinema: Equatable, Sendable {
    /// The sample's customers.
    public let customers: [User]
    /// The sample's screenings, with the seats its orders hold.
    public let screenings: [Screening]
    /// The sample's orders.
    public let orders: [Order]

    /// Creates a sample from its parts; the screenings' seats sold must be
    /// what the unpaid and paid orders hold.
    public init(customers: [User], screenings: [Screening], orders: [Order]) {
        self.customers = customers
        self.screenings = screenings
        self.orders = orders
    }
}

/// What clearing the sample cinema removed, and what it kept because
/// something that is not the sample's refers to it.
public struct SampleRemoval: Equatable, Sendable {
    /// How many of the sample's customers were removed.
    public let customersRemoved: Int
    /// How many of the sample's screenings were removed.
    public let screeningsRemoved: Int
    /// How many of the sample's orders were removed.
    public let ordersRemoved: Int
    /// The sample's customers kept because they placed orders of their own.
    public let customersKept: [UserName]
    /// The sample's screenings kept because orders of others are for them;
    /// their seats now count those orders only.
    public let screeningsKept: [ScreeningID]

    /// Creates the account of a removal.
    public init(
        customersRemoved: Int, screeningsRemoved: Int, ordersRemoved: Int, customersKept: [UserName] = [],
        screeningsKept: [ScreeningID] = []
    ) {
        self.customersRemoved = customersRemoved
        self.screeningsRemoved = screeningsRemoved
        self.ordersRemoved = ordersRemoved
        self.customersKept = customersKept
        self.screeningsKept = screeningsKept
    }
}
