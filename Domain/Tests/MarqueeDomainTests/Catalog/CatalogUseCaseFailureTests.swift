import MarqueeDomain
import MarqueeDomainTesting
import Testing

/// Every `throws` the Catalog's use cases document, reached, and nothing
/// written when it is thrown.
///
/// | Use case | Throws | Reached by | Left as it was |
/// |---|---|---|---|
/// | `SearchMoviesUseCase.execute` | `invalidPage`, a source error | a page past the last; each source error | recent searches (see `SearchMoviesUseCaseTests`) |
/// | `FetchMovieDetailsUseCase` | `movieNotFound`, a source error | an unknown id; the source offline | — |
/// | `FetchRecentQueriesUseCase` | `storageFailed` | storage failing | — |
/// | `FetchRecentQueriesUseCase` limit | clamped to 1…10 | `-1`, `0` → 1; `11` → 10 | |
/// | `FetchPosterUseCase` | `sourceUnavailable`, `movieHasNoPoster`, `catalog(_)`, the image source's error | no image source; see `FetchPosterUseCaseTests` | no image asked for |
/// | `SavePosterUseCase` | as `FetchPosterUseCase`, then `fileExists`, `fileNotWritten` | a failing fetch; an existing file; a failing write | no file written or replaced |
/// | `ManageCachesUseCase.usage`, `.clear` | `storageFailed` | the caches failing | nothing emptied |
@Suite struct CatalogUseCaseFailureTests {
    // MARK: Details

