public import MarqueeDomain

/// One screening in the program, ready to show.
public struct ProgramItem: Equatable, Sendable, Identifiable {
    /// The screening's identity, which orders name.
    public let id: ScreeningID
    /// The start in the local time zone, such as `2026-12-24 20:00`.
    public let time: String
    /// The hall's name.
    public let hall: String
    /// The movie's title as it was when the screening was scheduled.
    public let movieTitle: String
    /// The movie's catalog id.
    public let movieID: MovieID
    /// Seats still for sale.
    public let seatsLeft: Int
    /// Seats in all.
    public let capacity: Int
    /// The ticket price, such as `EUR 12.50`.
    public let price: String
    /// How long the movie runs, such as `117 min`.
    public let runtime: String

    /// Whether every seat is sold.
    public var isSoldOut: Bool { seatsLeft == 0 }

    /// Creates the row for `screening`, with its time shown in `times`' zone.
    public init(screening: Screening, times: LocalTimeFormat) {
        id = screening.id
        time = times.string(from: screening.startsAt)
        hall = screening.hall.name
        movieTitle = screening.movieTitle
        movieID = screening.movieID
        seatsLeft = screening.seatsLeft
        capacity = screening.capacity
        price = screening.ticketPrice.displayText
        runtime = "\(screening.runtimeMinutes) min"
    }
}
