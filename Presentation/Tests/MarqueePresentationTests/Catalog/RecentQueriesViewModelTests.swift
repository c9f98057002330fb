import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// ``RecentQueriesViewModel``'s transitions, each row tested below.
///
/// | action | state before | state after |
/// |---|---|---|
/// | `load()` answered | anything | `queries` newest first (at most 10), `hasLoaded`, `error == nil` |
/// | `load()` answered | nothing remembered | no queries, `hasLoaded` |
/// | `load()` fails | queries shown | the queries kept, `error` set and worded |
/// | `listCommand` | — | numbered lines or JSON, or the one-line error |
@MainActor
@Suite struct RecentQueriesViewModelTests {
    func world(_ recent: [String]) throws -> CatalogWorld {
        CatalogWorld(recent: try recent.map(query))
    }

    @Test func listsNewestFirst() async throws {
        let viewModel = try world(["heat", "alien"]).recent()
        await viewModel.load()
        #expect(viewModel.state.queries == ["heat", "alien"])
        #expect(viewModel.state.hasLoaded)
    }

    @Test func atMostTenAreListed() async throws {
        let world = CatalogWorld()
        for number in 1...12 { try await world.queries.save(query("film \(number)")) }
        let viewModel = world.recent()
        await viewModel.load()
        #expect(viewModel.state.queries.count == 10)
        #expect(viewModel.state.queries.first == "film 12")
    }

    @Test func anEmptyHistoryIsEmpty() async throws {
        let viewModel = try world([]).recent()
        await viewModel.load()
        #expect(viewModel.state.hasLoaded && viewModel.state.queries.isEmpty)
    }

    @Test func aStorageFailureIsWorded() async throws {
        let world = try world([])
        await world.queries.failNextCall(with: .storageFailed(.diskFull))
        let viewModel = world.recent()
        await viewModel.load()
        #expect(
            viewModel.state.error?.userMessage
                == "The in-memory store cannot grow: the disk is full; free some space and try again.")
    }

    @Test func aSuccessfulReloadClearsTheError() async throws {
        let world = try world(["alien"])
        await world.queries.failNextCall(with: .storageFailed(.busy))
        let viewModel = world.recent()
        await viewModel.load()
        await viewModel.load()
        #expect(viewModel.state.error == nil)
    }

    @Test func aFailedReloadKeepsTheQueriesShown() async throws {
        let world = try world(["alien"])
        let viewModel = world.recent()
        await viewModel.load()
        await world.queries.failNextCall(with: .storageFailed(.busy))
        await viewModel.load()
        #expect(viewModel.state.queries == ["alien"])
        #expect(viewModel.state.error == .storageFailed(.busy))
    }

    @Test func theListCommandNumbersTheQueries() async throws {
        let output = try await world(["heat", "alien"]).recent().listCommand(format: .text)
        #expect(output.standardOutput == ["Recent searches, newest first:", "  1. heat", "  2. alien"])
    }

    @Test func theListCommandsJSONIsTheQueries() async throws {
        let output = try await world(["heat", "alien"]).recent().listCommand(format: .json)
        #expect(
            output.standardOutput == [JSONValue.object(["queries": .array([.string("heat"), .string("alien")])]).text])
    }

    @Test func aFailedListCommandIsOneLineOnStandardError() async throws {
        let world = try world([])
        await world.queries.failNextCall(with: .storageFailed(.busy))
        let output = await world.recent().listCommand(format: .text)
        #expect(output.outcome == .failure)
        #expect(output.standardError == ["marquee: " + StorageFailure.busy.userMessage])
    }
}
