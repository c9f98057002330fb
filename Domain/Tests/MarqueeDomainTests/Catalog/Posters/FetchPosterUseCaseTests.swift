import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct FetchPosterUseCaseTests {
    private let alienImage = PosterFixtures.jpeg("alien")

    private func makeUseCase(
        movies: [Movie] = [PosterFixtures.alien, MovieFixtures.amelie],
        posters: InMemoryPosterImagesRepository
    ) -> FetchPosterUseCase {
        FetchPosterUseCase(
            details: FetchMovieDetailsInteractor(movies: InMemoryMoviesRepository(movies: movies)), posters: posters)
    }

    @Test func returnsTheMoviesPosterAtTheRequestedSize() async throws {
        let posters = InMemoryPosterImagesRepository(images: [PosterFixtures.alienPath: alienImage])
        let size = try PosterSize(width: 342)

        let poster = try await makeUseCase(posters: posters).execute(PosterFixtures.alien.id, size: size)

        #expect(poster == MoviePoster(movie: PosterFixtures.alien, path: PosterFixtures.alienPath, image: alienImage))
        let requests = await posters.requests
        #expect(requests.map(\.path) == [PosterFixtures.alienPath])
        #expect(requests.map(\.size) == [size])
    }

    @Test func asksForTheStandardSizeWhenNoneIsGiven() async throws {
        let posters = InMemoryPosterImagesRepository(images: [PosterFixtures.alienPath: alienImage])
        _ = try await makeUseCase(posters: posters).execute(PosterFixtures.alien.id)
        #expect(await posters.requests.map(\.size.width) == [185])
    }

    @Test func aMovieWithoutAPosterIsAClearErrorAndNoImageIsAskedFor() async throws {
        let posters = InMemoryPosterImagesRepository(images: [PosterFixtures.alienPath: alienImage])
        await #expect(throws: PosterError.movieHasNoPoster(MovieFixtures.amelie.id)) {
            try await makeUseCase(posters: posters).execute(MovieFixtures.amelie.id)
        }
        #expect(await posters.requests.isEmpty)
    }

    @Test func anUnknownMovieIsTheCatalogsNotFound() async throws {
        let unknown = try MovieID(999_999)
        await #expect(throws: PosterError.catalog(.movieNotFound(unknown))) {
            try await makeUseCase(posters: InMemoryPosterImagesRepository()).execute(unknown)
        }
    }

    @Test func aFailingMovieSourceIsPassedOnWrapped() async throws {
        let movies = InMemoryMoviesRepository(movies: [PosterFixtures.alien])
        await movies.failNextCall(with: .offline)
        let useCase = FetchPosterUseCase(
            details: FetchMovieDetailsInteractor(movies: movies), posters: InMemoryPosterImagesRepository())
        await #expect(throws: PosterError.catalog(.offline)) { try await useCase.execute(PosterFixtures.alien.id) }
    }

    @Test func theImageSourcesErrorIsPassedOn() async throws {
        let posters = InMemoryPosterImagesRepository()
        await #expect(throws: PosterError.imageNotFound(PosterFixtures.alienPath)) {
            try await makeUseCase(posters: posters).execute(PosterFixtures.alien.id)
        }
        await posters.failNextCall(with: .sourceUnavailable)
        await #expect(throws: PosterError.sourceUnavailable) {
            try await makeUseCase(posters: posters).execute(PosterFixtures.alien.id)
        }
    }
}
