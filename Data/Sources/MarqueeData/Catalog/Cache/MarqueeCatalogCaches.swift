import Foundation
public import MarqueeDomain

/// Marquee's two caches behind Domain's ``CatalogCaches`` port: TMDB's
/// answers in the SQLite file and poster images in their directory.
public struct MarqueeCatalogCaches: CatalogCaches {
    private let responses: SQLiteResponseCache
    private let responsesLocation: String
    private let posters: PosterFileCache

    /// Creates the port over the two caches.
    ///
    /// - Parameters:
    ///   - responses: The response cache.
    ///   - responsesLocation: The database file's path, as people see it.
    ///   - posters: The poster cache.
    public init(responses: SQLiteResponseCache, responsesLocation: String, posters: PosterFileCache) {
        self.responses = responses
        self.responsesLocation = responsesLocation
        self.posters = posters
    }

    public func usage() async throws(CatalogError) -> [CacheUsage] {
        let responseStats = try await read { () async throws in try await responses.stats() }
        return [usage(of: responseStats), usage(of: try await posterStats(clearing: false))]
    }

    public func clear() async throws(CatalogError) -> [CacheUsage] {
        let responseStats = try await read { () async throws in try await responses.clear() }
        return [usage(of: responseStats), usage(of: try await posterStats(clearing: true))]
    }

    private func usage(of stats: ResponseCacheStats) -> CacheUsage {
        CacheUsage(
            kind: .responses, location: responsesLocation, entries: stats.entries, bytes: stats.bytes,
            oldest: stats.oldest)
    }

    private func usage(of stats: PosterCacheStats) -> CacheUsage {
        CacheUsage(
            kind: .posters, location: posters.directory.path, entries: stats.entries, bytes: stats.bytes,
            oldest: stats.oldest)
    }

    private func posterStats(clearing: Bool) async throws(CatalogError) -> PosterCacheStats {
        do throws(PosterError) {
            return clearing ? try await posters.clear() : try await posters.stats()
        } catch let .catalog(error) {
            throw error
        } catch {
            throw .storageFailed(String(describing: error))
        }
    }

    private func read(_ body: () async throws -> ResponseCacheStats) async throws(CatalogError) -> ResponseCacheStats {
        do {
            return try await body()
        } catch {
            throw .storageFailed(String(describing: error))
        }
    }
}
