import MarqueeDomain
import MarqueeTerminalModel
import MarqueeTerminalUI
import Observation

/// The Movies panel, fzf-style: a search field that searches as you type
/// (debounced; a new keystroke cancels the search in flight), the results
/// with a selection that arrows move even while typing, and the recent
/// searches while the field is empty.
///
/// Only what a person commits to is remembered: Enter in the field, or
/// opening a result — never the prefixes typed on the way.
@Observable @MainActor
final class MoviesPanel: Panel {
    /// How long typing must pause before a search starts.
    static let debounce = Duration.milliseconds(150)
    /// The next page loads when the selection comes this close to the last row.
    static let prefetchDistance = 5
    /// The first row of the list inside the panel, below the field, the
    /// headline, one note row and the column heads; a note of two rows
    /// moves the list one further down.
    static let listTop = 4

    /// The results.
    let list: MoviesListViewModel
    /// The suggestions.
    let recent: RecentQueriesViewModel
    /// The search field.
    private(set) var field = TextField()
    /// Whether the field takes typed characters.
    private(set) var isFieldFocused = true
    /// The suggestion picked while the field is empty.
    private(set) var suggestions = ListSelection()
    /// Why the text typed cannot be searched (too long), when it cannot.
    private(set) var fieldProblem: InputProblem?

    @ObservationIgnored private var searchTask: Task<Void, Never>?
    /// Whether the text in the field has been searched (the pause passed).
    @ObservationIgnored private var searched = true
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let tasks: TaskTracker
    /// What Details, opened from here, reads and draws posters with.
    @ObservationIgnored private let catalog: CatalogUseCases
    @ObservationIgnored private let posterRenderer: (any PosterRenderer)?
    /// Rows a page moves and where the list was drawn; set when drawn.
    @ObservationIgnored var pageRows = 10
    @ObservationIgnored var area = PanelArea(top: 0, left: 0, columns: 0, rows: 0)
    @ObservationIgnored var listTopShown = 0
    /// Where the list starts in the panel as last drawn.
    @ObservationIgnored var listTopRow = MoviesPanel.listTop

    init(
        catalog: CatalogUseCases, source: CatalogSource, clock: any Clock<Duration>,
        posterRenderer: (any PosterRenderer)? = nil, tasks: TaskTracker
    ) {
        list = MoviesListViewModel(search: catalog.search, source: source)
        recent = RecentQueriesViewModel(catalog: catalog)
        self.catalog = catalog
        self.posterRenderer = posterRenderer
        self.clock = clock
        self.tasks = tasks
    }

    /// Whether the suggestions show instead of the results.
    var showsSuggestions: Bool { field.text.allSatisfy(\.isWhitespace) }

    var hasTextFocus: Bool { isFieldFocused }

    /// Gives the search field focus.
    static let search = Shortcut("/", "search")
    /// The results and suggestions move with the list's letters.
    static let shortcuts = [search] + ListSelection.shortcuts

    var hints: [KeyHint] {
        var hints: [KeyHint] = []
        if showsSuggestions {
            if !recent.state.queries.isEmpty { hints.append(KeyHint(key: "Enter", action: "search again")) }
        } else if !searched {
            hints.append(KeyHint(key: "Enter", action: "search now"))
        } else if list.state.selectedMovie != nil {
            hints.append(KeyHint(key: "Enter", action: "open the movie"))
        } else if list.state.error != nil {
            hints.append(KeyHint(key: "Enter", action: "try again"))
        }
        hints.append(KeyHint(key: "↑↓", action: "select"))
        hints.append(
            isFieldFocused ? KeyHint(key: "Esc", action: "leave the field") : Self.search.hint)
        return hints
    }

    /// Loads the suggestions.
    func appear() {
        tasks.run { [recent] in await recent.load() }
    }

    /// Gives the search field focus.
    func focusSearch() {
        isFieldFocused = true
    }

    /// The search (shown, its field focused) and a movie's Details (opened over the tab).
    func take(_ destination: Destination, in environment: PanelEnvironment) -> Arrival? {
        switch destination {
        case .search:
            appear()
            focusSearch()
            return .tab
        case let .details(id):
            let details = MovieDetailsPanel(
                catalog: catalog, renderer: posterRenderer, colors: environment.colors, tasks: environment.tasks)
            details.open(id)
            return .over(details)
        default:
            return nil
        }
    }

