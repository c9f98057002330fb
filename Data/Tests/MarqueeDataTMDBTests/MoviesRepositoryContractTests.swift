import Foundation
import MarqueeData
import MarqueeDataTMDB
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeInfrastructureTesting
import Testing

/// The promises every ``MoviesRepository`` keeps, checked against the
/// in-memory fake, the offline catalog and TMDB (over a loopback server that
/// answers like TMDB from the same films).
@Suite struct MoviesRepositoryContractTests {
    enum Subject: String, CaseIterable, CustomTestStringConvertible {
        case inMemory, offlineCatalog, tmdb

        var testDescription: String { rawValue }
    }

    /// A repository holding ``MovieFixtures/all``, and what to stop afterwards.
    struct Made {
        let repository: any MoviesRepository
        let server: TestHTTPServer?

        func tearDown() { server?.stop() }
    }

    static func make(_ subject: Subject) throws -> Made {
        switch subject {
        case .inMemory:
            return Made(repository: InMemoryMoviesRepository(movies: MovieFixtures.all), server: nil)
        case .offlineCatalog:
            let json = Data(TMDBJSON.page(of: MovieFixtures.all).utf8)
            return Made(repository: try OfflineCatalogMoviesRepository(jsonData: json), server: nil)
        case .tmdb:
            let bed = try TMDBTestBed()
            FakeTMDB(movies: MovieFixtures.all).serve(on: bed.server)
            return Made(repository: bed.repository, server: bed.server)
        }
    }

    @Test(arguments: Subject.allCases)
    func searchPutsTheExactTitleFirst(subject: Subject) async throws {
        let made = try Self.make(subject)
        defer { made.tearDown() }
        let page = try await made.repository.searchMovies(try MovieQuery("alien"), page: PageNumber(1))
        #expect(page.movies.first?.id == MovieFixtures.alien.id)
        #expect(page.movies.map(\.id).contains(MovieFixtures.aliens.id))
        #expect(page.page == 1 && page.totalPages == 1)
    }

    @Test(arguments: Subject.allCases)
    func detailsDescribeTheMovie(subject: Subject) async throws {
        let made = try Self.make(subject)
        defer { made.tearDown() }
        let movie = try await made.repository.movieDetails(MovieFixtures.amelie.id)
        #expect(movie.title == "Amélie")
        #expect(movie.originalTitle == "Le Fabuleux Destin d'Amélie Poulain")
        #expect(movie.releaseDate == MovieFixtures.amelie.releaseDate)
        #expect(movie.genres == MovieFixtures.amelie.genres)
    }

    @Test(arguments: Subject.allCases)
    func anUnknownIDIsNotFound(subject: Subject) async throws {
        let made = try Self.make(subject)
        defer { made.tearDown() }
        let id = try MovieID(424_242)
        let error = await catalogError { _ = try await made.repository.movieDetails(id) }
        #expect(error == .movieNotFound(id))
    }

    @Test(arguments: Subject.allCases)
    func aPagePastTheLastIsInvalid(subject: Subject) async throws {
        let made = try Self.make(subject)
        defer { made.tearDown() }
        let error = await catalogError {
            _ = try await made.repository.searchMovies(try MovieQuery("alien"), page: PageNumber(3))
        }
        #expect(error == .invalidPage(requested: 3, lastPage: 1))
    }

    @Test(arguments: Subject.allCases)
    func noMatchIsAnEmptyFirstPage(subject: Subject) async throws {
        let made = try Self.make(subject)
        defer { made.tearDown() }
        let page = try await made.repository.searchMovies(try MovieQuery("zzqqxx"), page: PageNumber(1))
        #expect(page.isEmpty)
        #expect(page.page == 1)
    }
}
