import MarqueeDomain
import Observation

/// The interactive Movies screen, fzf-style: a search field that searches as
/// you type (debounced, a new keystroke cancelling the search in flight),
/// the results with a selection that arrows move even while typing, and the
/// recent searches as suggestions while the field is empty.
@Observable @MainActor
final class MoviesSearchScreen {
    /// How long typing must pause before a search starts.
    static let debounce = Duration.milliseconds(150)
    /// The next page loads when the selection comes this close to the last row.
    static let prefetchDistance = 5

    /// The results.
    let list: MoviesListViewModel
    /// The suggestions.
    let recent: RecentQueriesViewModel
    /// The search field.
    private(set) var field = TextFieldState()
    /// Whether the field takes typed characters.
    private(set) var isFieldFocused = true
    /// The suggestion picked while the field is empty.
    private(set) var suggestion = 0

    @ObservationIgnored private var searchTask: Task<Void, Never>?
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let tasks: TaskTracker
    /// Rows a page moves; the view sets it from the rows it shows.
    @ObservationIgnored var pageRows = 10

    init(list: MoviesListViewModel, recent: RecentQueriesViewModel, clock: any Clock<Duration>, tasks: TaskTracker) {
        self.list = list
        self.recent = recent
        self.clock = clock
        self.tasks = tasks
    }

    /// Whether the suggestions show instead of the results.
    var showsSuggestions: Bool { field.text.allSatisfy(\.isWhitespace) }

    /// Loads the suggestions.
    func appear() {
        tasks.run { [recent] in await recent.load() }
    }

    /// Applies a key.
    func handle(_ key: ScreenKey) -> ScreenOutcome {
        switch key {
        case .up, .down, .pageUp, .pageDown, .home, .end:
            move(key)
        case .enter:
            open()
        case .escape where isFieldFocused:
            isFieldFocused = false
        case .character("/") where !isFieldFocused:
            isFieldFocused = true
        default:
            guard isFieldFocused else { return .ignored }
            guard field.edit(key) else {
                return [.left, .right, .ctrl("a"), .ctrl("e")].contains(key) ? .handled : .ignored
            }
            textChanged()
        }
        return .handled
    }

    /// Searches `text` at once, as if typed and paused on.
    func search(_ text: String) {
        field.set(text)
        searchTask?.cancel()
        searchTask = tasks.run { [list] in await list.searchUpdates(text) }
    }

    private func textChanged() {
        searchTask?.cancel()
        searchTask = nil
        let text = field.text
        guard !showsSuggestions else {
            suggestion = 0
            appear()
            return
        }
        let wait = deadlineWait(on: clock, for: Self.debounce)
        searchTask = tasks.run { [list] in
            do { try await wait() } catch { return }
            await list.searchUpdates(text)
        }
    }

    private func move(_ key: ScreenKey) {
        if showsSuggestions {
            suggestion = ListWindow.move(suggestion, by: key, count: recent.state.queries.count, page: pageRows) ?? 0
            return
        }
        let count = list.state.movies.count
        guard let target = ListWindow.move(list.state.selection, by: key, count: count, page: pageRows) else { return }
        list.select(index: target)
        let state = list.state
        if target >= count - Self.prefetchDistance, state.hasMorePages, state.loading == .none {
            tasks.run { [list] in await list.loadNextPage() }
        }
    }

    private func open() {
        guard showsSuggestions else {
            // Enter on a failed search with nothing to open tries it again.
            if list.state.selectedMovie == nil, list.state.error != nil { return search(field.text) }
            list.openSelection()
            return
        }
        let queries = recent.state.queries
        guard queries.indices.contains(suggestion) else { return }
        search(queries[suggestion])
    }
}