    @Test(arguments: [CatalogError.offline, .unauthorized, .sourceFailed(status: 503, message: "down")])
    func aDetailsSourceErrorPassesThrough(error: CatalogError) async throws {
        let movies = InMemoryMoviesRepository()
        await movies.failNextCall(with: error)
        await #expect(throws: error) {
            try await FetchMovieDetailsInteractor(movies: movies).execute(MovieFixtures.alien.id)
        }
    }

    @Test func anUnknownMovieIsNotFound() async throws {
        let unknown = try MovieID(1)
        await #expect(throws: CatalogError.movieNotFound(unknown)) {
            try await FetchMovieDetailsInteractor(movies: InMemoryMoviesRepository()).execute(unknown)
        }
    }

    // MARK: Recent searches

    @Test func aStorageFailureOfTheRecentSearchesIsReported() async throws {
        let queries = InMemoryMovieQueriesRepository(queries: [try MovieQuery("alien")])
        await queries.failNextCall(with: .storageFailed(.busy))
        await #expect(throws: CatalogError.storageFailed(.busy)) {
            try await FetchRecentQueriesInteractor(queries: queries).execute()
        }
    }

    @Test(arguments: [(-1, 1), (0, 1), (1, 1), (2, 2), (9, 9), (10, 10), (11, 10), (Int.max, 10), (Int.min, 1)])
    func theLimitIsClampedToOneThroughTen(asked: Int, shown: Int) async throws {
        let stored = try (1...15).map { index throws(CatalogError) in try MovieQuery("q\(index)") }
        let queries = InMemoryMovieQueriesRepository(queries: stored, capacity: 15)
        let recent = try await FetchRecentQueriesInteractor(queries: queries).execute(limit: asked)
        #expect(recent == Array(stored.prefix(shown)))
    }

    // MARK: Posters

    @Test func withoutAnImageSourceNoMovieIsEvenLookedUp() async throws {
        let movies = InMemoryMoviesRepository(movies: [PosterFixtures.alien])
        await movies.failNextCall(with: .offline)
        let useCase = FetchPosterUseCase(details: FetchMovieDetailsInteractor(movies: movies), posters: nil)
        await #expect(throws: PosterError.sourceUnavailable) { try await useCase.execute(PosterFixtures.alien.id) }
        // The queued failure is still there: the movie source was never asked.
        await #expect(throws: CatalogError.offline) { try await movies.movieDetails(PosterFixtures.alien.id) }
    }

    private func savePoster(files: InMemoryPosterFiles, posters: InMemoryPosterImagesRepository)
        -> SavePosterUseCase
    {
        let fetch = FetchPosterUseCase(
            details: FetchMovieDetailsInteractor(movies: InMemoryMoviesRepository(movies: [PosterFixtures.alien])),
            posters: posters)
        return SavePosterUseCase(fetchPoster: fetch, files: files)
    }

    @Test func aFailingFetchWritesNoFile() async throws {
        let files = InMemoryPosterFiles()
        let posters = InMemoryPosterImagesRepository()
        await posters.failNextCall(with: .imageNotFound(PosterFixtures.alienPath))
        await #expect(throws: PosterError.imageNotFound(PosterFixtures.alienPath)) {
            try await savePoster(files: files, posters: posters).execute(
                PosterFixtures.alien.id, size: .standard, path: { _ in "/tmp/alien.jpg" }, replacing: true)
        }
        #expect(await files.saved.isEmpty)
    }

    @Test func anExistingFileIsKeptUnlessReplacingWasAsked() async throws {
        let old = PosterFixtures.jpeg("old")
        let new = PosterFixtures.jpeg("new")
        let files = InMemoryPosterFiles(files: ["/tmp/alien.jpg": old])
        let posters = InMemoryPosterImagesRepository(images: [PosterFixtures.alienPath: new])
        let useCase = savePoster(files: files, posters: posters)
        await #expect(throws: PosterError.fileExists(path: "/tmp/alien.jpg")) {
            try await useCase.execute(
                PosterFixtures.alien.id, size: .standard, path: { _ in "/tmp/alien.jpg" }, replacing: false)
        }
        #expect(await files.saved == ["/tmp/alien.jpg": old])
        let saved = try await useCase.execute(
            PosterFixtures.alien.id, size: .standard, path: { _ in "/tmp/alien.jpg" }, replacing: true)
        #expect(saved.path == "/tmp/alien.jpg")
        #expect(await files.saved == ["/tmp/alien.jpg": new])
    }

    @Test(arguments: [FileProblem.permissionDenied, .directoryMissing, .diskFull, .readOnly, .other(code: 5)])
    func aFileThatCannotBeWrittenSaysWhy(problem: FileProblem) async throws {
        let files = InMemoryPosterFiles()
        await files.failNextCall(with: .fileNotWritten(path: "/x/alien.jpg", reason: problem))
        let posters = InMemoryPosterImagesRepository(images: [PosterFixtures.alienPath: PosterFixtures.jpeg()])
        await #expect(throws: PosterError.fileNotWritten(path: "/x/alien.jpg", reason: problem)) {
            try await savePoster(files: files, posters: posters).execute(
                PosterFixtures.alien.id, size: .standard, path: { _ in "/x/alien.jpg" }, replacing: true)
        }
        #expect(await files.saved.isEmpty)
    }

    // MARK: Caches

    static let usage = [
        CacheUsage(kind: .responses, location: "/c/marquee.sqlite", entries: 3, bytes: 900, oldest: .epoch),
        CacheUsage(kind: .posters, location: "/c/posters", entries: 1, bytes: 100, oldest: .epoch),
    ]

    @Test func cachesThatCannotBeReadAreAStorageFailure() async throws {
        let caches = InMemoryCatalogCaches(usage: Self.usage)
        await caches.failNextCall(with: .storageFailed(.damaged))
        let useCase = ManageCachesUseCase(caches: caches, clock: ManualTimeSource())
        await #expect(throws: CatalogError.storageFailed(.damaged)) { try await useCase.usage() }
    }

    @Test func cachesThatCannotBeEmptiedAreAStorageFailureAndStayAsTheyWere() async throws {
        let caches = InMemoryCatalogCaches(usage: Self.usage)
        await caches.failNextCall(with: .storageFailed(.busy))
        let useCase = ManageCachesUseCase(caches: caches, clock: ManualTimeSource())
        await #expect(throws: CatalogError.storageFailed(.busy)) { try await useCase.clear() }
        #expect(await caches.clearCount == 0)
        #expect(try await useCase.usage().caches == Self.usage)
    }

    @Test func aReportCarriesTheTimeTheClockTold() async throws {
        let clock = ManualTimeSource()
        let useCase = ManageCachesUseCase(caches: InMemoryCatalogCaches(usage: Self.usage), clock: clock)
        await clock.advance(minutes: 5)
        let report = try await useCase.clear()
        #expect(report.at == SharedFixtures.now(plus: 5))
        #expect(report.caches == Self.usage)
        #expect(try await useCase.usage().caches.allSatisfy { $0.entries == 0 && $0.oldest == nil })
    }
}

extension StorageFailure {
    /// A damaged store under the in-memory fakes.
    static let damaged = StorageFailure(.damaged, place: .memory)
}
