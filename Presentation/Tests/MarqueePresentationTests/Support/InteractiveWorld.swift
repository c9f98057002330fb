@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel

/// A ``ScreenApp`` over in-memory ports, with a manual clock for the
/// search pause, and helpers to drive it as a person would: keys, pastes,
/// clicks and resizes go through ``ScreenApp/handle(_:)``, frames come
/// from ``ScreenApp/render(columns:rows:)`` at the size last set.
@MainActor
struct InteractiveWorld {
    static let spirited = MovieFixtures.movie(129, "千と千尋の神隠し", released: (2001, 7, 20), popularity: 90)

    let cinema: CinemaWorld
    let catalog: CatalogWorld
    let clock = ManualClock()
    let app: ScreenApp
    private(set) var size = TerminalSize(columns: 100, rows: 30)

    init(
        users: [User] = [], screenings: [Screening] = [], orders: [Order] = [], recent: [String] = [],
        renderer: (any PosterRenderer)? = nil, extraTabs: (CinemaWorld) -> [ScreenTab] = { _ in [] },
        readOnly: Bool = false, halls: [CinemaHall]? = nil
    ) throws {
        cinema = try CinemaWorld(
            users: users, screenings: screenings, orders: orders, halls: halls ?? CinemaWorld.halls)
        catalog = CatalogWorld(
            movies: MovieFixtures.all + CatalogWorld.heatFilms + [Self.spirited, PosterFixtures.alien],
            recent: try recent.map { try MovieQuery($0) })
        // The box office's four tabs, as `marquee` registers them; a new
        // feature's tab is tested in its own world, so these frames stay.
        let sample = SampleOffer(sample: cinema.sample, times: cinema.times)
        app = ScreenApp(
            tabs: [
                .movies(catalog: catalog.useCases, source: .offline, clock: clock, posterRenderer: renderer),
                .program(
                    boxOffice: cinema.boxOffice, times: cinema.times, sample: sample, search: catalog.useCases.search,
                    clock: clock),
                .orders(
                    boxOffice: cinema.boxOffice, times: cinema.times, customers: cinema.accounts.list,
                    clock: cinema.clock),
                .users(accounts: cinema.accounts, sample: sample),
            ] + extraTabs(cinema), colors: .trueColor, readOnly: readOnly)
        app.handle(.resize(size))
    }

    var movies: InMemoryMoviesRepository { catalog.movies }
    var queries: InMemoryMovieQueriesRepository { catalog.queries }

    /// Presses each key in turn.
    func press(_ keys: TerminalKey...) {
        for key in keys { app.handle(.key(key)) }
    }

    /// Types `text` one character at a time.
    func type(_ text: String) {
        for character in text { app.handle(.key(.character(character))) }
    }

    /// Pastes `text` as one bracketed paste.
    func paste(_ text: String) {
        app.handle(.paste(text))
    }

    /// Sets the window's size.
    mutating func resize(columns: Int, rows: Int) {
        size = TerminalSize(columns: columns, rows: rows)
        app.handle(.resize(size))
    }

    /// Clicks the left button at `row`, `column`.
    func click(row: Int, column: Int) {
        app.handle(.mouse(MouseEvent(.press(.left), at: TerminalPosition(row: row, column: column))))
    }

    /// Turns the wheel at `row`, `column`: `down` towards the user.
    func wheel(down: Bool, row: Int = 10, column: Int = 10) {
        app.handle(.mouse(MouseEvent(down ? .wheelDown : .wheelUp, at: TerminalPosition(row: row, column: column))))
    }

    /// Lets the search pause pass and waits for everything started to finish.
    func settle() async {
        clock.advance(by: MoviesPanel.debounce)
        await app.settle()
    }

    /// Types `text`, lets the pause pass, and waits for the answer.
    func search(_ text: String) async {
        type(text)
        await settle()
    }

    /// The frame at the size last set.
    func frame() -> TerminalGrid {
        app.render(columns: size.columns, rows: size.rows)
    }

    /// The frame's text, one string per row.
    func screenText() -> String {
        frame().lines.joined(separator: "\n")
    }

    /// Shows the tab `number` (1 Movies … 4 Users), from wherever the app is,
    /// by clicking its label: keys would type into a focused field.
    func show(tab number: Int) {
        _ = frame()
        guard let hit = app.tabColumns.first(where: { $0.tab == number - 1 }) else { return }
        click(row: 0, column: hit.columns.lowerBound)
    }
}
