import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// ``SavePosterViewModel``'s transitions, each row tested below.
///
/// | action | state before | state after |
/// |---|---|---|
/// | `save(id, size:, to: .defaultFile, …)` answered | anything | the poster written to `<id>-<rendition>.<ext>`; `poster` and `path` set, `error == nil` |
/// | `save(…, to: .file(p), …)` answered | anything | written to `p` |
/// | `save(…, to: .standardOutput, …)` answered | anything | nothing written; `poster` set, `path == nil` |
/// | `save(…)` onto an existing file, not replacing | anything | `error == .fileExists`, the file untouched |
/// | `save(…)` onto an existing file, replacing | anything | the file replaced |
/// | `save(…)` fails | a poster saved before | `poster == nil`, `path == nil`, `error` set |
/// | `saveCommand` | — | one line saying what was written, the image's bytes, or the one-line error (a usage error for a bad size) |
@MainActor
@Suite struct SavePosterViewModelTests {
    let world = CatalogWorld()
    let w185 = PosterImage(bytes: [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3], mediaType: "image/jpeg", variant: "w185")

    var alien: MovieID { PosterFixtures.alien.id }

    @Test func thePosterIsWrittenUnderItsDefaultName() async throws {
        await world.posters.insert(w185, at: PosterFixtures.alienPath)
        let viewModel = world.savePoster()
        await viewModel.save(alien, size: .standard, to: .defaultFile, replacing: false)
        #expect(await world.files.saved == ["348-w185.jpg": w185])
        #expect(viewModel.state.path == "348-w185.jpg")
    }

    @Test func withoutARenditionTheDefaultNameIsTheIdAlone() async throws {
        let viewModel = world.savePoster()
        await viewModel.save(alien, size: .standard, to: .defaultFile, replacing: false)
        #expect(viewModel.state.path == "348.jpg")
    }

    @Test func thePosterIsWrittenWhereAsked() async throws {
        let viewModel = world.savePoster()
        await viewModel.save(alien, size: .standard, to: .file("/tmp/a.jpg"), replacing: false)
        #expect(await world.files.saved.keys.sorted() == ["/tmp/a.jpg"])
        #expect(viewModel.state.poster?.movie.title == "Alien")
    }

    @Test func thePosterIsAskedForAtTheWidthGiven() async throws {
        let viewModel = world.savePoster()
        await viewModel.save(alien, size: try PosterSize(width: 500), to: .defaultFile, replacing: false)
        #expect(await world.posters.requests.map(\.size.width) == [500])
    }

    @Test func forStandardOutputNothingIsWritten() async throws {
        let viewModel = world.savePoster()
        await viewModel.save(alien, size: .standard, to: .standardOutput, replacing: false)
        #expect(await world.files.saved.isEmpty)
        #expect(viewModel.state.poster?.image == PosterFixtures.jpeg())
        #expect(viewModel.state.path == nil)
    }

    @Test func anExistingFileIsKeptUnlessReplacingIsAsked() async throws {
        let viewModel = world.savePoster()
        await viewModel.save(alien, size: .standard, to: .file("a.jpg"), replacing: false)
        await world.posters.insert(w185, at: PosterFixtures.alienPath)
        await viewModel.save(alien, size: .standard, to: .file("a.jpg"), replacing: false)
        #expect(viewModel.state.error == .fileExists(path: "a.jpg"))
        #expect(await world.files.saved["a.jpg"] == PosterFixtures.jpeg())
    }

    @Test func anExistingFileIsReplacedWhenAsked() async throws {
        let viewModel = world.savePoster()
        await viewModel.save(alien, size: .standard, to: .file("a.jpg"), replacing: false)
        await world.posters.insert(w185, at: PosterFixtures.alienPath)
        await viewModel.save(alien, size: .standard, to: .file("a.jpg"), replacing: true)
        #expect(await world.files.saved["a.jpg"] == w185)
        #expect(viewModel.state.error == nil)
    }

    @Test func aFailureForgetsThePosterSavedBefore() async throws {
        let viewModel = world.savePoster()
        await viewModel.save(alien, size: .standard, to: .defaultFile, replacing: false)
        await viewModel.save(try MovieID(679), size: .standard, to: .defaultFile, replacing: false)
        #expect(viewModel.state.poster == nil && viewModel.state.path == nil)
        #expect(viewModel.state.error == .movieHasNoPoster(try MovieID(679)))
    }

    @Test func theCommandSaysWhatWasWrittenWhere() async throws {
        await world.posters.insert(w185, at: PosterFixtures.alienPath)
        let output = await world.savePoster().saveCommand(alien, size: .standard, to: .defaultFile, replacing: false)
        #expect(output.standardOutput == ["Wrote the w185 poster of Alien (7 bytes, image/jpeg) to 348-w185.jpg."])
    }

    @Test func theCommandWritesTheImageItselfToStandardOutput() async throws {
        let output = await world.savePoster().saveCommand(
            alien, size: .standard, to: .standardOutput, replacing: false)
        #expect(output.binary == PosterFixtures.jpeg().bytes)
        #expect(output.standardOutput.isEmpty)
    }

    @Test func theCommandsFailureIsOneLine() async throws {
        await world.files.failNextCall(with: .fileNotWritten(path: "/ro/a.jpg", reason: .readOnly))
        let output = await world.savePoster().saveCommand(
            alien, size: .standard, to: .file("/ro/a.jpg"), replacing: false)
        #expect(output.outcome == .failure)
        #expect(
            output.standardError == [
                "marquee: The poster could not be written to /ro/a.jpg: the file system is read-only; choose another place."
            ])
    }
}
