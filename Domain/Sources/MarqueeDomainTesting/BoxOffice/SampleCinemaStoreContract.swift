public import MarqueeDomain

/// The promises every ``/MarqueeDomain/SampleCinemaStore`` keeps, as checks to
/// run against each implementation (see ``ContractCheck``): the sample is
/// written all or nothing, and clearing removes exactly what it wrote.
public enum SampleCinemaStoreContract {
    /// The stores a check runs against: the sample's store and the
    /// customers' and box office's stores over the same data.
    public struct Subject: Sendable {
        /// The store under test.
        public let samples: any SampleCinemaStore
        /// The customers, in the same data.
        public let users: any UserRepository
        /// The screenings and orders, in the same data.
        public let boxOffice: any ScreeningRepository & OrderRepository

        /// Creates the subject from three views of one new, empty store.
        public init(
            samples: any SampleCinemaStore, users: any UserRepository,
            boxOffice: any ScreeningRepository & OrderRepository
        ) {
            self.samples = samples
            self.users = users
            self.boxOffice = boxOffice
        }
    }

    /// Every check; each expects a new, empty store.
    public static let checks: [ContractCheck<Subject>] = [
        ContractCheck("a stored sample is found through the other ports, and a second one is refused") { stores in
            let sample = try Self.sample()
            try Expect.equal(try await stores.samples.hasSample(), false, "hasSample() before")
            try await stores.samples.storeSample(sample)
            try Expect.equal(try await stores.samples.hasSample(), true, "hasSample() after")
            try Expect.equal(
                try await stores.users.allUsers().sorted { $0.id < $1.id }, sample.customers, "allUsers()")
            try Expect.equal(try await stores.boxOffice.allScreenings(), sample.screenings, "allScreenings()")
            for order in sample.orders {
                try Expect.equal(try await stores.boxOffice.order(withID: order.id), order, "order(withID:)")
            }
            try await Expect.error(BoxOfficeError.sampleAlreadyLoaded, "storeSample again") {
                try await stores.samples.storeSample(Self.sample(suffix: "-2"))
            }
        },
        ContractCheck("a sample whose hall is busy is refused and writes nothing") { stores in
            let busy = try BoxOfficeFixtures.screening("other", hall: "A", startsInMinutes: 60 * 24 + 30)
            try await stores.boxOffice.add(busy)
            try await Expect.error(BoxOfficeError.hallBusy(conflicting: busy), "storeSample over a busy hall") {
                try await stores.samples.storeSample(Self.sample())
            }
            try Expect.equal(try await stores.users.allUsers(), [], "allUsers() after the refusal")
            try Expect.equal(try await stores.boxOffice.allScreenings(), [busy], "allScreenings() after the refusal")
            try Expect.equal(try await stores.samples.hasSample(), false, "hasSample() after the refusal")
        },
        ContractCheck("a sample with a customer name taken meanwhile is refused and writes nothing") { stores in
            try await stores.users.save(AccountsFixtures.user("someone-else", named: "ripley"))
            try await Expect.error("storeSample with a taken name", matching: isStorageFailure) {
                try await stores.samples.storeSample(Self.sample())
            }
            try Expect.equal(try await stores.users.allUsers().count, 1, "allUsers() after the refusal")
            try Expect.equal(try await stores.boxOffice.allScreenings(), [], "allScreenings() after the refusal")
        },
        ContractCheck("clearing removes the sample and leaves everything else as it was") { stores in
            let other = try BoxOfficeFixtures.screening("other", hall: "B", startsInMinutes: 60)
            let customer = try AccountsFixtures.user("someone-else", named: "Newt")
            try await stores.boxOffice.add(other)
            try await stores.users.save(customer)
            let order = try BoxOfficeFixtures.order("other-order", customer: customer.id, screening: other)
            try await stores.boxOffice.place(order)
            let before = (
                try await stores.boxOffice.allScreenings(), try await stores.users.allUsers(),
                try await stores.boxOffice.orders(for: customer.id)
            )
            let sample = try Self.sample()
            try await stores.samples.storeSample(sample)

            let removal = try await stores.samples.removeSample()

            try Expect.equal(
                removal,
                SampleRemoval(
                    customersRemoved: sample.customers.count, screeningsRemoved: sample.screenings.count,
                    ordersRemoved: sample.orders.count),
                "removeSample()")
            try Expect.equal(try await stores.boxOffice.allScreenings(), before.0, "allScreenings() after")
            try Expect.equal(try await stores.users.allUsers(), before.1, "allUsers() after")
            try Expect.equal(try await stores.boxOffice.orders(for: customer.id), before.2, "orders(for:) after")
            for order in sample.orders {
                try Expect.equal(try await stores.boxOffice.order(withID: order.id), nil, "a sample order after")
            }
            try Expect.equal(try await stores.samples.hasSample(), false, "hasSample() after")
            try await Expect.error(BoxOfficeError.noSampleLoaded, "removeSample() again") {
                _ = try await stores.samples.removeSample()
            }
        },
        ContractCheck("clearing keeps a sample screening and customer that others' orders need, seats recounted") {
            stores in
            let sample = try Self.sample()
            try await stores.samples.storeSample(sample)
            let screening = sample.screenings[0]
            let customer = sample.customers[0]
            let stranger = try AccountsFixtures.user("someone-else", named: "Newt")
            try await stores.users.save(stranger)
            let theirs = try BoxOfficeFixtures.order(
                "their-order", customer: stranger.id, screening: screening, quantity: 1)
            try await stores.boxOffice.place(theirs)
            let own = try BoxOfficeFixtures.order(
                "own-order", customer: customer.id, screening: sample.screenings[1], quantity: 1)
            try await stores.boxOffice.place(own)

            let removal = try await stores.samples.removeSample()

            try Expect.equal(removal.screeningsKept, [screening.id, sample.screenings[1].id], "screeningsKept")
            try Expect.equal(removal.customersKept, [customer.name], "customersKept")
            try Expect.equal(removal.ordersRemoved, sample.orders.count, "ordersRemoved")
            try Expect.equal(
                try await stores.boxOffice.screening(withID: screening.id)?.seatsSold, 1, "seats of the kept screening")
            try Expect.equal(try await stores.boxOffice.order(withID: theirs.id), theirs, "their order")
            try Expect.equal(try await stores.users.user(withID: customer.id), customer, "the kept customer")
            try Expect.equal(
                try await stores.boxOffice.screening(withID: sample.screenings[1].id)?.seatsSold, 1,
                "seats of the screening the kept customer ordered for")
            try Expect.equal(try await stores.samples.hasSample(), false, "hasSample() after")
        },
        ContractCheck("clearing with no sample stored is refused") { stores in
            try await Expect.error(BoxOfficeError.noSampleLoaded, "removeSample()") {
                _ = try await stores.samples.removeSample()
            }
        },
    ]

