import Foundation
import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct CacheWordingTests {
    let now = Timestamp(secondsSinceEpoch: 1_800_000_000)

    func ago(_ seconds: Int64) -> Timestamp { Timestamp(secondsSinceEpoch: now.secondsSinceEpoch - seconds) }

    @Test func theStaleNoteSaysHowOldAndWhy() {
        #expect(
            CachedAnswerNote.line(cachedAt: ago(2 * 3600 + 59), now: now, reason: .offline)
                == "(cached 2 h ago — TMDB could not be reached)")
        #expect(
            CachedAnswerNote.line(cachedAt: ago(5), now: now, reason: .rateLimited)
                == "(cached just now — TMDB asked us to slow down)")
        #expect(
            CachedAnswerNote.line(cachedAt: ago(600), now: now, reason: .sourceFailed(status: 503, message: nil))
                == "(cached 10 min ago — TMDB failed with HTTP 503)")
        #expect(CacheAge.phrase(since: ago(3 * 86400), now: now) == "3 days ago")
    }

    @Test func aStaleAnswerAlwaysHasANote() {
        #expect(
            CachedAnswerNote.line(.stale(at: ago(600), reason: .offline), answeredAt: now, onlyWhenStale: true)
                == "(cached 10 min ago — TMDB could not be reached)")
    }

    @Test func aFreshCachedAnswerHasANoteWhenNotOnlyStaleOnesDo() {
        #expect(
            CachedAnswerNote.line(.cached(at: ago(300)), answeredAt: now, onlyWhenStale: false) == "(cached 5 min ago)")
    }

    @Test func aFreshCachedAnswerWithOnlyWhenStaleHasNoNote() {
        #expect(CachedAnswerNote.line(.cached(at: ago(300)), answeredAt: now, onlyWhenStale: true) == nil)
    }

    @Test func aLiveAnswerHasNoNote() {
        #expect(CachedAnswerNote.line(.live, answeredAt: now, onlyWhenStale: false) == nil)
        #expect(CachedAnswerNote.line(nil, answeredAt: nil, onlyWhenStale: false) == nil)
    }

    @Test func theTextOfAFreshCachedPageHasNoCacheNote() throws {
        var state = MoviesListState(source: .tmdb)
        state.query = try MovieQuery("alien")
        state.movies = [MovieFixtures.alien]
        state.page = 1
        state.totalPages = 1
        state.totalResults = 1
        state.provenance = .cached(at: ago(300))
        state.answeredAt = now
        #expect(!state.textLines.contains { $0.hasPrefix("(cached") })
    }

    @Test func theTextOfFreshCachedDetailsHasNoCacheNote() {
        var state = MovieDetailsState()
        state.movie = MovieFixtures.alien
        state.provenance = .cached(at: ago(300))
        state.answeredAt = now
        #expect(!state.textLines.contains { $0.hasPrefix("(cached") })
    }

    @Test func staleJSONKeepsThePageFieldsAndAddsItsProvenance() throws {
        var state = MoviesListState(source: .tmdb)
        state.query = try MovieQuery("alien")
        state.page = 1
        state.totalPages = 1
        state.provenance = .stale(at: now, reason: .offline)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(state.json.text.utf8)) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "query", "page", "totalPages", "totalResults", "source", "movies", "stale", "cachedAt", "warnings",
            ])
        #expect(object["cachedAt"] as? String == "2027-01-15T08:00:00Z")
        #expect(object["stale"] as? Bool == true)
        #expect(object["source"] as? String == "tmdb")
    }

    @Test func aLiveAnswerHasNoCacheTimeAndIsNotStale() throws {
        var state = MoviesListState(source: .offline)
        state.query = try MovieQuery("alien")
        state.provenance = .live
        let object = try #require(try JSONSerialization.jsonObject(with: Data(state.json.text.utf8)) as? [String: Any])
        #expect(object["cachedAt"] is NSNull)
        #expect(object["stale"] as? Bool == false)
    }

    @Test func posterErrorsSayWhatToDo() throws {
        #expect(PosterError.sourceUnavailable.userMessage.hasPrefix("Posters need TMDB"))
        #expect(PosterError.invalidSize(0).isUsageError)
        #expect(!PosterError.catalog(.offline).isUsageError)
        #expect(PosterError.catalog(.offline).userMessage == CatalogError.offline.userMessage)
        #expect(PosterError.movieHasNoPoster(try MovieID(679)).userMessage.contains("679"))
    }

    @Test func cacheStatsAreOneLinePerCache() {
        var state = CacheStatsState()
        state.caches = [
            CacheUsage(kind: .responses, location: "/d/marquee.sqlite", entries: 3, bytes: 12_700, oldest: ago(7200)),
            CacheUsage(kind: .posters, location: "/d/posters", entries: 1, bytes: 100, oldest: nil),
        ]
        state.readAt = now
        #expect(
            state.textLines == [
                "Responses    3 entries    12.4 KB  oldest 2 h ago  (/d/marquee.sqlite)",
                "Posters        1 entry      100 B  empty  (/d/posters)",
            ])
    }
}

@Suite struct SourceFailureWordingTests {
    @Test func aRefusedRequestSaysWhatToCheckNotToRetry() {
        let refused = CatalogError.sourceFailed(status: 422, message: "page must be less than or equal to 500")
        #expect(
            refused.userMessage == "The movie service refused the request (HTTP 422: page must be less than or "
                + "equal to 500); check the search text, page and options, or MARQUEE_TMDB_BASE_URL.")
        #expect(!refused.userMessage.contains("try again"))
        #expect(CatalogError.sourceFailed(status: 503, message: nil).userMessage.hasSuffix("try again later."))
    }
}
