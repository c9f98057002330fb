import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import MarqueeTerminalModel

/// The worlds the snapshots are taken in: fixed clock (``SharedFixtures/now``,
/// shown in Berlin), counting identifiers, the offline-like movie fixtures,
/// and a window of the snapshot's size from the first key on, so every
/// panel lays itself out as it would for a person at that size.
@MainActor
enum SnapshotWorlds {
    /// An ``InteractiveWorld`` whose window is `size`.
    static func world(
        _ size: TerminalSize, users: [User] = [], screenings: [Screening] = [], orders: [Order] = [],
        recent: [String] = [], extraTabs: (CinemaWorld) -> [ScreenTab] = { _ in [] }, halls: [CinemaHall]? = nil
    ) throws -> InteractiveWorld {
        var world = try InteractiveWorld(
            users: users, screenings: screenings, orders: orders, recent: recent, extraTabs: extraTabs, halls: halls)
        world.resize(columns: size.columns, rows: size.rows)
        return world
    }

    /// Customers: Ripley, Dallas, Kane and Lambert.
    static var users: [User] {
        get throws {
            [
                try AccountsFixtures.ripley, try AccountsFixtures.dallas,
                try AccountsFixtures.user("user-kane", named: "Kane"),
                try AccountsFixtures.user("user-lambert", named: "Lambert"),
            ]
        }
    }

    /// Tonight's and tomorrow's program: Alien twice, Amélie sold out,
    /// Spirited Away (a title of wide characters), Star Wars.
    static var screenings: [Screening] {
        get throws {
            [
                try BoxOfficeFixtures.screening(
                    "alien-tonight", movie: MovieFixtures.alien, hall: "A", startsInMinutes: 6 * 60, capacity: 80,
                    seatsSold: 12),
                try BoxOfficeFixtures.screening(
                    "amelie-tonight", movie: MovieFixtures.amelie, hall: "B", startsInMinutes: 7 * 60,
                    runtimeMinutes: 122, capacity: 40, seatsSold: 40),
                try BoxOfficeFixtures.screening(
                    "spirited-late", movie: InteractiveWorld.spirited, hall: "C", startsInMinutes: 8 * 60 + 30,
                    runtimeMinutes: 125, capacity: 60, seatsSold: 59),
                try BoxOfficeFixtures.screening(
                    "alien-tomorrow", movie: MovieFixtures.alien, hall: "B", startsInMinutes: 26 * 60, capacity: 40),
                try BoxOfficeFixtures.screening(
                    "starwars-tomorrow", movie: MovieFixtures.starWars, hall: "A", startsInMinutes: 29 * 60,
                    runtimeMinutes: 121, capacity: 80, ticketPrice: BoxOfficeFixtures.euros(1400), seatsSold: 3),
            ]
        }
    }

    /// Ripley's orders: an unpaid one for two screenings, a paid one, a
    /// cancelled one, placed over the last days.
    static func ripleysOrders(_ screenings: [Screening]) throws -> [Order] {
        let ripley = try AccountsFixtures.ripley.id
        func line(_ index: Int, _ quantity: Int) throws -> OrderLine {
            try OrderLine(
                screeningID: screenings[index].id, quantity: quantity, unitPrice: screenings[index].ticketPrice)
        }
        return [
            try Order(
                id: BoxOfficeFixtures.orderID("order-7"), customer: ripley, lines: [try line(0, 2), try line(4, 3)],
                placedAt: SharedFixtures.now(plus: -30)),
            try Order(
                id: BoxOfficeFixtures.orderID("order-5"), customer: ripley, lines: [try line(3, 1)],
                placedAt: SharedFixtures.now(plus: -26 * 60), status: .paid(at: SharedFixtures.now(plus: -25 * 60))),
            try Order(
                id: BoxOfficeFixtures.orderID("order-2"), customer: ripley, lines: [try line(2, 4)],
                placedAt: SharedFixtures.now(plus: -3 * 24 * 60),
                status: .cancelled(at: SharedFixtures.now(plus: -2 * 24 * 60))),
        ]
    }

    /// A film with a poster whose overview runs to many lines at every
    /// size; each sentence is numbered, so a scrolled snapshot shows where it is.
    static func longOverviewFilm() throws -> Movie {
        Movie(
            id: try MovieID(19), title: "Metropolis",
            overview: (1...150).map { "Sentence \($0) of an overview long enough to scroll." }.joined(separator: " "),
            releaseDate: try ReleaseDate(year: 1927, month: 1, day: 10),
            posterPath: try PosterPath("/metropolis.jpg"), genres: [MovieFixtures.scienceFiction],
            originalLanguage: "de", popularity: 5, runtimeMinutes: 153,
            tagline: "The mediator between the head and the hands must be the heart.")
    }
}
