@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel

/// A ``BoxOfficeApp`` over in-memory ports, with a manual clock for the
/// search pause, and helpers to drive it as a person would: keys, pastes,
/// clicks and resizes go through ``BoxOfficeApp/handle(_:)``, frames come
/// from ``BoxOfficeApp/render(columns:rows:)`` at the size last set.
@MainActor
struct InteractiveWorld {
    static let spirited = MovieFixtures.movie(129, "千と千尋の神隠し", released: (2001, 7, 20), popularity: 90)

    let cinema: CinemaWorld
    let catalog: CatalogWorld
    let clock = ManualClock()
    let app: BoxOfficeApp
    private(set) var size = TerminalSize(columns: 100, rows: 30)

    init(
        users: [User] = [], screenings: [Screening] = [], orders: [Order] = [], recent: [String] = [],
        renderer: (any PosterRenderer)? = nil
    ) throws {
        cinema = try CinemaWorld(users: users, screenings: screenings, orders: orders)
        catalog = CatalogWorld(
            movies: MovieFixtures.all + CatalogWorld.heatFilms + [Self.spirited, PosterFixtures.alien],
            recent: try recent.map { try MovieQuery($0) })
        app = BoxOfficeApp(
            catalog: catalog.useCases, accounts: cinema.accounts, boxOffice: cinema.boxOffice, source: .offline,
            times: cinema.times, clock: clock, posterRenderer: renderer, colors: .trueColor, sample: cinema.sample)
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
        guard let hit = app.tabColumns.first(where: { $0.tab.rawValue == number - 1 }) else { return }
        click(row: 0, column: hit.columns.lowerBound)
    }
}
