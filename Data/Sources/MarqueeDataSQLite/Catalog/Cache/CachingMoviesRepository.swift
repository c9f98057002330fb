public import Logging
import MarqueeData
public import MarqueeDomain

/// A ``/MarqueeDomain/MoviesRepository`` that puts an ``SQLiteResponseCache`` in front of
/// another (TMDB's), and says where each answer came from (``/MarqueeDomain/Provenance``).
///
/// - A cached answer younger than ``timeToLive`` is returned without a
///   request, as ``/MarqueeDomain/Provenance/cached(at:)``.
/// - Otherwise the source is asked; its answer is cached and returned as
///   ``/MarqueeDomain/Provenance/live``.
/// - When the source cannot be reached, is rate limiting or fails
///   (``/MarqueeDomain/CatalogError/offline``, ``/MarqueeDomain/CatalogError/rateLimited``,
///   ``/MarqueeDomain/CatalogError/sourceFailed(status:message:)``), a cached answer of any
///   age is returned instead, as ``/MarqueeDomain/Provenance/stale(at:reason:)``. Other
///   errors (a refused key, an unknown movie, a page past the end) pass through.
///
/// ``searchMovieUpdates(_:page:)`` is the interactive form: any cached page at
/// once, then the source's answer. The cache never breaks a search: a cache
/// that cannot be read is logged and the source answers alone; one that
/// cannot be written is logged and the answer carries
/// ``/MarqueeDomain/CatalogWarning/answerNotCached(_:)``.
public struct CachingMoviesRepository: MoviesRepository {
    /// How long a cached answer is served without asking the source, by default.
    public static let defaultTimeToLive: Duration = .seconds(3600)

    private let source: any MoviesRepository
    private let cache: SQLiteResponseCache
    private let language: String
    /// How long a cached answer is served without asking the source.
    public let timeToLive: Duration
    private let clock: any TimeSource
    private let logger: Logger

    /// Creates the decorator.
    ///
    /// - Parameters:
    ///   - source: Where answers come from when the cache has none fresh enough.
    ///   - cache: Where answers are kept.
    ///   - language: The language the source answers in (part of every cache key).
    ///   - timeToLive: How long a cached answer is served without a request; zero always asks.
    ///   - clock: The one clock; tests pass a manual one.
    ///   - logger: Receives a warning when the cache cannot be used.
    public init(
        source: any MoviesRepository,
        cache: SQLiteResponseCache,
        language: String = "en-US",
        timeToLive: Duration = CachingMoviesRepository.defaultTimeToLive,
        clock: any TimeSource,
        logger: Logger
    ) {
        self.source = source
        self.cache = cache
        self.language = language
        self.timeToLive = timeToLive
        self.clock = clock
        self.logger = logger
    }

    public func searchMovies(_ query: MovieQuery, page: PageNumber) async throws(CatalogError) -> Sourced<MoviesPage> {
        try await answer(cached: await cachedPage(query, page), fetch: fetchPage(query, page), store: storePage(query))
    }

    /// Any cached page at once (whatever its age), then — unless that page is
    /// still fresh — what ``searchMovies(_:page:)`` answers, each with the
    /// time the clock was read for it.
    public func searchMovieUpdates(_ query: MovieQuery, page: PageNumber) -> CatalogUpdates<MoviesPage> {
        AsyncStream { continuation in
            let task = Task {
                let cached = await cachedPage(query, page)
                let now = await clock.now()
                if let cached {
                    continuation.yield(
                        .success(Sourced(cached.value, provenance: .cached(at: cached.cachedAt), answeredAt: now)))
                }
                if cached?.isYounger(than: timeToLive, at: now) != true, !Task.isCancelled {
                    do throws(CatalogError) {
                        continuation.yield(
                            .success(
                                try await answer(
                                    cached: cached, fetch: fetchPage(query, page), store: storePage(query),
                                    freshnessChecked: true)))
                    } catch {
                        continuation.yield(.failure(error))
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Sourced<Movie> {
        let cached = await readCache { () async throws in try await cache.details(id, language: language) }
        return try await answer(
            cached: cached,
            fetch: { () async throws(CatalogError) in
                let answer = try await source.movieDetails(id)
                return (answer.value, answer.warnings)
            },
            store: { value, time in try await cache.store(value, language: language, at: time) }
        )
    }

    private func cachedPage(_ query: MovieQuery, _ page: PageNumber) async -> SQLiteResponseCache.Entry<MoviesPage>? {
        await readCache { () async throws in try await cache.page(query, page: page.value, language: language) }
    }

    private func fetchPage(_ query: MovieQuery, _ page: PageNumber)
        -> () async throws(CatalogError) -> (MoviesPage, [CatalogWarning])
    {
        { () async throws(CatalogError) in
            let answer = try await source.searchMovies(query, page: page)
            return (answer.value, answer.warnings)
        }
    }

    private func storePage(_ query: MovieQuery) -> (MoviesPage, Timestamp) async throws -> Void {
        { value, time in try await cache.store(value, for: query, language: language, at: time) }
    }

    private func readCache<Value>(
        _ read: () async throws -> SQLiteResponseCache.Entry<Value>?
    ) async -> SQLiteResponseCache.Entry<Value>? {
        do {
            return try await read()
        } catch {
            logger.warning("response cache not readable; asking the source", metadata: ["reason": "\(error)"])
            return nil
        }
    }

    /// The answer for one request, reading the clock once: the cached entry
    /// while it is fresh, else the source's answer (cached on the way, a
    /// failed write carried as a warning), else — when the source is out of
    /// reach — the cached entry marked stale.
    private func answer<Value: Sendable>(
        cached entry: SQLiteResponseCache.Entry<Value>?,
        fetch: () async throws(CatalogError) -> (Value, [CatalogWarning]),
        store: (Value, Timestamp) async throws -> Void,
        freshnessChecked: Bool = false
    ) async throws(CatalogError) -> Sourced<Value> {
        let now = await clock.now()
        if !freshnessChecked, let entry, entry.isYounger(than: timeToLive, at: now) {
            return Sourced(entry.value, provenance: .cached(at: entry.cachedAt), answeredAt: now)
        }
        let value: Value
        var warnings: [CatalogWarning]
        do {
            (value, warnings) = try await fetch()
        } catch {
            guard let entry, Self.isOutage(error) else { throw error }
            logger.notice("serving a stale cached answer", metadata: ["reason": "\(error)"])
            return Sourced(entry.value, provenance: .stale(at: entry.cachedAt, reason: error), answeredAt: now)
        }
        do {
            try await store(value, now)
        } catch {
            logger.warning("response cache not writable; answer not cached", metadata: ["reason": "\(error)"])
            warnings.append(.answerNotCached(StorageFailure.from(error, path: cache.path)))
        }
        return Sourced(value, provenance: .live, answeredAt: now, warnings: warnings)
    }

    /// Whether `error` means the source is out of reach for now, so an old answer beats none.
    private static func isOutage(_ error: CatalogError) -> Bool {
        switch error {
        case .offline, .rateLimited, .sourceFailed: true
        default: false
        }
    }
}
