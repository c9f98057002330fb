import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Observation

/// One movie's details, opened from Movies: its facts and overview, and its
/// poster drawn by the ``PosterRenderer`` when there is one — or one line
/// saying why not, the space going to the text.
@Observable @MainActor
final class MovieDetailsPanel: Panel {
    /// The details and poster.
    let viewModel: MovieDetailsViewModel
    /// How far the overview is scrolled.
    private(set) var overviewScroll = ScrollOffset()

    @ObservationIgnored private let renderer: (any PosterRenderer)?
    /// How many colours the terminal shows; the poster is drawn to it.
    @ObservationIgnored let colors: ColorCapability
    @ObservationIgnored private let tasks: TaskTracker
    @ObservationIgnored private var drawn: (key: PosterKey, cells: [[TerminalCell]]?)?
    /// The overview's line count and visible rows, from the last draw.
    @ObservationIgnored var overviewLines = (count: 0, visible: 0)

    init(catalog: CatalogUseCases, renderer: (any PosterRenderer)?, colors: ColorCapability, tasks: TaskTracker) {
        viewModel = MovieDetailsViewModel(catalog: catalog)
        self.renderer = renderer
        self.colors = colors
        self.tasks = tasks
    }

    /// The movie's title, once loaded.
    var title: String? { viewModel.state.movie?.title }

    /// The movie's title in the tab bar, once loaded.
    var overlayTitle: String? { title }

    var hasTextFocus: Bool { false }

    /// Shows the movie's screenings, to book one.
    static let book = Shortcut("b", "book this movie")
    /// Opens the form that schedules the movie.
    static let schedule = Shortcut("s", "schedule it")
    /// The overview scrolls with the list's letters (``ScrollOffset`` reads them).
    static let shortcuts = [book, schedule] + ListSelection.shortcuts

    var hints: [KeyHint] {
        guard viewModel.state.movie != nil else { return [KeyHint(key: "Esc", action: "back")] }
        return [
            Self.book.hint, Self.schedule.hint,
            KeyHint(key: "↑↓", action: "scroll"), KeyHint(key: "Esc", action: "back"),
        ]
    }

    func appear() {}

    /// Loads `id`, then its poster; each shows as it arrives.
    func open(_ id: MovieID) {
        tasks.run { [viewModel] in
            await viewModel.load(id)
            await viewModel.loadPoster()
        }
    }

    func handle(_ key: TerminalKey) -> PanelOutcome {
        if let line = overviewScroll.after(key, lines: overviewLines.count, visible: overviewLines.visible) {
            overviewScroll.scroll(to: line)
            return .handled
        }
        guard let movie = viewModel.state.movie else { return .ignored }
        switch key {
        case Self.book.key, .enter: return .go(.program(movie: movie.id, title: movie.title))
        case Self.schedule.key: return .go(.schedule(movie: movie.id))
        default: return .ignored
        }
    }

    func scroll(by lines: Int) -> PanelOutcome {
        let last = max(0, overviewLines.count - overviewLines.visible)
        overviewScroll.scroll(
            to: min(last, overviewScroll.first(lines: overviewLines.count, visible: overviewLines.visible) + lines))
        return .handled
    }

    /// The poster drawn in `columns × rows` cells, decoded once per size.
    func posterCells(_ image: PosterImage, columns: Int, rows: Int, colors: ColorCapability) -> [[TerminalCell]]? {
        let key = PosterKey(image: image, columns: columns, rows: rows, colors: colors)
        if let drawn, drawn.key == key { return drawn.cells }
        let cells = renderer?.cells(for: image, columns: columns, rows: rows, colors: colors)
        drawn = (key, cells)
        return cells
    }

    /// Whether a poster can be drawn at all (a renderer is there).
    var drawsPosters: Bool { renderer != nil }
}

/// What a drawn poster depends on.
private struct PosterKey: Equatable {
    let image: PosterImage
    let columns: Int
    let rows: Int
    let colors: ColorCapability
}
