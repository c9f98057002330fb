public import Foundation
public import MarqueeDomain

/// Movies from the catalog bundled with Marquee: a few hundred real films in
/// TMDB's search-response shape, searchable without a network or an API key.
///
/// Search folds case and diacritics ("amelie" finds "Amélie"), ranks exact
/// titles first, then title prefixes, then titles holding all the words, then
/// any word (ties by popularity), and pages 20 at a time like TMDB.
public struct OfflineCatalogMoviesRepository: MoviesRepository {
    /// Movies per page, as TMDB pages its search results.
    public static let pageSize = 20

    private let index: OfflineCatalogIndex

    /// The catalog bundled with this package: `Data/OfflineCatalog/offline-catalog.json`,
    /// compiled in by `Scripts/generate-offline-catalog`, so loading it reads
    /// no file and decodes no JSON (that was a quarter of `marquee movies
    /// search`'s start-up) and the binary needs no resource bundle beside it.
    ///
    /// Its films become Domain movies only as a page or a lookup shows them;
    /// a test maps every one, so none that breaks a Domain rule ships.
    ///
    /// - Throws: ``/MarqueeDomain/CatalogError/unreadableData(_:_:)`` when the generated file's
    ///   films and folded titles do not pair up.
    public static func bundled() throws(CatalogError) -> OfflineCatalogMoviesRepository {
        OfflineCatalogMoviesRepository(
            index: try OfflineCatalogIndex(results: bundledResults, foldedTitles: bundledFoldedTitles))
    }

    private init(index: OfflineCatalogIndex) {
        self.index = index
    }

    /// Loads a catalog file in TMDB's search-response shape.
    ///
    /// - Throws: ``/MarqueeDomain/CatalogError/unreadableData(_:_:)`` naming the file and what is wrong with it.
    public init(contentsOf url: URL) throws(CatalogError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableData(.offlineCatalog, .unreadableFile(path: url.path))
        }
        try self.init(jsonData: data)
    }

    /// Builds a catalog from JSON in TMDB's search-response shape.
    ///
    /// - Throws: ``/MarqueeDomain/CatalogError/unreadableData(_:_:)`` saying which part of the JSON is wrong.
    public init(jsonData: Data) throws(CatalogError) {
        let response: TMDBSearchPageDTO
        do {
            response = try JSONDecoder().decode(TMDBSearchPageDTO.self, from: jsonData)
        } catch {
            throw .unreadableData(.offlineCatalog, DataProblem(decoding: error))
        }
        try self.init(results: response.results.map(\.outcome))
    }

    /// Builds a catalog from search results in TMDB's shape, failing on the
    /// first unreadable one, and folds each film's titles.
    private init(results: [Result<TMDBMovieResultDTO, TMDBUnreadableResult>]) throws(CatalogError) {
        // Unlike a TMDB page, a catalog is ours: one bad entry is a broken
        // file, not a result to skip.
        var readable: [TMDBMovieResultDTO] = []
        var foldedTitles: [[String]] = []
        readable.reserveCapacity(results.count)
        foldedTitles.reserveCapacity(results.count)
        for outcome in results {
            switch outcome {
            case let .failure(unreadable):
                throw .unreadableData(.offlineCatalog, unreadable.problem)
            case let .success(result):
                let movie: Movie
                do {
                    movie = try result.toDomain(source: .offlineCatalog)
                } catch {
                    throw .unreadableData(.offlineCatalog, .invalidMovie(movieID: result.id, error))
                }
                readable.append(result)
                foldedTitles.append(OfflineCatalogIndex.titles(of: movie).map { SearchText($0).folded })
            }
        }
        index = try OfflineCatalogIndex(results: readable, foldedTitles: foldedTitles)
    }

    /// How many films the catalog holds.
    public var count: Int { index.count }

    public func searchMovies(_ query: MovieQuery, page: PageNumber) async throws(CatalogError) -> Sourced<MoviesPage> {
        let matches = index.search(query)
        let totalPages = (matches.count + Self.pageSize - 1) / Self.pageSize
        guard page.value <= max(totalPages, 1) else { throw .invalidPage(requested: page.value, lastPage: totalPages) }
        let movies = try matches.dropFirst((page.value - 1) * Self.pageSize).prefix(Self.pageSize).map(Self.movie)
        return Sourced(
            try MoviesPage(page: page.value, totalPages: totalPages, totalResults: matches.count, movies: movies)
        )
    }

    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        guard let result = index.result(id) else { throw .movieNotFound(id) }
        return Sourced(try Self.movie(result))
    }

    /// The Domain movie of a catalog entry. Entries become movies only when
    /// a page or a lookup shows them: a loaded file was checked whole as it
    /// loaded, and the compiled-in catalog by a test of every film.
    private static func movie(_ result: TMDBMovieResultDTO) throws(CatalogError) -> Movie {
        do {
            return try result.toDomain(source: .offlineCatalog)
        } catch {
            throw .unreadableData(.offlineCatalog, .invalidMovie(movieID: result.id, error))
        }
    }
}
