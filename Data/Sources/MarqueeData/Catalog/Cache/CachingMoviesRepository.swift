public import Foundation
public import Logging
public import MarqueeDomain
import Synchronization

/// A ``MoviesRepository`` that puts an ``SQLiteResponseCache`` in front of
/// another (TMDB's), and remembers where each answer came from.
///
/// - A cached answer younger than ``timeToLive`` is returned without a request.
/// - Otherwise the source is asked; its answer is cached and returned.
/// - When the source cannot be reached, is rate limiting or fails
///   (``CatalogError/offline``, ``CatalogError/rateLimited``,
///   ``CatalogError/sourceFailed(status:message:)``), a cached answer of any
///   age is returned instead and its freshness is ``AnswerFreshness/stale(at:reason:)``.
///   Other errors (a refused key, an unknown movie, a page past the end) pass through.
///
/// The cache never breaks a search: a cache that cannot be read or written is
/// logged as a warning and the source answers alone.
///
/// For a one-shot command line this is the honest form of "a cached page is
/// delivered at once while the network answers": a fresh-enough page is served
/// at once with no request, an expired one is refreshed, and the old copy is
/// the fallback. Domain's port stays as it is; the freshness of each answer is
/// read from ``freshness(ofSearch:page:)`` / ``freshness(ofDetails:)``.
public final class CachingMoviesRepository: MoviesRepository {
    /// How long a cached answer is served without asking the source, by default.
    public static let defaultTimeToLive: Duration = .seconds(3600)

    private let source: any MoviesRepository
    private let cache: SQLiteResponseCache
    private let language: String
    /// How long a cached answer is served without asking the source.
    public let timeToLive: Duration
    private let now: @Sendable () -> Date
    private let logger: Logger
    private let answers = Mutex<[ResponseCacheKey: AnswerFreshness]>([:])

    /// Creates the decorator.
    ///
    /// - Parameters:
    ///   - source: Where answers come from when the cache has none fresh enough.
    ///   - cache: Where answers are kept.
    ///   - language: The language the source answers in (part of every cache key).
    ///   - timeToLive: How long a cached answer is served without a request; zero always asks.
    ///   - now: The clock; tests pass a manual one.
    ///   - logger: Receives a warning when the cache cannot be used.
    public init(
        source: any MoviesRepository,
        cache: SQLiteResponseCache,
        language: String = "en-US",
        timeToLive: Duration = CachingMoviesRepository.defaultTimeToLive,
        now: @escaping @Sendable () -> Date = { Date() },
        logger: Logger
    ) {
        self.source = source
        self.cache = cache
        self.language = language
        self.timeToLive = timeToLive
        self.now = now
        self.logger = logger
    }

    /// Where the last answer to this search came from; `nil` before one.
    public func freshness(ofSearch query: MovieQuery, page: Int) -> AnswerFreshness? {
        answers.withLock { $0[ResponseCacheKey(kind: .search, request: query.normalized, page: page, language: language)] }
    }

    /// Where the last details of this movie came from; `nil` before any.
    public func freshness(ofDetails id: MovieID) -> AnswerFreshness? {
        answers.withLock { $0[ResponseCacheKey(kind: .details, request: id.description, page: 0, language: language)] }
    }

    public func searchMovies(_ query: MovieQuery, page: Int) async throws(CatalogError) -> MoviesPage {
        let key = ResponseCacheKey(kind: .search, request: query.normalized, page: page, language: language)
        let language = language
        let cache = cache
        return try await answer(
            key,
            cached: { try await cache.page(query, page: page, language: language) },
            fetch: { () async throws(CatalogError) in try await self.source.searchMovies(query, page: page) },
            store: { value, date in try await cache.store(value, for: query, language: language, at: date) }
        )
    }

    public func movieDetails(_ id: MovieID) async throws(CatalogError) -> Movie {
        let key = ResponseCacheKey(kind: .details, request: id.description, page: 0, language: language)
        let language = language
        let cache = cache
        return try await answer(
            key,
            cached: { try await cache.details(id, language: language) },
            fetch: { () async throws(CatalogError) in try await self.source.movieDetails(id) },
            store: { value, date in try await cache.store(value, language: language, at: date) }
        )
    }

    private func answer<Value: Sendable>(
        _ key: ResponseCacheKey,
        cached: () async throws -> SQLiteResponseCache.Entry<Value>?,
        fetch: () async throws(CatalogError) -> Value,
        store: (Value, Date) async throws -> Void
    ) async throws(CatalogError) -> Value {
        let entry: SQLiteResponseCache.Entry<Value>?
        do {
            entry = try await cached()
        } catch {
            logger.warning("response cache not readable; asking the source", metadata: ["reason": "\(error)"])
            entry = nil
        }
        let started = now()
        if let entry, started.timeIntervalSince(entry.cachedAt) < Self.seconds(timeToLive) {
            record(.cached(at: entry.cachedAt), for: key)
            return entry.value
        }
        let value: Value
        do {
            value = try await fetch()
        } catch {
            guard let entry, Self.isOutage(error) else { throw error }
            logger.notice("serving a stale cached answer", metadata: ["reason": "\(error)"])
            record(.stale(at: entry.cachedAt, reason: error), for: key)
            return entry.value
        }
        do {
            try await store(value, now())
        } catch {
            logger.warning("response cache not writable; answer not cached", metadata: ["reason": "\(error)"])
        }
        record(.live, for: key)
        return value
    }

    private func record(_ freshness: AnswerFreshness, for key: ResponseCacheKey) {
        answers.withLock { $0[key] = freshness }
    }

    /// Whether `error` means the source is out of reach for now, so an old answer beats none.
    private static func isOutage(_ error: CatalogError) -> Bool {
        switch error {
        case .offline, .rateLimited, .sourceFailed: true
        default: false
        }
    }

    private static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}
