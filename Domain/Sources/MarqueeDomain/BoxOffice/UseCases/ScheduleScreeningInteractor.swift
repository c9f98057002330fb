/// Puts a movie from the catalog on the program, in a hall that is free,
/// over the catalog, the screenings port, the identity generator and the clock.
public struct ScheduleScreeningInteractor: ScheduleScreeningUseCase {
    private let movies: any MoviesRepository
    private let screenings: any ScreeningRepository
    private let factory: BoxOfficeFactory
    private let clock: any TimeSource
    private let desk: Desk?
    private let schedulingDays: Int

    /// How many days ahead a screening may start unless the cinema says otherwise: a year.
    public static let defaultSchedulingDays = 366
    /// The days ahead a cinema may allow: a day to a hundred years.
    public static let schedulingDaysRange = 1...36_600

    /// Creates the use case over the catalog, the screenings port, the ID generator and the clock.
    ///
    /// - Parameters:
    ///   - movies: The catalog a screening's movie must be in; its title comes from there.
    ///   - screenings: The program's screenings.
    ///   - ids: Where new identities come from.
    ///   - clock: The time now, by which it decides.
    ///   - desk: The desk it runs for, whose role must allow
    ///     ``DeskAction/scheduleScreening``; `nil` where no desk is involved.
    ///   - schedulingDays: How many days after now a screening may start,
    ///     brought within ``schedulingDaysRange``.
    public init(
        movies: any MoviesRepository,
        screenings: any ScreeningRepository,
        ids: any IDGenerator,
        clock: any TimeSource,
        desk: Desk? = nil,
        schedulingDays: Int = ScheduleScreeningInteractor.defaultSchedulingDays
    ) {
        self.movies = movies
        self.screenings = screenings
        self.factory = BoxOfficeFactory(ids: ids)
        self.clock = clock
        self.desk = desk
        self.schedulingDays = min(
            max(schedulingDays, Self.schedulingDaysRange.lowerBound), Self.schedulingDaysRange.upperBound)
    }

    /// A length given in `runtimeMinutes` wins over the catalog's (a longer
    /// cut, a catalog without running times); without either, the movie runs
    /// as long as at its latest screening on the program, so a length typed
    /// once is remembered. No length is ever assumed. A screening takes its
    /// hall's seats, or fewer when `capacity` says so; in a hall not known
    /// yet `capacity` is needed, and becomes the hall's seats.
    public func execute(
        movieID: MovieID,
        hall: Hall,
        startsAt: Timestamp,
        capacity: Int?,
        ticketPrice: Money,
        runtimeMinutes: Int?
    ) async throws(BoxOfficeError) -> Screening {
        try desk?.authorize(.scheduleScreening, as: BoxOfficeError.self)
        let now = await clock.now()
        guard startsAt > now else { throw .screeningInPast(startsAt) }
        guard startsAt <= now.adding(minutes: schedulingDays * 24 * 60) else {
            throw .screeningTooFarAhead(startsAt, days: schedulingDays)
        }
        guard ticketPrice.currency.isISO4217 else { throw .invalidCurrency(ticketPrice.currency.code) }
        guard ticketPrice.isNegative || PriceLimits.allows(ticketPrice) else { throw .priceTooHigh(ticketPrice) }
        let seats: Int
        if let known = try await screenings.hall(named: hall) {
            seats = try known.seats(for: capacity)
        } else {
            guard let capacity else { throw .unknownHall(hall) }
            seats = capacity
        }
        let movie: Movie
        do {
            movie = try await movies.movieDetails(movieID).value
        } catch .movieNotFound(let id) {
            throw .movieNotFound(id)
        } catch {
            throw .catalogFailed(error)
        }
        var known = runtimeMinutes ?? movie.runtimeMinutes
        if known == nil { known = try await lastRuntime(of: movie.id) }
        guard let runtime = known else { throw .runtimeUnknown(movie.id, title: movie.title) }
        let screening = try await factory.makeScreening(
            of: movie, in: hall, at: startsAt, runtimeMinutes: runtime, capacity: seats, ticketPrice: ticketPrice
        )
        if let conflict = try await screenings.screenings(in: hall).first(where: screening.conflicts(with:)) {
            throw .hallBusy(conflicting: conflict)
        }
        try await screenings.add(screening)
        return screening
    }

    /// How long `movie` ran at its latest screening on the program (a
    /// cancelled or past one counts: the film is the same), if it has one.
    private func lastRuntime(of movie: MovieID) async throws(BoxOfficeError) -> Int? {
        try await screenings.allScreenings().filter { $0.movieID == movie }.max { $0.startsAt < $1.startsAt }?
            .runtimeMinutes
    }
}
