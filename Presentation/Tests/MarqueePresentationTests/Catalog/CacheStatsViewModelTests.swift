import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// ``CacheStatsViewModel``'s transitions, each row tested below.
///
/// | action | state before | state after |
/// |---|---|---|
/// | `load()` answered | anything | `caches` as reported, `readAt` the clock's time, `error == nil` |
/// | `load()` fails | caches shown | the caches kept, `error` set |
/// | `clear()` answered | anything | the caches emptied; `caches` shows what they held, `error == nil` |
/// | `clear()` fails | anything | nothing emptied, `error` set |
/// | `statsCommand` / `clearCommand` | — | one line per cache or JSON / one line of what was removed; or the one-line error |
@MainActor
@Suite struct CacheStatsViewModelTests {
    static let responses = CacheUsage(
        kind: .responses, location: "/d/marquee.sqlite", entries: 3, bytes: 12_700,
        oldest: SharedFixtures.now(plus: -120))
    static let posters = CacheUsage(kind: .posters, location: "/d/posters", entries: 1, bytes: 100, oldest: nil)

    let world = CatalogWorld(caches: [responses, posters])

    @Test func loadingShowsWhatEachCacheHolds() async {
        let viewModel = world.cacheStats()
        await viewModel.load()
        #expect(viewModel.state.caches == [Self.responses, Self.posters])
    }

    @Test func agesAreMeasuredFromWhenTheCachesWereRead() async {
        let viewModel = world.cacheStats()
        await viewModel.load()
        #expect(viewModel.state.readAt == SharedFixtures.now)
    }

    @Test func aSuccessfulLoadClearsTheError() async {
        await world.caches.failNextCall(with: .storageFailed(.busy))
        let viewModel = world.cacheStats()
        await viewModel.load()
        await viewModel.load()
        #expect(viewModel.state.error == nil)
    }

    @Test func aFailedLoadKeepsTheFiguresShown() async {
        let viewModel = world.cacheStats()
        await viewModel.load()
        await world.caches.failNextCall(with: .storageFailed(.busy))
        await viewModel.load()
        #expect(viewModel.state.caches.count == 2)
        #expect(viewModel.state.error == .storageFailed(.busy))
    }

    @Test func clearingEmptiesTheCachesAndShowsWhatTheyHeld() async throws {
        let viewModel = world.cacheStats()
        await viewModel.clear()
        #expect(viewModel.state.caches == [Self.responses, Self.posters])
        #expect(try await world.caches.usage().allSatisfy { $0.entries == 0 })
    }

    @Test func aFailedClearEmptiesNothing() async {
        await world.caches.failNextCall(with: .storageFailed(.readOnly))
        let viewModel = world.cacheStats()
        await viewModel.clear()
        #expect(await world.caches.clearCount == 0)
        #expect(viewModel.state.error == .storageFailed(.readOnly))
    }

    @Test func theStatsCommandIsOneLinePerCache() async {
        let output = await world.cacheStats().statsCommand(format: .text)
        #expect(
            output.standardOutput == [
                "Responses    3 entries    12.4 KB  oldest 2 h ago  (/d/marquee.sqlite)",
                "Posters        1 entry      100 B  empty  (/d/posters)",
            ])
    }

    @Test func theClearCommandSaysWhatWasRemovedAndThatRecentSearchesStay() async {
        let output = await world.cacheStats().clearCommand()
        #expect(
            output.standardOutput == [
                "Cleared responses: 3 entries, 12.4 KB; posters: 1 entry, 100 B. Recent searches are kept."
            ])
    }

    @Test func aFailedCommandIsOneLineOnStandardError() async {
        await world.caches.failNextCall(with: .storageFailed(.busy))
        let output = await world.cacheStats().statsCommand(format: .text)
        #expect(output.outcome == .failure)
        #expect(output.standardError == ["marquee: " + StorageFailure.busy.userMessage])
    }
}

extension StorageFailure {
    /// A read-only store under the in-memory fakes.
    static let readOnly = StorageFailure(.readOnly, place: .memory)
}
