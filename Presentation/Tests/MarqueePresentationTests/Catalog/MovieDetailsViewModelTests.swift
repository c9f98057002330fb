import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// ``MovieDetailsViewModel``'s transitions, each row tested below.
///
/// | action | state before | state after |
/// |---|---|---|
/// | `load(id)` | anything | while it runs: `isLoading` |
/// | `load(id)` answered | anything | `movie`, and `provenance`, `answeredAt` and `warnings` exactly as the answer says (cached and stale kept, never made live), `error == nil`, `isLoading == false` |
/// | `load(id)` fails | a movie shown, or none | `error` set, `isLoading == false`; a movie shown stays |
/// | `load(id2)` answered | movie 1 and its poster shown | movie 2, without movie 1's poster |
/// | `loadPoster(size:)` | no movie | nothing; no poster is asked for |
/// | `loadPoster(size:)` | a movie | while it runs: `isLoadingPoster`, the note says so; the poster asked for at `size` |
/// | `loadPoster(size:)` answered | no poster, or one that was unavailable | `poster` set, `posterUnavailable == nil`, no note, `isLoadingPoster == false` |
/// | `loadPoster(size:)` fails | a poster shown | `poster == nil`, `posterUnavailable` set and worded, `isLoadingPoster == false` |
/// | `showCommand` | — | text lines or JSON, warnings on standard error, or the one-line error |
@MainActor
@Suite struct MovieDetailsViewModelTests {
    let world = CatalogWorld()

    func id(_ raw: Int) throws -> MovieID { try MovieID(raw) }

