import Foundation
public import MarqueeData
public import MarqueeDomain

/// The two caches kept on this machine behind Domain's ``/MarqueeDomain/CatalogCaches``
/// port: the source's answers in the SQLite file and poster images in their
/// directory.
public struct LocalCatalogCaches: CatalogCaches {
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
        return [
            usage(.responses, at: responsesLocation, responseStats),
            usage(.posters, at: posters.directory.path, try await posterStats(clearing: false)),
        ]
    }

    public func clear() async throws(CatalogError) -> [CacheUsage] {
        let responseStats = try await read { () async throws in try await responses.clear() }
        return [
            usage(.responses, at: responsesLocation, responseStats),
            usage(.posters, at: posters.directory.path, try await posterStats(clearing: true)),
        ]
    }

    private func usage(_ kind: CacheUsage.Kind, at location: String, _ stats: CacheStats) -> CacheUsage {
        CacheUsage(kind: kind, location: location, entries: stats.entries, bytes: stats.bytes, oldest: stats.oldest)
    }

    private func posterStats(clearing: Bool) async throws(CatalogError) -> CacheStats {
        do throws(PosterError) {
            return clearing ? try await posters.clear() : try await posters.stats()
        } catch let .catalog(error) {
            throw error
        } catch {
            throw .storageFailed(StorageFailure(.refused(code: "posters"), place: .file(posters.directory.path)))
        }
    }

    private func read(_ body: () async throws -> CacheStats) async throws(CatalogError) -> CacheStats {
        do {
            return try await body()
        } catch {
            throw .storageFailed(StorageFailure.from(error, path: responsesLocation))
        }
    }
}