    /// A small sample: two customers, two screenings in hall A (one with
    /// seats held by a paid and an unpaid order), one more in hall B.
    public static func sample(suffix: String = "") throws -> SampleCinema {
        let ripley = try AccountsFixtures.user("u-ripley\(suffix)", named: "Ripley\(suffix)")
        let dallas = try AccountsFixtures.user("u-dallas\(suffix)", named: "Dallas\(suffix)")
        var first = try BoxOfficeFixtures.screening("s-one\(suffix)", hall: "A", startsInMinutes: 60 * 24, capacity: 20)
        let second = try BoxOfficeFixtures.screening(
            "s-two\(suffix)", hall: "A", startsInMinutes: 60 * 24 + 210, capacity: 20)
        let third = try BoxOfficeFixtures.screening(
            "s-three\(suffix)", hall: "B", startsInMinutes: 60 * 24, capacity: 8)
        let paid = try BoxOfficeFixtures.order(
            "o-paid\(suffix)", customer: ripley.id, screening: first, quantity: 3,
            status: .paid(at: SharedFixtures.now))
        let unpaid = try BoxOfficeFixtures.order(
            "o-unpaid\(suffix)", customer: dallas.id, screening: first, quantity: 2)
        try first.reserve(5)
        return SampleCinema(customers: [dallas, ripley], screenings: [first, third, second], orders: [paid, unpaid])
    }

    private static func isStorageFailure(_ error: BoxOfficeError) -> Bool {
        if case .storageFailed = error { true } else { false }
    }
}
