import Foundation
import MarqueeDomain
import MarqueePresentation
import Testing

@Suite struct CacheWordingTests {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func theStaleNoteSaysHowOldAndWhy() {
        #expect(CachedAnswerNote.line(cachedAt: now.addingTimeInterval(-2 * 3600 - 59), now: now, reason: .offline)
            == "(cached 2 h ago — TMDB could not be reached)")
        #expect(CachedAnswerNote.line(cachedAt: now.addingTimeInterval(-5), now: now, reason: .rateLimited)
            == "(cached just now — TMDB asked us to slow down)")
        #expect(CachedAnswerNote.line(cachedAt: now.addingTimeInterval(-600), now: now, reason: .sourceFailed(status: 503, message: nil))
            == "(cached 10 min ago — TMDB failed with HTTP 503)")
        #expect(CacheAge.phrase(since: now.addingTimeInterval(-3 * 86400), now: now) == "3 days ago")
    }

    @Test func staleJSONKeepsThePageFieldsAndAddsTwo() throws {
        let page = try JSONDecoder().decode(MoviesPageJSON.self, from: Data(
            #"{"query":"alien","page":1,"totalPages":1,"totalResults":0,"source":"tmdb","movies":[]}"#.utf8
        ))
        let text = try JSONOutput.string(SearchResultsJSON(page, stale: true, cachedAt: now))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["query", "page", "totalPages", "totalResults", "source", "movies", "stale", "cachedAt"])
        #expect(object["cachedAt"] as? String == "2027-01-15T08:00:00Z")
        #expect(object["stale"] as? Bool == true)
    }

    @Test func posterErrorsSayWhatToDo() throws {
        #expect(PosterError.sourceUnavailable.userMessage.hasPrefix("Posters need TMDB"))
        #expect(PosterError.invalidSize(0).isUsageError)
        #expect(!PosterError.catalog(.offline).isUsageError)
        #expect(PosterError.catalog(.offline).userMessage == CatalogError.offline.userMessage)
        #expect(PosterError.movieHasNoPoster(try MovieID(679)).userMessage.contains("679"))
    }

    @Test func cacheStatsAreOneLinePerCache() {
        let lines = CacheStatsScreen.render([
            CacheUsage(name: "Responses", location: "/d/marquee.sqlite", entries: 3, bytes: 12_700, oldest: now.addingTimeInterval(-7200)),
            CacheUsage(name: "Posters", location: "/d/posters", entries: 1, bytes: 100, oldest: nil),
        ], now: now)
        #expect(lines == [
            "Responses    3 entries    12.4 KB  oldest 2 h ago  (/d/marquee.sqlite)",
            "Posters        1 entry      100 B  empty  (/d/posters)",
        ])
    }
}
