import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

/// The credential never reaches a log line or an error.
@Suite struct TMDBRedactionTests {
    @Test func theKeyIsRedactedInEveryLogLine() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.enqueue("/3/search/movie", .status(503))
        bed.server.route("/3/search/movie", .json(TMDBJSON.page(of: [MovieFixtures.alien])))
        _ = try await bed.repository.searchMovies(try MovieQuery("alien"), page: PageNumber(1))
        let lines = bed.log.lines
        #expect(lines.count >= 2)
        #expect(lines.contains { $0.contains("api_key=<redacted>") })
        #expect(!lines.contains { $0.contains(TMDBTestBed.apiKey) })
    }

    @Test func theTokenIsRedactedInEveryLogLine() async throws {
        let bed = try TMDBTestBed(credentials: .accessToken(TMDBTestBed.accessToken))
        defer { bed.server.stop() }
        bed.server.route("/3/search/movie", .json(TMDBJSON.page(of: [MovieFixtures.alien])))
        _ = try await bed.repository.searchMovies(try MovieQuery("alien"), page: PageNumber(1))
        let lines = bed.log.lines
        #expect(lines.contains { $0.contains("Authorization: <redacted>") })
        #expect(!lines.contains { $0.contains(TMDBTestBed.accessToken) })
    }

    @Test func aMessageEchoingTheKeyIsScrubbed() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        let echo =
            #"{"status_code":11,"status_message":"Internal error for key "# + TMDBTestBed.apiKey
            + #"","success":false}"#
        bed.server.route("/3/search/movie", .json(echo, status: 500))
        let error = await catalogError {
            _ = try await bed.repository.searchMovies(try MovieQuery("alien"), page: PageNumber(1))
        }
        #expect(error == .sourceFailed(status: 500, message: "Internal error for key <redacted>"))
        #expect(!String(describing: error).contains(TMDBTestBed.apiKey))
    }

    @Test func credentialsDoNotPrintTheirValue() {
        #expect(!String(describing: TMDBCredentials.apiKey(TMDBTestBed.apiKey)).contains(TMDBTestBed.apiKey))
        #expect(
            !String(describing: TMDBCredentials.accessToken(TMDBTestBed.accessToken)).contains(TMDBTestBed.accessToken))
    }
}
