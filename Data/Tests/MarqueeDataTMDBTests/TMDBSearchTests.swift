import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

/// `TMDBMoviesRepository.searchMovies` against a real loopback server.
@Suite struct TMDBSearchTests {
    static let path = "/3/search/movie"

    @Test func aPageIsMappedToDomainMovies() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(TMDBJSON.page(of: [MovieFixtures.alien, MovieFixtures.aliens])))
        let page = try await bed.repository.searchMovies(try MovieQuery("alien"), page: PageNumber(1))
        #expect(page.movies.map(\.id) == [MovieFixtures.alien.id, MovieFixtures.aliens.id])
        let alien = try #require(page.movies.first)
        #expect(alien.title == "Alien")
        #expect(alien.releaseDate?.description == "1979-05-25")
        #expect(alien.genres.map(\.name) == ["Horror", "Science Fiction"])
        #expect(alien.posterPath == nil)
        #expect(page.page == 1 && page.totalPages == 1 && page.totalResults == 2)
    }

    @Test func anEmptyReleaseDateAndANullPosterAreUnknownNotErrors() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        var result = TMDBJSON.result(MovieFixtures.alien)
        result["release_date"] = ""
        result["poster_path"] = NSNull()
        bed.server.route(Self.path, .json(TMDBJSON.page([result])))
        let movie = try #require(
            try await bed.repository.searchMovies(try MovieQuery("alien"), page: PageNumber(1)).movies.first)
        #expect(movie.releaseDate == nil)
        #expect(movie.posterPath == nil)
    }

    @Test func laterPagesAreAskedForAndReported() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(
            Self.path, .json(TMDBJSON.page(of: [MovieFixtures.starWars], page: 2, totalPages: 3, totalResults: 41)))
        let page = try await bed.repository.searchMovies(try MovieQuery("star"), page: PageNumber(2))
        #expect(page.page == 2)
        #expect(page.totalPages == 3)
        #expect(page.totalResults == 41)
        #expect(page.nextPage == 3)
        #expect(bed.queryItems(of: Self.path)["page"] == "2")
    }

    @Test func theRequestCarriesQueryPageLanguageNoAdultAndTheKey() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(TMDBJSON.page(of: [])))
        _ = try await bed.repository.searchMovies(try MovieQuery("  star   wars "), page: PageNumber(1))
        let request = try #require(bed.server.requests(to: Self.path).first)
        #expect(request.method == "GET")
        #expect(
            bed.queryItems(of: Self.path) == [
                "query": "star wars", "page": "1", "language": "en-US", "include_adult": "false",
                "api_key": TMDBTestBed.apiKey,
            ])
        #expect(request.header("Authorization") == nil)
    }

    @Test func anAccessTokenIsSentAsABearerHeaderNotAQueryItem() async throws {
        let bed = try TMDBTestBed(credentials: .accessToken(TMDBTestBed.accessToken))
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(TMDBJSON.page(of: [])))
        _ = try await bed.repository.searchMovies(try MovieQuery("alien"), page: PageNumber(1))
        let request = try #require(bed.server.requests(to: Self.path).first)
        #expect(request.header("Authorization") == "Bearer \(TMDBTestBed.accessToken)")
        #expect(bed.queryItems(of: Self.path)["api_key"] == nil)
    }

    @Test func aPageBeyondTMDBsLimitIsRefusedWithoutARequest() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        let error = await catalogError {
            _ = try await bed.repository.searchMovies(try MovieQuery("the"), page: PageNumber(501))
        }
        #expect(error == .invalidPage(requested: 501, lastPage: 500))
        #expect(bed.server.requests.isEmpty)
    }

    @Test func morePagesThanTMDBServesAreReportedAsFiveHundred() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(
            Self.path, .json(TMDBJSON.page(of: [MovieFixtures.alien], page: 500, totalPages: 812, totalResults: 16_232))
        )
        let page = try await bed.repository.searchMovies(try MovieQuery("the"), page: PageNumber(500))
        #expect(page.totalPages == 500)
        #expect(page.hasNextPage == false)
    }

    @Test func aPagePastTheLastIsInvalid() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        // What TMDB answers for page 7 of a one-page search: an empty page.
        bed.server.route(Self.path, .json(TMDBJSON.page([], page: 7, totalPages: 1, totalResults: 3)))
        let error = await catalogError {
            _ = try await bed.repository.searchMovies(try MovieQuery("alien"), page: PageNumber(7))
        }
        #expect(error == .invalidPage(requested: 7, lastPage: 1))
    }

    @Test func noMatchIsAnEmptyPage() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(TMDBJSON.page([], totalPages: 0, totalResults: 0)))
        let page = try await bed.repository.searchMovies(try MovieQuery("zzqqxx"), page: PageNumber(1))
        #expect(page.isEmpty)
    }

    @Test func badResultsAreSkippedAndCountedInTheLog() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        var wrongType = TMDBJSON.result(MovieFixtures.aliens)
        wrongType["id"] = "679"
        var impossibleDate = TMDBJSON.result(MovieFixtures.starWars)
        impossibleDate["release_date"] = "1977-13-45"
        let results = [
            TMDBJSON.result(MovieFixtures.alien), wrongType, impossibleDate, TMDBJSON.result(MovieFixtures.amelie),
        ]
        bed.server.route(Self.path, .json(TMDBJSON.page(results)))
        let page = try await bed.repository.searchMovies(try MovieQuery("a"), page: PageNumber(1))
        #expect(page.movies.map(\.id) == [MovieFixtures.alien.id, MovieFixtures.amelie.id])
        let warning = try #require(bed.log.lines.first { $0.contains("skipped") })
        #expect(warning.contains("skipped 2 unreadable of 4 results"))
        #expect(warning.contains("tmdb.skipped=2"))
        #expect(warning.contains("results[1].id"))
    }

    @Test func aPageOfNothingButBadResultsIsCorrupt() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(TMDBJSON.page([["id": "one", "title": 2]])))
        let error = await catalogError {
            _ = try await bed.repository.searchMovies(try MovieQuery("a"), page: PageNumber(1))
        }
        guard case let .corruptData(reason)? = error else {
            Issue.record("expected corruptData, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("results[0]"))
    }
}
