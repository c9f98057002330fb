import MarqueeData
public import Logging
public import MarqueeDomain
public import MarqueeHTTPClient

/// Movies from the TMDB API (`api.themoviedb.org`, version 3), over any
/// ``NetworkService``.
///
/// Searches ask `GET /3/search/movie` (never adult titles), details ask
/// `GET /3/movie/{id}`. TMDB serves at most 500 pages of a search: a later page
/// is refused without a request, and a larger `total_pages` is reported as 500.
/// One unreadable result is skipped (and counted in the log) rather than
/// failing its page. Every HTTP failure becomes a ``CatalogError`` whose text
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
        guard page <= Self.maximumPage else { throw .invalidPage(requested: page, lastPage: Self.maximumPage) }
        let endpoint = TMDBEndpoints.searchMovies(query, page: page, language: language, credentials: credentials)
        let answer: TMDBSearchPageDTO
        do {
            answer = try await network.send(endpoint)
        } catch {
            throw errors.catalogError(for: error)
        }
        let movies = try readableMovies(in: answer, page: page)
        let lastPage = min(max(answer.totalPages, 0), Self.maximumPage)
        guard page <= max(lastPage, 1) else { throw .invalidPage(requested: page, lastPage: max(lastPage, 1)) }
        return Sourced(
            try MoviesPage(page: page, totalPages: lastPage, totalResults: answer.totalResults, movies: movies))
    }

    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        let endpoint = TMDBEndpoints.movieDetails(id, language: language, credentials: credentials)
        let answer: TMDBMovieDetailsDTO
        do {
            answer = try await network.send(endpoint)
        } catch {
            throw errors.catalogError(for: error, movieID: id)
        }
        do {
            return Sourced(try answer.toDomain())
        } catch {
            throw .corruptData("TMDB's details of movie \(id) break a rule: \(Self.describe(error))")
        }
    }

    /// The page's results as movies, skipping (and logging) unreadable ones.
    ///
    /// - Throws: ``CatalogError/corruptData(_:)`` when results were sent but
    ///   none could be read: then the answer as a whole is wrong.
    private func readableMovies(in answer: TMDBSearchPageDTO, page: Int) throws(CatalogError) -> [Movie] {
        var movies: [Movie] = []
        movies.reserveCapacity(answer.results.count)
        var problems: [String] = []
        for (position, slot) in answer.results.enumerated() {
            switch slot.outcome {
            case let .success(result):
                do {
                    movies.append(try result.toDomain())
                } catch {
                    problems.append("results[\(position)] (id \(result.id)): \(Self.describe(error))")
                }
            case let .failure(unreadable):
                problems.append(unreadable.reason)
            }
        }
        guard !problems.isEmpty else { return movies }
        logger.warning(
            "skipped \(problems.count) unreadable of \(answer.results.count) results on TMDB search page \(page)",
            metadata: [
                "tmdb.skipped": "\(problems.count)",
                "tmdb.problems": .array(problems.map { .string($0) }),
            ]
        )
        if movies.isEmpty {
            throw .corruptData("none of TMDB's \(problems.count) results could be read; the first: \(problems[0])")
        }
        return movies
    }

    private static func describe(_ error: CatalogError) -> String {
        switch error {
        case let .invalidMovieID(raw): "id \(raw) is not a positive number"
        case let .invalidReleaseDate(text): "release_date \"\(text)\" is not a YYYY-MM-DD date"
        case let .invalidPosterPath(path): "poster_path \"\(path)\" is not an image file name"
        case let .corruptData(reason): reason
        default: "\(error)"
        }
    }
}
