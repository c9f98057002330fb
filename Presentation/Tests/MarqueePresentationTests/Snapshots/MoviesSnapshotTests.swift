@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// The Movies panel as a person sees it, at every snapshot size.
@MainActor
@Suite struct MoviesSnapshotTests {
    @Test(arguments: SnapshotSizes.standard)
    func emptyFieldWithRecentSearches(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size, recent: ["star", "alien", "heat", "千と千尋"])
        await world.app.settle()
        assertFrame(world.frame(), named: "emptyFieldWithRecentSearches")
    }

    @Test(arguments: SnapshotSizes.standard)
    func resultsWithASelection(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.search("ali")
        world.press(.down)
        assertFrame(world.frame(), named: "resultsWithASelection")
    }

    @Test(arguments: SnapshotSizes.standard)
    func manyResultsScrolledToTheSelection(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.search("heat")
        world.press(.escape)
        // End selects the last row loaded and loads the next page; the third
        // time all 45 are loaded. Then two rows up: row 43, below the first screenful.
        for _ in 0..<3 {
            world.press(.end)
            await world.app.settle()
        }
        world.press(.up, .up)
        assertFrame(world.frame(), named: "manyResultsScrolledToTheSelection")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aTitleOfWideCharacters(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.search("千と千尋")
        assertFrame(world.frame(), named: "aTitleOfWideCharacters")
    }

    @Test(arguments: SnapshotSizes.standard)
    func noResults(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.search("zzz")
        assertFrame(world.frame(), named: "noResults")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aSearchError(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.movies.failNextCall(with: .offline)
        await world.search("alien")
        assertFrame(world.frame(), named: "aSearchError")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aStorageWarningLine(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.catalog.stamping.stamp(
            warnings: [.answerNotCached(.diskFull), .queryNotRemembered(.diskFull)])
        await world.search("alien")
        assertFrame(world.frame(), named: "aStorageWarningLine")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aCachedAnswerWithItsAge(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.catalog.stamping.stamp(
            provenance: .cached(at: SharedFixtures.now(plus: -120)), answeredAt: SharedFixtures.now)
        await world.search("alien")
        assertFrame(world.frame(), named: "aCachedAnswerWithItsAge")
    }
}
