/// Lists the upcoming program: screenings that have not started, with seats left.
public struct ListProgramUseCase: Sendable {
    private let screenings: any ScreeningRepository
    private let clock: any TimeSource

    /// Creates the use case over the screenings port and the clock.
    public init(screenings: any ScreeningRepository, clock: any TimeSource) {
        self.screenings = screenings
        self.clock = clock
    }

    /// Screenings starting after now, earliest first, then by hall.
    ///
    /// Sold-out screenings stay in the program (people like to see them);
    /// ``Screening/seatsLeft`` tells, and ``BookableScreening`` decides
    /// whether tickets can be ordered.
    ///
    /// - Parameter bookableOnly: Leave out screenings with no seat left.
    /// - Throws: ``BoxOfficeError/storageFailed(_:)``.
    public func execute(bookableOnly: Bool = false) async throws(BoxOfficeError) -> [Screening] {
        let now = await clock.now()
        let upcoming = StartsAfter(now)
        let wanted: any Specification<Screening> = bookableOnly ? BookableScreening(at: now) : upcoming
        return try await screenings.screenings(startingAfter: now)
            .filter { wanted.isSatisfied(by: $0) }
            .sorted { ($0.startsAt, $0.hall, $0.id) < ($1.startsAt, $1.hall, $1.id) }
    }
}