    @Test func loadsTheMovieAnIDNames() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(194))
        #expect(viewModel.state.details?.title == "Amélie")
        #expect(viewModel.state.details?.originalTitle == "Le Fabuleux Destin d'Amélie Poulain")
        #expect(viewModel.state.details?.genres == "Comedy, Romance")
    }

    @Test func theOriginalTitleIsOmittedWhenItIsTheTitle() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        #expect(viewModel.state.details?.originalTitle == nil)
    }

    @Test func anUnknownIDIsNotFoundAndNotAUsageError() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(424242))
        #expect(viewModel.state.error?.userMessage == "No movie has id 424242; search for the title to find its id.")
        #expect(viewModel.state.error?.isUsageError == false)
    }

    @Test func aLoadInProgressIsLoading() async throws {
        let viewModel = world.details()
        await world.movies.hold()
        let load = Task { await viewModel.load(try id(348)) }
        try await waitUntil { await world.movies.waitingCalls == 1 }
        #expect(viewModel.state.isLoading)
        await world.movies.release()
        try await load.value
    }

    @Test func aSuccessfulLoadClearsTheError() async throws {
        let viewModel = world.details()
        await world.movies.failNextCall(with: .offline)
        await viewModel.load(try id(348))
        await viewModel.load(try id(348))
        #expect(viewModel.state.error == nil)
    }

    @Test func aSuccessfulLoadResetsLoading() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        #expect(!viewModel.state.isLoading)
    }

    @Test func aFailedLoadResetsLoadingAndSaysWhy() async throws {
        let viewModel = world.details()
        await world.movies.failNextCall(with: .offline)
        await viewModel.load(try id(348))
        #expect(!viewModel.state.isLoading)
        #expect(viewModel.state.error == .offline)
    }

    @Test func aFailedLoadKeepsTheMovieShown() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        await world.movies.failNextCall(with: .offline)
        await viewModel.load(try id(348))
        #expect(viewModel.state.movie == PosterFixtures.alien)
    }

    @Test func aLiveAnswerSaysItIsLive() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        #expect(viewModel.state.provenance == .live)
    }

    @Test func cachedDetailsSayWhereTheyCameFrom() async throws {
        let cachedAt = SharedFixtures.now(plus: -30)
        await world.stamping.stamp(provenance: .cached(at: cachedAt), answeredAt: SharedFixtures.now)
        let viewModel = world.details()
        await viewModel.load(try id(348))
        #expect(viewModel.state.provenance == .cached(at: cachedAt))
        #expect(viewModel.state.answeredAt == SharedFixtures.now)
    }

    @Test func staleDetailsSayWhereTheyCameFromAndWhy() async throws {
        let cachedAt = SharedFixtures.now(plus: -120)
        await world.stamping.stamp(provenance: .stale(at: cachedAt, reason: .offline), answeredAt: SharedFixtures.now)
        let viewModel = world.details()
        await viewModel.load(try id(348))
        #expect(viewModel.state.provenance == .stale(at: cachedAt, reason: .offline))
        #expect(viewModel.state.textLines.last == "(cached 2 h ago — TMDB could not be reached)")
    }

    @Test func theAnswersWarningsAreKept() async throws {
        await world.stamping.stamp(warnings: [.answerNotCached(.diskFull)])
        let viewModel = world.details()
        await viewModel.load(try id(348))
        #expect(viewModel.state.warnings == [.answerNotCached(.diskFull)])
    }

    @Test
    func loadingAnotherMovieForgetsThePreviousMoviesPoster() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        await viewModel.loadPoster()
        await viewModel.load(try id(194))
        #expect(viewModel.state.poster == nil)
    }

    // MARK: Posters

    @Test func thePosterIsRequestedAtTheWidthAskedFor() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        await viewModel.loadPoster(size: try PosterSize(width: 342))
        #expect(await world.posters.requests.map(\.size.width) == [342])
    }

    @Test func aPosterThatArrivesIsShown() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        await viewModel.loadPoster()
        #expect(viewModel.state.poster == PosterFixtures.jpeg())
        #expect(viewModel.state.posterNote == nil)
    }

    @Test func aPosterThatArrivesClearsTheUnavailableNote() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        await world.posters.failNextCall(with: .catalog(.offline))
        await viewModel.loadPoster()
        await viewModel.loadPoster()
        #expect(viewModel.state.posterUnavailable == nil)
    }

    @Test func aFailedPosterLoadClearsTheOldImage() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        await viewModel.loadPoster()
        await world.posters.failNextCall(with: .catalog(.offline))
        await viewModel.loadPoster()
        #expect(viewModel.state.poster == nil)
    }

    @Test func aFailedPosterLoadSaysWhyThereIsNone() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        await world.posters.failNextCall(with: .catalog(.offline))
        await viewModel.loadPoster()
        #expect(viewModel.state.posterUnavailable == .catalog(.offline))
        #expect(viewModel.state.posterNote == "No poster: " + CatalogError.offline.userMessage)
    }

    @Test func aMovieWithoutAPosterSaysSo() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(679))
        await viewModel.loadPoster()
        #expect(viewModel.state.posterNote == "No poster: Movie 679 has no poster; try another movie.")
    }

    @Test func offlineThePosterNoteSaysWherePostersComeFrom() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        await world.posters.failNextCall(with: .sourceUnavailable)
        await viewModel.loadPoster()
        #expect(viewModel.state.posterNote == "No poster offline: posters come from TMDB.")
    }

    @Test func withoutAMovieNoPosterIsAskedFor() async throws {
        let viewModel = world.details()
        await viewModel.loadPoster()
        #expect(await world.posters.requests.isEmpty)
        #expect(viewModel.state.posterNote == nil)
    }

    @Test func aPosterInProgressIsLoadingAndSaysSo() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        await world.movies.hold()
        let poster = Task { await viewModel.loadPoster() }
        try await waitUntil { await world.movies.waitingCalls == 1 }
        #expect(viewModel.state.isLoadingPoster)
        #expect(viewModel.state.posterNote == "Loading the poster…")
        await world.movies.release()
        await poster.value
    }

    @Test func aFinishedPosterLoadIsNoLongerLoading() async throws {
        let viewModel = world.details()
        await viewModel.load(try id(348))
        await world.posters.failNextCall(with: .catalog(.offline))
        await viewModel.loadPoster()
        #expect(!viewModel.state.isLoadingPoster)
    }
}

/// `marquee movies show`: the state rendered for a shell.
@MainActor
@Suite struct MoviesShowCommandTests {
    let world = CatalogWorld()

    @Test func theTextOutputStartsWithTitleAndYear() async throws {
        let output = await world.details().showCommand(try MovieID(194), format: .text)
        #expect(output.outcome == .success)
        #expect(output.standardOutput.first == "Amélie (2001)")
    }

    @Test func theJSONOutputIsTheMovie() async throws {
        let output = await world.details().showCommand(try MovieID(194), format: .json)
        #expect(output.standardOutput == [MovieFixtures.amelie.json.text])
    }

    @Test func anUnknownMovieIsAFailureNotAUsageError() async throws {
        let output = await world.details().showCommand(try MovieID(424242), format: .text)
        #expect(output.outcome == .failure)
        #expect(output.standardError == ["marquee: No movie has id 424242; search for the title to find its id."])
    }

    @Test func anAnswerThatWasNotCachedIsAWarningOnStandardError() async throws {
        await world.stamping.stamp(warnings: [.answerNotCached(.diskFull)])
        let output = await world.details().showCommand(try MovieID(194), format: .text)
        #expect(
            output.standardError == [
                "marquee: warning: This answer is not cached: the in-memory store cannot grow: the disk is full; "
                    + "free some space and try again."
            ])
    }
}
