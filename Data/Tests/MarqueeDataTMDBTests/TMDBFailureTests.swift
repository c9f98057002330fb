import MarqueeHTTPClientTesting
import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

/// How TMDB's failures, and the network's, reach the Catalog: each one a
/// ``CatalogError`` a person can act on.
@Suite struct TMDBFailureTests {
    static let path = "/3/search/movie"
    static let query: MovieQuery = {
        guard let query = try? MovieQuery("alien") else { preconditionFailure("a valid query") }
        return query
    }()

    @Test func aRefusedKeyIsUnauthorizedAndNotRetried() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(TMDBJSON.invalidKey, status: 401))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .unauthorized)
        #expect(bed.server.requests.count == 1)
    }

    @Test func aRedirectToAnotherServerIsRefusedAndTheKeyStaysHome() async throws {
        let bed = try TMDBTestBed()
        let elsewhere = try TestHTTPServer()
        defer {
            bed.server.stop()
            elsewhere.stop()
        }
        bed.server.route(
            Self.path, .status(302, headers: ["Location": "http://127.0.0.1:\(elsewhere.port)\(Self.path)"]))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .redirectedElsewhere)
        #expect(elsewhere.requests.isEmpty)
    }

    @Test func anUnknownMovieIsNotFound() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route("/3/movie/999999", .json(TMDBJSON.notFound, status: 404))
        let id = try MovieID(999_999)
        let error = await catalogError { _ = try await bed.repository.movieDetails(id) }
        #expect(error == .movieNotFound(id))
    }

    @Test func tooManyRequestsIsRetriedAfterTheAskedWaitThenSucceeds() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.enqueue(
            Self.path,
            .json(
                #"{"status_code":25,"status_message":"Your request count (41) is over the allowed limit of 40.","success":false}"#,
                status: 429, headers: ["Retry-After": "3"]))
        bed.server.route(Self.path, .json(TMDBJSON.page(of: [MovieFixtures.alien])))
        let page = try await bed.repository.searchMovies(Self.query, page: PageNumber(1))
        #expect(page.movies.map(\.id) == [MovieFixtures.alien.id])
        #expect(bed.server.requests.count == 2)
        #expect(bed.sleeper.durations == [.seconds(3)])
    }

    @Test func tooManyRequestsToTheEndIsRateLimited() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .status(429, headers: ["Retry-After": "1"]))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .rateLimited)
    }

    @Test func anInternalErrorIsNotRetriedAndKeepsTMDBsMessage() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(TMDBJSON.internalError, status: 500))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .sourceFailed(status: 500, message: "Internal error: Something went wrong, contact TMDb."))
        #expect(bed.server.requests.count == 1)
        #expect(bed.sleeper.durations.isEmpty)
    }

    @Test func unavailableBeyondTheRetryLimitIsASourceFailure() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(TMDBJSON.unavailable, status: 503))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(
            error
                == .sourceFailed(
                    status: 503, message: "Service offline - This service is temporarily offline, try again later."
                ))
        #expect(bed.server.requests.count == 3)
        #expect(bed.sleeper.durations.count == 2)
    }

    @Test func aSlowAnswerTimesOutAsOffline() async throws {
        let bed = try TMDBTestBed(timeout: .milliseconds(300))
        defer { bed.server.stop() }
        // The answer would take a minute; every attempt's 300 ms timeout must
        // end long before that. The bound is loose so a busy machine passes.
        bed.server.route(Self.path, .delayed(.seconds(60), then: .json(TMDBJSON.page(of: []))))
        let started = ContinuousClock.now
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .offline)
        #expect(ContinuousClock.now - started < .seconds(20))
    }

    @Test func aConnectionClosedMidBodyIsOffline() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        let body = Data(TMDBJSON.page(of: MovieFixtures.all).utf8)
        bed.server.route(
            Self.path, .closeMidBody(status: 200, declaredLength: body.count, body: body.prefix(body.count / 2)))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .offline)
    }

    @Test func malformedJSONIsCorruptData() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(#"{"page":1,"results":[{"id":348,"title":"Alien""#))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .unreadableData(.tmdb, .notJSON))
    }

    @Test func anEmptySuccessfulAnswerIsNoDataNotCorruptData() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .status(200))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .unreadableData(.tmdb, .noData))
    }

    @Test func aWrongPageFieldTypeNamesTheField() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(#"{"page":1,"results":[],"total_pages":"one","total_results":0}"#))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .unreadableData(.tmdb, .unexpectedValue(at: "total_pages")))
    }

    @Test func anAnswerOverTheSizeCapIsCorruptData() async throws {
        let bed = try TMDBTestBed(maximumResponseBytes: 4096)
        defer { bed.server.stop() }
        let many = (0..<200).map { _ in TMDBJSON.result(MovieFixtures.alien) }
        bed.server.route(Self.path, .json(TMDBJSON.page(many)))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .unreadableData(.tmdb, .tooLarge))
    }

    @Test func aRefusedConnectionIsOffline() async throws {
        let bed = try TMDBTestBed(port: try TestHTTPServer.unusedPort())
        defer { bed.server.stop() }
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .offline)
    }

    @Test func cancellingTheCallerEndsTheRequestAtOnce() async throws {
        let bed = try TMDBTestBed(timeout: .seconds(60))
        defer { bed.server.stop() }
        bed.server.route(Self.path, .neverAnswer)
        let repository = bed.repository
        let started = ContinuousClock.now
        let task = Task {
            await catalogError { _ = try await repository.searchMovies(Self.query, page: PageNumber(1)) }
        }
        while bed.server.requests.isEmpty, ContinuousClock.now - started < .seconds(10) {
            try await Task.sleep(for: .milliseconds(10))
        }
        let cancelled = ContinuousClock.now
        task.cancel()
        let error = await task.value
        // The timeout is a minute away: ending well before it is the behaviour.
        #expect(error == .offline)
        #expect(ContinuousClock.now - cancelled < .seconds(15))
        #expect(bed.server.requests.count == 1)
    }

    @Test func aSearchAnswered404IsTheAddressNotAMissingMovie() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(
            Self.path,
            .respond(status: 404, headers: ["Content-Type": "text/html"], body: Data("<h1>Not Found</h1>".utf8)))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .sourceNotFound)
    }

    @Test func detailsAnswered404WithoutTMDBsBodyIsTheAddressNotAMissingMovie() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route("/3/movie/603", .respond(status: 404, headers: [:], body: Data("Not Found".utf8)))
        let error = await catalogError { _ = try await bed.repository.movieDetails(try MovieID(603)) }
        #expect(error == .sourceNotFound)
    }

    @Test func detailsOfAnotherMovieThanAskedAreRefused() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        var details = TMDBJSON.details(MovieFixtures.alien)
        details["id"] = 999
        bed.server.route("/3/movie/348", .json(TMDBJSON.text(details)))
        let error = await catalogError { _ = try await bed.repository.movieDetails(MovieFixtures.alien.id) }
        #expect(error == .unreadableData(.tmdb, .answeredAnotherMovie(asked: MovieFixtures.alien.id, answered: 999)))
    }

    @Test func aNegativePageCountIsAnUnreadableAnswerNotPageOneOfZero() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route(Self.path, .json(TMDBJSON.page(of: [MovieFixtures.alien], totalPages: -3)))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .unreadableData(.tmdb, .unexpectedValue(at: "total_pages")))
    }

    @Test func aLoneSurrogateInATitleMakesThatResultUnreadableWithoutSwiftInternals() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        let page = TMDBJSON.page(of: [MovieFixtures.alien]).replacingOccurrences(of: "Alien", with: "Ali\\ud800en")
        bed.server.route(Self.path, .json(page))
        let error = await catalogError { _ = try await bed.repository.searchMovies(Self.query, page: PageNumber(1)) }
        #expect(error == .unreadableData(.tmdb, .noReadableResults(count: 1)))
    }
}
