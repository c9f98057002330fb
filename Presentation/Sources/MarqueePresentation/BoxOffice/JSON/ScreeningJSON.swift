public import MarqueeDomain

/// The stable JSON form of a screening, printed by `screenings schedule --json`
/// and in `program --json`. Field names are part of Marquee's documented
/// interface: add fields, never rename.
///
/// `{"id": String, "movieID": Int, "movieTitle": String, "hall": String,
/// "startsAt": String, "endsAt": String, "runtimeMinutes": Int,
/// "capacity": Int, "seatsSold": Int, "seatsLeft": Int, "ticketPrice": money}`.
/// Times are ISO 8601 in the local zone with its offset, such as
/// `2026-12-24T20:00:00+01:00`; `endsAt` is when the movie ends (without the
/// hall's cleaning time). Every key is always present.
public struct ScreeningJSON: Codable, Equatable, Sendable {
    /// The screening's id, which orders name.
    public let id: String
    /// The movie's catalog id.
    public let movieID: Int
    /// The movie's title when the screening was scheduled.
    public let movieTitle: String
    /// The hall's name.
    public let hall: String
    /// The start, ISO 8601 with offset.
    public let startsAt: String
    /// The movie's end, ISO 8601 with offset.
    public let endsAt: String
    /// The movie's running time in minutes.
    public let runtimeMinutes: Int
    /// Seats in all.
    public let capacity: Int
    /// Seats sold or held by unpaid orders.
    public let seatsSold: Int
    /// Seats still for sale.
    public let seatsLeft: Int
    /// The price of one ticket.
    public let ticketPrice: MoneyJSON

    /// The JSON form of `screening`, with times in `times`' zone.
    public init(_ screening: Screening, times: LocalTimeFormat) {
        id = screening.id.rawValue
        movieID = screening.movieID.rawValue
        movieTitle = screening.movieTitle
        hall = screening.hall.name
        startsAt = times.iso8601(from: screening.startsAt)
        endsAt = times.iso8601(from: screening.endsAt)
        runtimeMinutes = screening.runtimeMinutes
        capacity = screening.capacity
        seatsSold = screening.seatsSold
        seatsLeft = screening.seatsLeft
        ticketPrice = MoneyJSON(screening.ticketPrice)
    }

    /// The JSON form of the screening a view model just scheduled, or `nil` before one was.
    @MainActor public init?(_ viewModel: ScheduleScreeningViewModel) {
        guard let screening = viewModel.screening else { return nil }
        self.init(screening, times: viewModel.times)
    }
}

/// The stable JSON form of `program --json`:
/// `{"timeZone": String, "screenings": [screening…]}`, earliest first, then by hall.
public struct ProgramJSON: Codable, Equatable, Sendable {
    /// The zone the times are shown in, such as `"Europe/Berlin"`.
    public let timeZone: String
    /// The upcoming screenings.
    public let screenings: [ScreeningJSON]

    /// The JSON form of `screenings`, in the order given.
    public init(_ screenings: [Screening], times: LocalTimeFormat) {
        timeZone = times.timeZoneName
        self.screenings = screenings.map { ScreeningJSON($0, times: times) }
    }

    /// The JSON form of the program a view model loaded.
    @MainActor public init(_ viewModel: ProgramViewModel) {
        self.init(viewModel.loadedScreenings, times: viewModel.times)
    }
}
