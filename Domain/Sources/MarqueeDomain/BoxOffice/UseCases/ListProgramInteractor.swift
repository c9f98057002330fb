/// Lists the upcoming program over the screenings port and the clock.
public struct ListProgramInteractor: ListProgramUseCase {
    private let screenings: any ScreeningRepository
    private let clock: any TimeSource

    /// Creates the use case over the screenings port and the clock.
    public init(screenings: any ScreeningRepository, clock: any TimeSource) {
        self.screenings = screenings
        self.clock = clock
    }

    public func execute(bookableOnly: Bool) async throws(BoxOfficeError) -> [Screening] {
        let now = await clock.now()
        let upcoming = StartsAfter(now)
        let wanted: any Specification<Screening> = bookableOnly ? BookableScreening(at: now) : upcoming
        return try await screenings.screenings(startingAfter: now)
            .filter { wanted.isSatisfied(by: $0) }
            .sorted { ($0.startsAt, $0.hall, $0.id) < ($1.startsAt, $1.hall, $1.id) }
    }
}
