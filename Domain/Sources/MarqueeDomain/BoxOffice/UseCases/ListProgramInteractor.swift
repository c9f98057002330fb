/// Lists the upcoming program over the screenings port and the clock.
public struct ListProgramInteractor: ListProgramUseCase {
    private let holds: SeatHolds?
    private let screenings: any ScreeningRepository
    private let clock: any TimeSource

    /// Creates the use case over the screenings port and the clock.
    ///
    /// With `holds`, orders whose hold has run out are expired before
    /// reading (``SeatHolds/releaseExpiredBeforeReading()``).
    public init(screenings: any ScreeningRepository, clock: any TimeSource, holds: SeatHolds? = nil) {
        self.holds = holds
        self.screenings = screenings
        self.clock = clock
    }

    public func execute(bookableOnly: Bool) async throws(BoxOfficeError) -> [Screening] {
        try await holds?.releaseExpiredBeforeReading()
        let now = await clock.now()
        let upcoming = NotCancelled().and(StartsAfter(now))
        let wanted: any Specification<Screening> = bookableOnly ? BookableScreening(at: now) : upcoming
        return try await screenings.screenings(startingAfter: now)
            .filter { wanted.isSatisfied(by: $0) }
            .sorted { ($0.startsAt, $0.hall, $0.id) < ($1.startsAt, $1.hall, $1.id) }
    }
}
