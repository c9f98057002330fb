import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee screenings schedule <movie-id> --hall H --at TIME [--seats N] --price P [--runtime MINUTES] [--json]`.
struct ScreeningsScheduleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "Put a catalog movie on the program in a hall.",
        discussion: """
            The movie must be in the catalog (offline unless a TMDB credential is set; --source forces one). \
            The time is local (TZ is respected), in the future and at most a year ahead (MARQUEE_SCHEDULE_DAYS \
            sets how many days). The price is in an ISO 4217 currency, at most 1,000 of its main unit (more \
            where that unit is worth little, such as 100,000 JPY). A hall is busy for the movie's \
            running time plus 30 minutes of cleaning; screenings in one hall may not overlap. The running time \
            is TMDB's; the offline catalog knows none, so give it with --runtime once: later screenings of the \
            movie run as long as its latest one (nothing is assumed).

            EXAMPLES
              marquee screenings schedule 348 --hall A --at 2026-12-24T20:00 \\
                  --seats 80 --price "12.50 EUR" --runtime 117
              marquee screenings schedule 11 --hall IMAX1 --at "2026-12-25 18:30" \\
                  --seats 300 --price "EUR 15.00" --json
            """
    )

    @Argument(help: "The movie's catalog id, as marquee movies search lists it.", transform: Parse.movieID)
    var movieID: MovieID

    @Option(
        help: ArgumentHelp("The hall: 1–16 letters or digits, such as A or IMAX1.", valueName: "hall"),
        transform: Parse.hall)
    var hall: Hall

    @Option(help: ArgumentHelp("The local start: YYYY-MM-DDTHH:MM or \"YYYY-MM-DD HH:MM\".", valueName: "time"))
    var at: String

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How many seats are for sale: the hall's when left out, at most the hall's; needed for a hall not known "
                + "yet, which gets them.", valueName: "count"),
        transform: Parse.seatCount)
    var seats: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The ticket price with its currency: \"12.50 EUR\" or \"EUR 12.50\".", valueName: "price"),
        transform: Parse.price)
    var price: Money

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "How long the movie runs, in minutes (1–1000); needed when the catalog does not say.",
            valueName: "minutes"),
        transform: Parse.runtime)
    var runtime: Int?

    @Flag(
        help: """
            Print the screening as JSON (fields: id, movieID, movieTitle, hall, startsAt, endsAt, runtimeMinutes, \
            capacity, seatsSold, seatsLeft, ticketPrice).
            """)
    var json = false

    @OptionGroup var sourceOptions: MoviesSourceOptions

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options, source: sourceOptions.source) { app in
            let times = try app.times()
            let startsAt = try Input.time(at, in: times)
            return await ScheduleScreeningViewModel(boxOffice: try await app.boxOffice(), times: times)
                .scheduleCommand(
                    movie: movieID, hall: hall, startsAt: startsAt, seats: seats, price: price, runtime: runtime,
                    format: OutputFormat(json: json))
        }
    }
}
