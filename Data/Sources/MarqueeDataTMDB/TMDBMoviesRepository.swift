import MarqueeData
public import Logging
public import MarqueeDomain
public import MarqueeHTTPClient

/// Movies from the TMDB API (`api.themoviedb.org`, version 3), over any
/// ``/MarqueeHTTPClient/NetworkService``.
///
/// Searches ask `GET /3/search/movie` (never adult titles), details ask
/// `GET /3/movie/{id}`. TMDB serves at most 500 pages of a search: a later page
/// is refused without a request, and a larger `total_pages` is reported as 500.
/// One unreadable result is skipped (and counted in the log) rather than
/// failing its page. Every HTTP failure becomes a ``/MarqueeDomain/CatalogError`` whose text
/// never holds the credential.
public struct TMDBMoviesRepository: MoviesRepository {
    /// The last page of a search TMDB will serve.
    public static let maximumPage = 500

    private let network: any NetworkService
    private let credentials: TMDBCredentials
    private let language: String
    private let logger: Logger
    private let errors: TMDBErrorMapping

    /// Creates a repository.
    ///
    /// - Parameters:
    ///   - network: Sends the requests; build its configuration with
    ///     ``networkConfig(baseURL:timeout:maximumResponseBytes:retryPolicy:)``.
    ///   - credentials: The API key or read access token sent with every request.
    ///   - language: The language TMDB answers in, as an IETF tag such as `en-US`.
    ///   - logger: Receives a line for every page with skipped results.
    public init(
        network: any NetworkService,
        credentials: TMDBCredentials,
        language: String = "en-US",
        logger: Logger
    ) {
        self.network = network
        self.credentials = credentials
        self.language = language
        self.logger = logger
        errors = TMDBErrorMapping(credentials: credentials)
    }

    public func searchMovies(_ query: MovieQuery, page pageNumber: PageNumber) async throws(CatalogError)
        -> Sourced<MoviesPage>
    {
        let page = pageNumber.value
        guard page <= Self.maximumPage else {
            // TMDB serves no page past its 500th; say how many this search has.
            let first = try await searchMovies(query, page: .first)
            throw .invalidPage(requested: page, lastPage: first.totalPages)
        }
        let endpoint = TMDBEndpoints.searchMovies(query, page: page, language: language, credentials: credentials)
        let answer: TMDBSearchPageDTO
        do {
            answer = try await network.send(endpoint)
        } catch {
            throw errors.catalogError(for: error)
        }
        guard answer.totalPages >= 0 else { throw .unreadableData(.tmdb, .unexpectedValue(at: "total_pages")) }
        guard answer.totalResults >= 0 else { throw .unreadableData(.tmdb, .unexpectedValue(at: "total_results")) }
        let (movies, skipped) = try readableMovies(in: answer, page: page)
        let lastPage = min(answer.totalPages, Self.maximumPage)
        guard page <= max(lastPage, 1) else { throw .invalidPage(requested: page, lastPage: lastPage) }
        let moviesPage = try MoviesPage(
            page: page, totalPages: max(lastPage, movies.isEmpty ? 0 : page), totalResults: answer.totalResults,
            movies: movies)
        return Sourced(moviesPage, warnings: skipped > 0 ? [.resultsSkipped(count: skipped)] : [])
    }

    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        let endpoint = TMDBEndpoints.movieDetails(id, language: language, credentials: credentials)
        let answer: TMDBMovieDetailsDTO
        do {
            answer = try await network.send(endpoint)
        } catch {
            throw errors.catalogError(for: error, movieID: id)
        }
        guard answer.id == id.rawValue else {
            throw .unreadableData(.tmdb, .answeredAnotherMovie(asked: id, answered: answer.id))
        }
        do {
            return Sourced(try answer.toDomain())
        } catch {
            throw .unreadableData(.tmdb, .invalidMovie(movieID: answer.id, error))
        }
    }

    /// The page's results as movies, skipping (and logging) unreadable ones.
    ///
    /// - Throws: ``CatalogError/unreadableData(_:_:)`` when results were sent
    ///   but none could be read: then the answer as a whole is wrong.
    private func readableMovies(in answer: TMDBSearchPageDTO, page: Int) throws(CatalogError)
        -> (movies: [Movie], skipped: Int)
    {
        var movies: [Movie] = []
        movies.reserveCapacity(answer.results.count)
        var problems: [DataProblem] = []
        for slot in answer.results {
            switch slot.outcome {
            case let .success(result):
                do {
                    movies.append(try result.toDomain())
                } catch {
                    problems.append(.invalidMovie(movieID: result.id, error))
                }
            case let .failure(unreadable):
                problems.append(unreadable.problem)
            }
        }
        guard !problems.isEmpty else { return (movies, 0) }
        logger.warning(
            "skipped \(problems.count) unreadable of \(answer.results.count) results on TMDB search page \(page)",
            metadata: [
                "tmdb.skipped": "\(problems.count)",
                "tmdb.problems": .array(problems.map { .string("\($0)") }),
            ]
        )
        if movies.isEmpty { throw .unreadableData(.tmdb, .noReadableResults(count: problems.count)) }
        return (movies, problems.count)
    }
}
