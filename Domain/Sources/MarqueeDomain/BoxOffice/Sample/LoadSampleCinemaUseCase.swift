/// Writes a sample cinema — a week of screenings in three halls, a handful
/// of customers with paid and unpaid orders, a few screenings sold out and a
/// few nearly full — so a newcomer meets a box office that does something.
///
/// The same seed, clock and show times give the same sample, identifiers
/// included, so tests and screenshots are stable. The films are real ones
/// from the catalog; a running time the catalog does not know comes from the
/// sample's own list (no length is assumed).
public struct LoadSampleCinemaUseCase: Sendable {
    /// A film the sample shows, and how long it runs when the catalog does not say.
    struct Film: Sendable {
        let id: Int
        let runtimeMinutes: Int
    }

    /// A hall of the sample, its seats and ticket price.
    struct SampleHall: Sendable {
        let name: String
        let capacity: Int
        let price: String
    }

    /// Well-known films (TMDB identifiers, as the offline catalog uses) and
    /// their running times in minutes.
    static let films: [Film] = [
        Film(id: 348, runtimeMinutes: 117),  // Alien
        Film(id: 238, runtimeMinutes: 175),  // The Godfather
        Film(id: 120, runtimeMinutes: 178),  // The Lord of the Rings: The Fellowship of the Ring
        Film(id: 129, runtimeMinutes: 125),  // Spirited Away
        Film(id: 578, runtimeMinutes: 124),  // Jaws
        Film(id: 11, runtimeMinutes: 121),  // Star Wars
        Film(id: 105, runtimeMinutes: 116),  // Back to the Future
        Film(id: 603, runtimeMinutes: 136),  // The Matrix
        Film(id: 289, runtimeMinutes: 102),  // Casablanca
        Film(id: 680, runtimeMinutes: 154),  // Pulp Fiction
        Film(id: 13, runtimeMinutes: 142),  // Forrest Gump
        Film(id: 27205, runtimeMinutes: 148),  // Inception
        Film(id: 155, runtimeMinutes: 152),  // The Dark Knight
        Film(id: 862, runtimeMinutes: 81),  // Toy Story
    ]

    /// The three halls: a large, a middle and a small one.
    static let halls = [
        SampleHall(name: "A", capacity: 120, price: "12.50 EUR"),
        SampleHall(name: "B", capacity: 80, price: "11.00 EUR"),
        SampleHall(name: "C", capacity: 24, price: "9.50 EUR"),
    ]

    /// The customers, the crew of the Nostromo.
    static let customerNames = ["Ripley", "Dallas", "Lambert", "Kane", "Parker", "Ash", "Brett"]

    /// The seed used when none is given.
    public static let defaultSeed: UInt64 = 1979

    private let movies: any MoviesRepository
    private let users: any UserRepository
    private let screenings: any ScreeningRepository
    private let samples: any SampleCinemaStore
    private let clock: any TimeSource

    /// Creates the use case over the catalog, the customers, the screenings,
    /// the sample's store and the clock.
    public init(
        movies: any MoviesRepository, users: any UserRepository, screenings: any ScreeningRepository,
        samples: any SampleCinemaStore, clock: any TimeSource
    ) {
        self.movies = movies
        self.users = users
        self.screenings = screenings
        self.samples = samples
        self.clock = clock
    }

    /// Plans the sample over `showTimes` (those still ahead; every hall gets
    /// a film at each) and stores it.
    ///
    /// - Parameters:
    ///   - seed: Picks the films' order, the orders and the identifiers.
    ///   - showTimes: When screenings start, given the time now: such as
    ///     14:00, 17:30 and 21:00 local time on each of the seven days from
    ///     today (the front end knows the local zone); times already past are
    ///     left out. Three and a half hours apart leave room for the longest
    ///     film and the hall's cleaning.
    ///   - force: Writes the sample beside data already stored (leaving out
    ///     customers whose names are taken and screenings whose hall is busy).
    /// - Returns: What was stored.
    /// - Throws: ``BoxOfficeError/sampleAlreadyLoaded``;
    ///   ``BoxOfficeError/boxOfficeNotEmpty(customers:screenings:)`` unless
    ///   `force`; ``BoxOfficeError/catalogFailed(_:)`` or
    ///   ``BoxOfficeError/movieNotFound(_:)`` when the catalog has none of
    ///   the films; a storage error. Nothing is stored when it throws.
    public func execute(
        seed: UInt64 = defaultSeed, force: Bool = false, showTimes: @Sendable (Timestamp) -> [Timestamp]
    ) async throws(BoxOfficeError) -> SampleCinema {
        guard try await !samples.hasSample() else { throw .sampleAlreadyLoaded }
        let existingUsers: [User]
        do {
            existingUsers = try await users.allUsers()
        } catch {
            throw BoxOfficeError(accounts: error)
        }
        let existingScreenings = try await screenings.allScreenings()
        guard force || (existingUsers.isEmpty && existingScreenings.isEmpty) else {
            throw .boxOfficeNotEmpty(customers: existingUsers.count, screenings: existingScreenings.count)
        }
        let now = await clock.now()
        var random = SeededRandom(seed: seed)
        let films = try await catalogFilms(Self.films.shuffled(using: &random))
        var planned: [Screening] = []
        for time in Set(showTimes(now)).filter({ $0 > now }).sorted() {
            for hall in Self.halls {
                let (movie, runtime) = films[planned.count % films.count]
                let screening = try Screening(
                    id: ScreeningID(random.identifier(prefix: "s-")), movieID: movie.id, movieTitle: movie.title,
                    hall: Hall(hall.name), startsAt: time, runtimeMinutes: runtime, capacity: hall.capacity,
                    ticketPrice: Money(parsing: hall.price))
                guard !(existingScreenings + planned).contains(where: screening.conflicts(with:)) else { continue }
                planned.append(screening)
            }
        }
        var customers: [User] = []
        for name in Self.customerNames {
            let userName = try Self.userName(name)
            guard !existingUsers.contains(where: { $0.name == userName }) else { continue }
            customers.append(User(id: try Self.userID(random.identifier(prefix: "u-")), name: userName))
        }
        var book = SampleBook(screenings: planned, customers: customers, now: now)
        try book.sell(using: &random)
        let sample = SampleCinema(customers: customers, screenings: book.screenings, orders: book.orders)
        try await samples.storeSample(sample)
        return sample
    }

