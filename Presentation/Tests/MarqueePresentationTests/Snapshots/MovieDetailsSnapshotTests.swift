@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// A movie's details, opened from Movies, at every snapshot size.
@MainActor
@Suite struct MovieDetailsSnapshotTests {
    /// Searches `text` and opens the first result.
    func open(_ text: String, in world: InteractiveWorld) async {
        await world.search(text)
        world.press(.enter)
        await world.app.settle()
    }

    @Test(arguments: SnapshotSizes.standard)
    func offlineWithTheNoPosterNote(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        // Offline there is no image source: the poster port answers so.
        await world.catalog.posters.failNextCall(with: .sourceUnavailable)
        await open("alien", in: world)
        assertFrame(world.frame(), named: "offlineWithTheNoPosterNote")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aLongOverviewScrolled(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.movies.insert(try SnapshotWorlds.longOverviewFilm())
        await world.catalog.posters.failNextCall(with: .sourceUnavailable)
        await open("metropolis", in: world)
        _ = world.frame()
        world.press(.down, .down, .down)
        assertFrame(world.frame(), named: "aLongOverviewScrolled")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aLongOverviewAtTheTop(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.movies.insert(try SnapshotWorlds.longOverviewFilm())
        await world.catalog.posters.failNextCall(with: .sourceUnavailable)
        await open("metropolis", in: world)
        assertFrame(world.frame(), named: "aLongOverviewAtTheTop")
    }
}
