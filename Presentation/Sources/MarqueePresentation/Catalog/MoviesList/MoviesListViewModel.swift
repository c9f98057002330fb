public import MarqueeDomain
public import Observation

/// The movies list: search, page through results, pick a movie.
///
/// All it shows is one value, ``state``. A new search replaces the results;
/// further pages append; a failed next page keeps what is shown and reports
/// the error. ``searchUpdates(_:)`` is the live form: a cached page at once,
/// replaced when the source answers.
@Observable @MainActor
public final class MoviesListViewModel {
    /// Everything the list shows.
    public private(set) var state: MoviesListState

    private let searchMovies: SearchMoviesUseCase
    private let clock: any TimeSource
    private let actions: MoviesListActions

    /// Creates the view model.
    ///
    /// - Parameters:
    ///   - searchMovies: The search use case.
    ///   - source: Where its movies come from, as screens name it.
    ///   - clock: The one clock; it stamps each answer so a cached page shows its age.
    ///   - actions: Where picking a movie leads.
    public init(
        searchMovies: SearchMoviesUseCase, source: CatalogSource, clock: any TimeSource,
        actions: MoviesListActions = .none
    ) {
        self.searchMovies = searchMovies
        self.clock = clock
        self.actions = actions
        state = MoviesListState(source: source)
    }

    /// The rows shown.
    public var items: [MoviesListItem] { state.items }
    /// The query the rows answer.
    public var query: MovieQuery? { state.query }
    /// The last error, worded for a person.
    public var errorMessage: String? { state.errorMessage }
    /// The last error itself.
    public var error: CatalogError? { state.error }

    /// Starts a new search, replacing what is shown.
    ///
    /// - Parameters:
    ///   - text: The text typed; an invalid one is reported in the state.
    ///   - page: The page to show, from 1, as typed.
    public func search(_ text: String, page: Int = 1) async {
        let query: MovieQuery
        let pageNumber: PageNumber
        do throws(CatalogError) {
            query = try MovieQuery(text)
            pageNumber = try PageNumber(page)
        } catch {
            state.error = error
            return
        }
        state.loading = .firstPage
        do throws(CatalogError) {
            let answer = try await searchMovies.execute(query, page: pageNumber)
            replace(with: answer, for: query, at: await clock.now())
        } catch {
            clear(for: query)
            state.error = error
        }
        state.loading = .none
    }

    /// Starts a new search and shows each answer as it arrives: a cached
    /// page at once (with its age), then the source's. Cancelling the calling
    /// task stops it; what was shown stays.
    public func searchUpdates(_ text: String) async {
        let query: MovieQuery
        do throws(CatalogError) {
            query = try MovieQuery(text)
        } catch {
            clear(for: nil)
            state.error = error
            return
        }
        state.loading = .firstPage
        state.query = query
        state.error = nil
        var answered = false
        for await answer in searchMovies.updates(query, page: .first) {
            if Task.isCancelled { break }
            switch answer {
            case let .success(page):
                replace(with: page, for: query, at: await clock.now())
                answered = true
            case let .failure(error):
                if !answered { clear(for: query) }
                state.error = error
            }
        }
        if !Task.isCancelled { state.loading = .none }
    }

    /// Appends the next page, when there is one. A failure keeps the rows shown.
    public func loadNextPage() async {
        guard let query = state.query, state.hasMorePages, state.loading == .none else { return }
        state.loading = .nextPage
        do throws(CatalogError) {
            let answer = try await searchMovies.execute(query, page: try PageNumber(state.page + 1))
            state.movies += answer.movies
            apply(answer, at: await clock.now())
        } catch {
            state.error = error
        }
        state.loading = .none
    }

    /// Moves the selection to `index`, clamped to the rows; `nil` clears it.
    public func select(index: Int?) {
        guard let index, !state.movies.isEmpty else {
            state.selection = nil
            return
        }
        state.selection = min(max(index, 0), state.movies.count - 1)
    }

    /// Opens the movie under the selection.
    public func openSelection() {
        guard let movie = state.selectedMovie else { return }
        actions.showMovieDetails(movie.id)
    }

    /// Opens the movie shown in a row.
    public func select(_ item: MoviesListItem) {
        actions.showMovieDetails(item.id)
    }

    private func replace(with answer: Sourced<MoviesPage>, for query: MovieQuery, at time: Timestamp) {
        state.query = query
        state.movies = answer.movies
        apply(answer, at: time)
        if state.selection == nil || state.selection.map({ $0 >= state.movies.count }) == true {
            state.selection = state.movies.isEmpty ? nil : 0
        }
    }

    private func apply(_ answer: Sourced<MoviesPage>, at time: Timestamp) {
        state.page = answer.page
        state.totalPages = answer.totalPages
        state.totalResults = answer.totalResults
        state.provenance = answer.provenance
        state.answeredAt = time
        state.error = nil
    }

    private func clear(for query: MovieQuery?) {
        state.query = query
        state.movies = []
        state.page = 0
        state.totalPages = 0
        state.totalResults = 0
        state.provenance = nil
        state.selection = nil
    }
}
