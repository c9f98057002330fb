import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

/// `TMDBMoviesRepository.movieDetails` against a real loopback server.
@Suite struct TMDBDetailsTests {
    @Test func detailsAreMappedWithGenresAndRuntime() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        var details = TMDBJSON.details(MovieFixtures.alien)
        details["poster_path"] = "/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg"
        bed.server.route("/3/movie/348", .json(TMDBJSON.text(details)))
        let movie = try await bed.repository.movieDetails(MovieFixtures.alien.id)
        #expect(movie.id == MovieFixtures.alien.id)
        #expect(movie.title == "Alien")
        #expect(movie.runtimeMinutes == 117)
        #expect(movie.genres == [MovieFixtures.horror, MovieFixtures.scienceFiction])
        #expect(movie.posterPath?.rawValue == "/vfrQk5IPloGg1v9Rzbh2Eg3VGyM.jpg")
        #expect(movie.tagline == "In space no one can hear you scream.")
        #expect(bed.queryItems(of: "/3/movie/348")["language"] == "en-US")
        #expect(bed.queryItems(of: "/3/movie/348")["api_key"] == TMDBTestBed.apiKey)
    }

    @Test func aZeroOrNullRuntimeIsUnknown() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        bed.server.route("/3/movie/348", .json(TMDBJSON.text(TMDBJSON.details(MovieFixtures.alien, runtime: 0))))
        bed.server.route("/3/movie/679", .json(TMDBJSON.text(TMDBJSON.details(MovieFixtures.aliens, runtime: nil))))
        #expect(try await bed.repository.movieDetails(MovieFixtures.alien.id).runtimeMinutes == nil)
        #expect(try await bed.repository.movieDetails(MovieFixtures.aliens.id).runtimeMinutes == nil)
    }

    @Test func aWrongFieldTypeNamesTheField() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        var details = TMDBJSON.details(MovieFixtures.alien)
        details["runtime"] = "117 minutes"
        bed.server.route("/3/movie/348", .json(TMDBJSON.text(details)))
        let error = await catalogError { _ = try await bed.repository.movieDetails(MovieFixtures.alien.id) }
        #expect(error == .corruptData("TMDB's answer has an unexpected value at runtime"))
    }

    @Test func aWrongGenreShapeNamesTheNestedField() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        var details = TMDBJSON.details(MovieFixtures.alien)
        details["genres"] = [["id": 27, "name": "Horror"], ["id": "878", "name": "Science Fiction"]]
        bed.server.route("/3/movie/348", .json(TMDBJSON.text(details)))
        let error = await catalogError { _ = try await bed.repository.movieDetails(MovieFixtures.alien.id) }
        #expect(error == .corruptData("TMDB's answer has an unexpected value at genres[1].id"))
    }

    @Test func fieldsMarqueeDoesNotShowNeverRejectTheAnswer() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        var details = TMDBJSON.details(MovieFixtures.alien)
        details["popularity"] = "31.337"
        details["vote_average"] = "high"
        details["vote_count"] = ["many"]
        details["budget"] = "11 million"
        bed.server.route("/3/movie/348", .json(TMDBJSON.text(details)))
        let movie = try await bed.repository.movieDetails(MovieFixtures.alien.id)
        #expect(movie.title == "Alien" && movie.runtimeMinutes == 117)
        #expect(movie.popularity == 0)
    }

    @Test func aSearchResultWithAStringPopularityIsKept() async throws {
        let bed = try TMDBTestBed()
        defer { bed.server.stop() }
        var first = TMDBJSON.result(MovieFixtures.alien)
        first["popularity"] = "very"
        bed.server.route("/3/search/movie", .json(TMDBJSON.page([first, TMDBJSON.result(MovieFixtures.aliens)])))
        let found = try await bed.repository.searchMovies(MovieQuery("alien"), page: PageNumber(1))
        #expect(found.movies.map(\.id) == [MovieFixtures.alien.id, MovieFixtures.aliens.id])
    }
}
