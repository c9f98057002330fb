import MarqueeSQLite
import Foundation
import GRDB
import MarqueeData
import MarqueeDataSQLite
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructure
import MarqueeInfrastructureTesting
import Testing

/// The response cache in front of the real TMDB repository on loopback.
@Suite struct CachingMoviesRepositoryTests {
    @Test func aFreshCachedPageIsServedWithoutARequest() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        let query = try MovieQuery("shuffle")
        let first = try await bed.repository.searchMovies(query, page: PageNumber(1))
        #expect(first.provenance == .live)
        let cachedAt = await bed.now
        await bed.advance(by: 60)
        let second = try await bed.repository.searchMovies(MovieQuery("  SHUFFLE "), page: PageNumber(1))
        #expect(second.value == first.value)
        #expect(bed.tmdb.server.requests(to: "/3/search/movie").count == 1)
        #expect(second.provenance == .cached(at: cachedAt))
    }

    @Test func cachedResultsKeepTheSourcesOrder() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        let query = try MovieQuery("shuffle")
        _ = try await bed.repository.searchMovies(query, page: PageNumber(1))
        let cached = try #require(try await bed.cache.page(query, page: 1, language: "en-US"))
        let ids = cached.value.movies.map(\.id.rawValue)
        #expect(ids == [500, 12, 9000, 77, 3, 4242])
        #expect(
            ids != ids.sorted()
                && ids != cached.value.movies.sorted { $0.popularity > $1.popularity }.map(\.id.rawValue))
        #expect(cached.value.movies == ShuffledPage.movies)
    }

    @Test func whenTheNetworkFailsAnExpiredPageIsServedMarkedStale() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        let query = try MovieQuery("shuffle")
        let live = try await bed.repository.searchMovies(query, page: PageNumber(1))
        let cachedAt = await bed.now
        await bed.advance(by: 2 * 3600)
        bed.tmdb.server.stop()
        let stale = try await bed.repository.searchMovies(query, page: PageNumber(1))
        #expect(stale.movies.map(\.id) == live.movies.map(\.id))
        #expect(stale.provenance == .stale(at: cachedAt, reason: .offline))
    }

    @Test func anExpiredPageIsRefreshedWhenTheSourceAnswers() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.enqueue(
            "/3/search/movie",
            .json(TMDBJSON.page(of: [MovieFixtures.alien])), .json(TMDBJSON.page(of: [MovieFixtures.aliens]))
        )
        let query = try MovieQuery("alien")
        _ = try await bed.repository.searchMovies(query, page: PageNumber(1))
        await bed.advance(by: 3601)
        let refreshed = try await bed.repository.searchMovies(query, page: PageNumber(1))
        #expect(refreshed.movies == [MovieFixtures.aliens])
        #expect(try await bed.cache.page(query, page: 1, language: "en-US")?.value.movies == [MovieFixtures.aliens])
    }

    @Test func aServerErrorAlsoFallsBackToTheCache() async throws {
        let bed = try CacheTestBed(timeToLive: .zero)
        defer { bed.finish() }
        bed.tmdb.server.enqueue("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        let query = try MovieQuery("shuffle")
        _ = try await bed.repository.searchMovies(query, page: PageNumber(1))
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.unavailable, status: 503))
        let answer = try await bed.repository.searchMovies(query, page: PageNumber(1))
        #expect(answer.provenance.isStale)
    }

    @Test func aRefusedKeyIsNotHiddenBehindTheCache() async throws {
        let bed = try CacheTestBed(timeToLive: .zero)
        defer { bed.finish() }
        bed.tmdb.server.enqueue("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        let query = try MovieQuery("shuffle")
        _ = try await bed.repository.searchMovies(query, page: PageNumber(1))
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.invalidKey, status: 401))
        #expect(
            await catalogError { _ = try await bed.repository.searchMovies(query, page: PageNumber(1)) }
                == .unauthorized)
    }

    @Test func pagesAreCachedApart() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.enqueue(
            "/3/search/movie",
            .json(TMDBJSON.page(of: [MovieFixtures.alien], page: 1, totalPages: 2, totalResults: 2)),
            .json(TMDBJSON.page(of: [MovieFixtures.aliens], page: 2, totalPages: 2, totalResults: 2))
        )
        let query = try MovieQuery("alien")
        _ = try await bed.repository.searchMovies(query, page: PageNumber(1))
        let second = try await bed.repository.searchMovies(query, page: PageNumber(2))
        #expect(second.movies == [MovieFixtures.aliens] && second.page == 2)
        #expect(try await bed.repository.searchMovies(query, page: PageNumber(1)).movies == [MovieFixtures.alien])
        #expect(bed.tmdb.server.requests(to: "/3/search/movie").count == 2)
    }

    @Test func detailsAreCachedAndServedStale() async throws {
        let bed = try CacheTestBed(timeToLive: .zero)
        defer { bed.finish() }
        bed.tmdb.server.route("/3/movie/348", .json(TMDBJSON.text(TMDBJSON.details(MovieFixtures.alien, runtime: 117))))
        let live = try await bed.repository.movieDetails(MovieFixtures.alien.id)
        bed.tmdb.server.stop()
        let stale = try await bed.repository.movieDetails(MovieFixtures.alien.id)
        #expect(stale.value == live.value && stale.runtimeMinutes == 117)
        #expect(live.provenance == .live && stale.provenance.isStale)
    }

    @Test func updatesDeliverTheCachedPageAtOnceThenTheFreshOne() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.enqueue(
            "/3/search/movie",
            .json(TMDBJSON.page(of: [MovieFixtures.alien])), .json(TMDBJSON.page(of: [MovieFixtures.aliens]))
        )
        let query = try MovieQuery("alien")
        _ = try await bed.repository.searchMovies(query, page: PageNumber(1))
        let cachedAt = await bed.now
        await bed.advance(by: 3601)
        var answers: [Sourced<MoviesPage>] = []
        for await answer in bed.repository.searchMovieUpdates(query, page: try PageNumber(1)) {
            answers.append(try answer.get())
        }
        #expect(answers.map(\.provenance) == [.cached(at: cachedAt), .live])
        #expect(answers.map(\.movies) == [[MovieFixtures.alien], [MovieFixtures.aliens]])
    }

    @Test func updatesOfAFreshPageAskNobody() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: [MovieFixtures.alien])))
        let query = try MovieQuery("alien")
        _ = try await bed.repository.searchMovies(query, page: PageNumber(1))
        var count = 0
        for await answer in bed.repository.searchMovieUpdates(query, page: try PageNumber(1)) {
            #expect(try answer.get().provenance != .live)
            count += 1
        }
        #expect(count == 1)
        #expect(bed.tmdb.server.requests(to: "/3/search/movie").count == 1)
    }

    @Test func updatesEndWithTheCachedPageMarkedStaleWhenTheSourceFails() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: [MovieFixtures.alien])))
        let query = try MovieQuery("alien")
        _ = try await bed.repository.searchMovies(query, page: PageNumber(1))
        let cachedAt = await bed.now
        await bed.advance(by: 7200)
        bed.tmdb.server.stop()
        var provenances: [Provenance] = []
        for await answer in bed.repository.searchMovieUpdates(query, page: try PageNumber(1)) {
            provenances.append(try answer.get().provenance)
        }
        #expect(provenances == [.cached(at: cachedAt), .stale(at: cachedAt, reason: .offline)])
    }

    @Test func theCacheHoldsNoSecret() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        _ = try await bed.repository.searchMovies(MovieQuery("shuffle"), page: PageNumber(1))
        let bytes = try Data(contentsOf: bed.directory.appendingPathComponent("marquee.sqlite"))
        let wal = (try? Data(contentsOf: bed.directory.appendingPathComponent("marquee.sqlite-wal"))) ?? Data()
        #expect(
            bytes.range(of: Data(TMDBTestBed.apiKey.utf8)) == nil && wal.range(of: Data(TMDBTestBed.apiKey.utf8)) == nil
        )
        let keys = try await bed.database.read { db in
            try String.fetchAll(db, sql: "SELECT request_key FROM response_cache_entry")
        }
        #expect(keys == ["shuffle"])
    }

    @Test func aBrokenCacheDoesNotBreakTheSearch() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        try await bed.database.write { db in
            try db.execute(sql: "DROP TABLE response_cache_movie; DROP TABLE response_cache_entry")
        }
        let page = try await bed.repository.searchMovies(MovieQuery("shuffle"), page: PageNumber(1))
        #expect(page.movies.count == 6)
        #expect(bed.log.lines.contains { $0.contains("response cache not readable") })
        #expect(bed.log.lines.contains { $0.contains("response cache not writable") })
    }

    @Test func statsCountEntriesAndClearEmptiesThem() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        bed.tmdb.server.route("/3/movie/348", .json(TMDBJSON.text(TMDBJSON.details(MovieFixtures.alien))))
        _ = try await bed.repository.searchMovies(MovieQuery("shuffle"), page: PageNumber(1))
        let first = await bed.now
        await bed.advance(by: 10)
        _ = try await bed.repository.movieDetails(MovieFixtures.alien.id)
        let stats = try await bed.cache.stats()
        #expect(stats.entries == 2 && stats.bytes > 0)
        #expect(stats.oldest == first)
        #expect(try await bed.cache.clear() == stats)
        #expect(try await bed.cache.stats() == CacheStats(entries: 0, bytes: 0, oldest: nil))
        let movies = try await bed.database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM response_cache_movie")
        }
        #expect(movies == 0)
    }

    @Test func aWrongAddressIsNeverHiddenBehindAStaleCopy() async throws {
        let bed = try CacheTestBed(timeToLive: .zero)
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        let query = try MovieQuery("shuffle")
        _ = try await bed.repository.searchMovies(query, page: PageNumber(1))
        bed.tmdb.server.route("/3/search/movie", .respond(status: 404, headers: [:], body: Data("Not Found".utf8)))
        let error = await catalogError { _ = try await bed.repository.searchMovies(query, page: PageNumber(1)) }
        #expect(error == .sourceNotFound)
    }

    @Test func anAnswerThatCannotBeCachedCarriesAWarningAndIsStillReturned() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        try await bed.database.write { db in try db.execute(sql: "DROP TABLE response_cache_movie") }
        let page = try await bed.repository.searchMovies(MovieQuery("shuffle"), page: PageNumber(1))
        #expect(page.movies.count == ShuffledPage.movies.count)
        #expect(page.warnings.count == 1)
        guard case .answerNotCached? = page.warnings.first else {
            Issue.record("expected answerNotCached, got \(page.warnings)")
            return
        }
    }

    @Test func everyAnswerCarriesTheTimeTheClockWasReadForIt() async throws {
        let bed = try CacheTestBed()
        defer { bed.finish() }
        bed.tmdb.server.route("/3/search/movie", .json(TMDBJSON.page(of: ShuffledPage.movies)))
        let first = try await bed.repository.searchMovies(MovieQuery("shuffle"), page: PageNumber(1))
        #expect(first.answeredAt == (await bed.now))
        await bed.advance(by: 90)
        let second = try await bed.repository.searchMovies(MovieQuery("shuffle"), page: PageNumber(1))
        #expect(second.answeredAt == (await bed.now))
    }
}
