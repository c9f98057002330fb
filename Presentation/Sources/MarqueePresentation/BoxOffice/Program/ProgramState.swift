public import MarqueeDomain

/// Everything the program shows, as one value.
public struct ProgramState: Equatable, Sendable, ShowsCinemaError {
    /// The upcoming screenings, earliest first, then by hall.
    public var screenings: [Screening] = []
    /// The movie the program is narrowed to, when it is.
    public var movie: MovieID?
    /// That movie's title, when the one who narrowed it knew it.
    public var movieTitle: String?
    /// Whether the program was loaded at least once.
    public var hasLoaded = false
    /// Whether a load is under way.
    public var isLoading = false
    /// The last error.
    public var error: CinemaError?
    /// The zone times are shown in.
    public var times: LocalTimeFormat

    /// An empty program shown in `times`' zone.
    public init(times: LocalTimeFormat) {
        self.times = times
    }

    /// The rows, ready to show.
    public var items: [ProgramItem] { screenings.map { ProgramItem(screening: $0, times: times) } }
    /// Whether the program was loaded and nothing is on.
    public var isEmpty: Bool { hasLoaded && error == nil && screenings.isEmpty }

    /// The line above the program: how many screenings, or why there are none.
    public func headline(for audience: Audience) -> String {
        if let error { return error.message(times: times, for: audience) }
        guard hasLoaded else { return "Loading the program…" }
        let narrowed =
            movie == nil ? "" : " of " + (movieTitle ?? screenings.first?.movieTitle ?? "this movie")
        guard !screenings.isEmpty else {
            return audience.pick(
                "No upcoming screenings\(narrowed). Schedule one with: marquee screenings schedule <movie-id> "
                    + "--hall A --at 2026-12-24T20:00 --seats 80 --price \"12.50 EUR\"",
                "No upcoming screenings\(narrowed). Press s to schedule one.")
        }
        let count = screenings.count == 1 ? "1 upcoming screening" : "\(screenings.count) upcoming screenings"
        return "\(count)\(narrowed), times in \(times.timeZoneName)"
    }
}
