import Foundation
import MarqueeData
import MarqueeDomain
import MarqueePresentation

/// Entry points of `marquee cache stats` and `marquee cache clear`.
extension AppComposition {
    @MainActor
    func showCacheStats(json: Bool) async throws {
        let (responses, posters) = try await cacheUsage(clearing: false)
        if json {
            Output.lines([try JSONOutput.string(CacheStatsJSON(responses: responses, posters: posters))])
        } else {
            Output.lines(CacheStatsScreen.render([responses, posters], now: Date()))
        }
    }

    @MainActor
    func clearCaches() async throws {
        let (responses, posters) = try await cacheUsage(clearing: true)
        Output.lines([CacheStatsScreen.cleared([responses, posters])])
    }

    /// The two caches' figures, taken before clearing them when `clearing`.
    private func cacheUsage(clearing: Bool) async throws(CommandFailure) -> (CacheUsage, CacheUsage) {
        let responses = SQLiteResponseCache(database: try openDatabase())
        let responseStats: ResponseCacheStats
        do {
            responseStats = clearing ? try await responses.clear() : try await responses.stats()
        } catch {
            throw .failure(String(describing: error))
        }
        let posterStats: PosterCacheStats
        do throws(PosterError) {
            posterStats = clearing ? try await posterCache.clear() : try await posterCache.stats()
        } catch {
            throw CommandFailure(error)
        }
        return (
            CacheUsage(name: "Responses", location: configuration.databaseFile.path, entries: responseStats.entries,
                       bytes: responseStats.bytes, oldest: responseStats.oldest),
            CacheUsage(name: "Posters", location: configuration.postersDirectory.path, entries: posterStats.entries,
                       bytes: posterStats.bytes, oldest: posterStats.oldest)
        )
    }
}
