public import MarqueeCommandLine
public import MarqueeDomain
public import Observation

/// The movies list: search, page through results, pick a movie.
///
/// All it shows is one value, ``state``. A new search replaces the results
/// and selects the first row; further pages append and keep the selection;
/// a failed next page keeps what is shown and reports the error. A search
/// started while another runs supersedes it: the older one stops changing
/// the state.
@Observable @MainActor
public final class MoviesListViewModel {
    /// Everything the list shows.
    public private(set) var state: MoviesListState

    private let search: any SearchMoviesUseCase
    /// Counts searches, so an answer to a superseded one is dropped.
    @ObservationIgnored private var generation = 0

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - search: The search use case.
    ///   - source: Where its movies come from, as front ends name it.
    public init(search: any SearchMoviesUseCase, source: CatalogSource) {
        self.search = search
        state = MoviesListState(source: source)
    }

    /// Searches once, replacing what is shown; a search that found
    /// something is remembered when `remembering` (a failure to remember
    /// becomes a warning in the state).
    public func search(_ query: MovieQuery, page: PageNumber = .first, remembering: Bool = true) async {
        let mine = begin(query)
        do throws(CatalogError) {
            let answer = try await search.execute(query, page: page, remembering: remembering)
            guard mine == generation else { return }
            replace(with: answer, for: query)
        } catch {
            guard mine == generation else { return }
            fail(error, for: query)
        }
        state.loading = .none
    }

    /// Searches as a person types, showing each answer as it arrives: a
    /// cached page at once (with its age), then the source's. Nothing is
    /// remembered (see ``remember()``). Cancelling the calling task — or a
    /// newer search — stops it; what was shown stays.
    public func searchUpdates(_ query: MovieQuery) async {
        let mine = begin(query)
        var answered = false
        for await answer in search.updates(query) {
            guard mine == generation, !Task.isCancelled else { return }
            switch answer {
            case let .success(page):
                replace(with: page, for: query, keepingSelection: answered)
                answered = true
            case let .failure(error):
                if answered { state.error = error } else { fail(error, for: query) }
            }
        }
        guard mine == generation, !Task.isCancelled else { return }
        state.loading = .none
    }

    /// Adds the query shown to the recent searches — when a person commits
    /// to it (Enter, or opening a result) — if it found something.
    public func remember() async {
        guard let query = state.query, state.totalResults > 0 else { return }
        state.warnings += await search.remember(query)
    }

    /// Empties the list (the search field was cleared); a search under way stops changing it.
    public func clear() {
        generation += 1
        state = MoviesListState(source: state.source)
    }

    /// Appends the next page, when there is one and none is loading. A
    /// failure keeps the rows shown.
    public func loadNextPage() async {
        guard let query = state.query, state.hasMorePages, state.loading == .none else { return }
        let mine = generation
        state.loading = .nextPage
        do throws(CatalogError) {
            let next = try PageNumber(state.page + 1)
            let answer = try await search.execute(query, page: next, remembering: false)
            guard mine == generation else { return }
            state.movies += answer.movies
            apply(answer)
        } catch {
            guard mine == generation else { return }
            state.error = error
        }
        state.loading = .none
    }

    /// Moves the selection to `index`, clamped to the rows (a negative index
    /// selects the first); `nil` clears it.
    public func select(index: Int?) {
        guard let index, !state.movies.isEmpty else {
            state.selection = nil
            return
        }
        state.selection = min(max(index, 0), state.movies.count - 1)
    }

    /// `marquee movies search`: searches once, then renders the state as text
    /// or JSON (warnings on standard error), or the one-line error.
    public func searchCommand(_ query: MovieQuery, page: PageNumber, format: OutputFormat) async -> CommandOutput {
        await search(query, page: page)
        return .rendering(state, failure: state.error?.failureText, format: format, text: \.textLines, json: \.json)
            .warning(state.warnings.lines(for: .commandLine))
    }

    private func begin(_ query: MovieQuery) -> Int {
        generation += 1
        state.loading = .firstPage
        state.query = query
        state.warnings = []
        return generation
    }

    private func replace(with answer: Sourced<MoviesPage>, for query: MovieQuery, keepingSelection: Bool = false) {
        state.query = query
        state.movies = answer.movies
        apply(answer)
        if !keepingSelection || state.selection.map({ $0 >= state.movies.count }) != false {
            state.selection = state.movies.isEmpty ? nil : 0
        }
    }

    private func apply(_ answer: Sourced<MoviesPage>) {
        state.page = answer.page
        state.totalPages = answer.totalPages
        state.totalResults = answer.totalResults
        state.provenance = answer.provenance
        state.answeredAt = answer.answeredAt
        state.warnings += answer.warnings
        state.error = nil
    }

    private func fail(_ error: CatalogError, for query: MovieQuery) {
        state.query = query
        state.movies = []
        state.page = 0
        state.totalPages = 0
        state.totalResults = 0
        state.provenance = nil
        state.selection = nil
        state.error = error
    }
}
