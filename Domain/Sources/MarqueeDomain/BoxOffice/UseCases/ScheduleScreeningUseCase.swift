/// Puts a movie from the catalog on the program, in a hall that is free.
public struct ScheduleScreeningUseCase: Sendable {
    private let movies: any MoviesRepository
    private let screenings: any ScreeningRepository
    private let factory: BoxOfficeFactory
    private let clock: any TimeSource

    /// Creates the use case over the catalog, the screenings port, the ID generator and the clock.
    public init(
        movies: any MoviesRepository,
        screenings: any ScreeningRepository,
        ids: any IDGenerator,
        clock: any TimeSource
    ) {
        self.movies = movies
        self.screenings = screenings
        self.factory = BoxOfficeFactory(ids: ids)
        self.clock = clock
    }

    /// Schedules `movieID` in `hall` at `startsAt`.
    ///
    /// The hall is busy from each screening's start until its end plus
    /// ``Screening/cleaningMinutes``; the end comes from `runtimeMinutes` when
    /// given (a longer cut, a catalog without running times), else from the
    /// movie's running time in the catalog. No length is ever assumed.
    ///
    /// - Returns: The new screening, as stored, with no seats sold.
    /// - Throws: ``BoxOfficeError/screeningInPast(_:)`` unless it starts after now;
    ///   ``BoxOfficeError/movieNotFound(_:)`` or ``BoxOfficeError/catalogFailed(_:)``;
    ///   ``BoxOfficeError/runtimeUnknown(_:title:)`` when neither knows the length;
    ///   ``BoxOfficeError/invalidRuntime(_:)``;
    ///   ``BoxOfficeError/invalidCapacity(_:)`` or ``BoxOfficeError/invalidPrice(_:)``;
    ///   ``BoxOfficeError/hallBusy(conflicting:)``; a storage error. Nothing is
    ///   stored when it throws.
    public func execute(
        movieID: MovieID,
        hall: Hall,
        startsAt: Timestamp,
        capacity: Int,
        ticketPrice: Money,
        runtimeMinutes: Int? = nil
    ) async throws(BoxOfficeError) -> Screening {
        let now = await clock.now()
        guard startsAt > now else { throw .screeningInPast(startsAt) }
        let movie: Movie
        do {
            movie = try await movies.movieDetails(movieID).value
        } catch .movieNotFound(let id) {
            throw .movieNotFound(id)
        } catch {
            throw .catalogFailed(error)
        }
        guard let runtime = runtimeMinutes ?? movie.runtimeMinutes else {
            throw .runtimeUnknown(movie.id, title: movie.title)
        }
        let screening = try await factory.makeScreening(
            of: movie, in: hall, at: startsAt, runtimeMinutes: runtime, capacity: capacity, ticketPrice: ticketPrice
        )
        if let conflict = try await screenings.screenings(in: hall).first(where: screening.conflicts(with:)) {
            throw .hallBusy(conflicting: conflict)
        }
        try await screenings.add(screening)
        return screening
    }
}
