public import MarqueeDomain
public import Observation

/// The movies list: search, page through results, pick a movie.
///
/// A new search replaces what is shown; further pages append; a failed next
/// page keeps what is already shown and reports the error.
@Observable @MainActor
public final class MoviesListViewModel {
    /// What is being fetched right now.
    public enum Loading: Equatable, Sendable {
        case none, firstPage, nextPage
    }

    /// The rows shown, in result order.
    public private(set) var items: [MoviesListItem] = []
    /// What is being fetched.
    public private(set) var loading: Loading = .none
    /// The last error, worded for a person; cleared by the next successful load.
    public private(set) var errorMessage: String?
    /// The last error itself, for front ends that map errors to exit codes.
    public private(set) var error: CatalogError?
    /// The query the rows answer.
    public private(set) var query: MovieQuery?
    /// The last page loaded, 0 before any.
    public private(set) var currentPage = 0
    /// How many pages the whole result has.
    public private(set) var totalPages = 0
    /// How many movies the whole result has.
    public private(set) var totalResults = 0

    /// Whether a search finished and found nothing.
    public var isEmpty: Bool { query != nil && loading == .none && error == nil && items.isEmpty }
    /// Whether another page can be loaded.
    public var hasMorePages: Bool { currentPage < totalPages }

    private let searchMovies: SearchMoviesUseCase
    private let actions: MoviesListActions
    private var movies: [Movie] = []

    /// Creates the view model.
    public init(searchMovies: SearchMoviesUseCase, actions: MoviesListActions = .none) {
        self.searchMovies = searchMovies
        self.actions = actions
    }

    /// Starts a new search, replacing what is shown.
    ///
    /// - Parameters:
    ///   - text: The text typed; an invalid one is reported in ``errorMessage``.
    ///   - page: The page to show, from 1.
    public func search(_ text: String, page: Int = 1) async {
        let query: MovieQuery
        do throws(CatalogError) {
            query = try MovieQuery(text)
        } catch {
            fail(error)
            return
        }
        loading = .firstPage
        defer { loading = .none }
        do throws(CatalogError) {
            let result = try await searchMovies.execute(query, page: page)
            self.query = query
            movies = result.movies
            apply(result)
        } catch {
            self.query = query
            movies = []
            items = []
            currentPage = 0
            totalPages = 0
            totalResults = 0
            fail(error)
        }
    }

    /// Appends the next page, when there is one. A failure keeps the rows shown.
    public func loadNextPage() async {
        guard let query, hasMorePages, loading == .none else { return }
        loading = .nextPage
        defer { loading = .none }
        do throws(CatalogError) {
            let result = try await searchMovies.execute(query, page: currentPage + 1)
            movies += result.movies
            apply(result)
        } catch {
            fail(error)
        }
    }

    /// Opens the movie shown in a row.
    public func select(_ item: MoviesListItem) {
        actions.showMovieDetails(item.id)
    }

    /// The movies behind the rows, for front ends that print them as data.
    public var loadedMovies: [Movie] { movies }

    private func apply(_ result: MoviesPage) {
        items = movies.map(MoviesListItem.init)
        currentPage = result.page
        totalPages = result.totalPages
        totalResults = result.totalResults
        error = nil
        errorMessage = nil
    }

    private func fail(_ error: CatalogError) {
        self.error = error
        errorMessage = error.userMessage
    }
}