    func handle(_ key: TerminalKey) -> PanelOutcome {
        if move(key) { return .handled }
        switch key {
        case .enter:
            return commit()
        case .escape where isFieldFocused:
            isFieldFocused = false
            return .handled
        case Self.search.key where !isFieldFocused:
            isFieldFocused = true
            return .handled
        default:
            guard isFieldFocused else { return .ignored }
            if field.edit(key) {
                textChanged()
                return .handled
            }
            return TextField.movesCaret(key) ? .handled : .ignored
        }
    }

    func paste(_ text: String) -> PanelOutcome {
        isFieldFocused = true
        if field.paste(text) { textChanged() }
        return .handled
    }

    func click(at position: TerminalPosition) -> PanelOutcome {
        if position.row == area.row(0) {
            isFieldFocused = true
            return .handled
        }
        let index = listTopShown + position.row - area.row(listTopRow)
        guard position.row >= area.row(listTopRow) else { return .ignored }
        if showsSuggestions {
            guard recent.state.queries.indices.contains(index) else { return .ignored }
            if suggestions.clamped(to: recent.state.queries.count) == index { return commit() }
            suggestions.select(index, count: recent.state.queries.count)
        } else {
            guard list.state.movies.indices.contains(index) else { return .ignored }
            if list.state.selection == index { return commit() }
            list.select(index: index)
        }
        return .handled
    }

    func scroll(by lines: Int) -> PanelOutcome {
        if showsSuggestions {
            let count = recent.state.queries.count
            suggestions.select((suggestions.clamped(to: count) ?? 0) + lines, count: count)
        } else {
            select(max(0, (list.state.selection ?? 0) + lines))
        }
        return .handled
    }

    /// Searches `text` at once and remembers it, as if typed and committed.
    func search(_ text: String) {
        field.set(text)
        searchNow(remembering: true)
    }

    private func move(_ key: TerminalKey) -> Bool {
        let letters = !isFieldFocused
        if showsSuggestions {
            let count = recent.state.queries.count
            guard let target = suggestions.target(of: key, count: count, letters: letters, page: pageRows) else {
                return false
            }
            suggestions.select(target, count: count)
            return true
        }
        var selection = ListSelection()
        selection.select(list.state.selection, count: list.state.movies.count)
        guard let target = selection.target(of: key, count: list.state.movies.count, letters: letters, page: pageRows)
        else {
            return false
        }
        select(target)
        return true
    }

    private func select(_ target: Int) {
        list.select(index: target)
        let state = list.state
        if target >= state.movies.count - Self.prefetchDistance, state.hasMorePages, state.loading == .none {
            tasks.run { [list] in await list.loadNextPage() }
        }
    }

    /// Enter: search a picked suggestion, search what is typed now, or open
    /// the selected movie — each remembering the search.
    private func commit() -> PanelOutcome {
        if showsSuggestions {
            let queries = recent.state.queries
            guard let index = suggestions.clamped(to: queries.count) else { return .handled }
            search(queries[index])
            return .handled
        }
        if !searched || list.state.selectedMovie == nil && list.state.error != nil {
            searchNow(remembering: true)
            return .handled
        }
        guard let movie = list.state.selectedMovie else { return .handled }
        tasks.run { [list] in await list.remember() }
        return .go(.details(movie.id))
    }

    private func textChanged() {
        searchTask?.cancel()
        searchTask = nil
        fieldProblem = nil
        guard !showsSuggestions else {
            searched = true
            list.clear()
            suggestions.select(0, count: recent.state.queries.count)
            appear()
            return
        }
        searched = false
        guard let query = readQuery() else { return }
        let wait = deadlineWait(on: clock, for: Self.debounce)
        searchTask = tasks.run { [weak self, list] in
            do { try await wait() } catch { return }
            self?.searched = true
            await list.searchUpdates(query)
        }
    }

    /// The query typed, or `nil` with why it cannot be searched shown under the field.
    private func readQuery() -> MovieQuery? {
        do throws(InputProblem) {
            return try Input.movieQuery(field.text)
        } catch {
            fieldProblem = error
            return nil
        }
    }

    private func searchNow(remembering: Bool) {
        searchTask?.cancel()
        fieldProblem = nil
        guard let query = readQuery() else { return }
        searched = true
        searchTask = tasks.run { [list, recent] in
            await list.search(query, remembering: remembering)
            await recent.load()
        }
    }
}