    /// The films the catalog has, with their running times; films it does
    /// not know are left out.
    private func catalogFilms(_ films: [Film]) async throws(BoxOfficeError) -> [(Movie, Int)] {
        var found: [(Movie, Int)] = []
        var firstMissing: MovieID?
        for film in films {
            do {
                let id = try MovieID(film.id)
                do {
                    let movie = try await movies.movieDetails(id).value
                    found.append((movie, movie.runtimeMinutes ?? film.runtimeMinutes))
                } catch .movieNotFound {
                    firstMissing = firstMissing ?? id
                }
            } catch {
                throw .catalogFailed(error)
            }
        }
        guard !found.isEmpty else {
            if let firstMissing { throw .movieNotFound(firstMissing) }
            throw .catalogFailed(.sourceNotFound)
        }
        return found
    }

    private static func userName(_ text: String) throws(BoxOfficeError) -> UserName {
        do { return try UserName(text) } catch { throw BoxOfficeError(accounts: error) }
    }

    private static func userID(_ text: String) throws(BoxOfficeError) -> UserID {
        do { return try UserID(text) } catch { throw BoxOfficeError(accounts: error) }
    }
}

/// The sample's orders as they are written: two screenings of the small
/// hall sold out, two of the middle hall with three seats left, and a dozen
/// small orders across the week; about half of them paid.
private struct SampleBook {
    private(set) var screenings: [Screening]
    private(set) var orders: [Order] = []
    let customers: [User]
    let now: Timestamp

    init(screenings: [Screening], customers: [User], now: Timestamp) {
        self.screenings = screenings
        self.customers = customers
        self.now = now
    }

    mutating func sell(using random: inout SeededRandom) throws(BoxOfficeError) {
        guard !customers.isEmpty, !screenings.isEmpty else { return }
        let small = screenings.indices.filter { screenings[$0].hall.name == "C" }
        let middle = screenings.indices.filter { screenings[$0].hall.name == "B" }
        for index in small.prefix(2) {
            try fill(index, leaving: 0, groupsOf: 6, using: &random)
        }
        for index in middle.dropFirst(2).prefix(2) {
            try fill(index, leaving: 3, groupsOf: 11, using: &random)
        }
        for _ in 0..<12 {
            let index = Int(random.next(upperBound: UInt64(screenings.count)))
            let quantity = 1 + Int(random.next(upperBound: UInt64(4)))
            guard screenings[index].seatsLeft > quantity + 3 else { continue }
            try order(quantity, of: index, using: &random)
        }
    }

    private mutating func fill(
        _ index: Int, leaving left: Int, groupsOf size: Int, using random: inout SeededRandom
    ) throws(BoxOfficeError) {
        while screenings[index].seatsLeft > left {
            try order(min(size, screenings[index].seatsLeft - left), of: index, using: &random)
        }
    }

    private mutating func order(_ quantity: Int, of index: Int, using random: inout SeededRandom)
        throws(BoxOfficeError)
    {
        let customer = customers[Int(random.next(upperBound: UInt64(customers.count)))]
        let paid = random.next(upperBound: UInt64(2)) == 0
        try screenings[index].reserve(quantity)
        let line = try OrderLine(
            screeningID: screenings[index].id, quantity: quantity, unitPrice: screenings[index].ticketPrice)
        orders.append(
            try Order(
                id: OrderID(random.identifier(prefix: "o-")), customer: customer.id, lines: [line], placedAt: now,
                status: paid ? .paid(at: now) : .unpaid))
    }
}
