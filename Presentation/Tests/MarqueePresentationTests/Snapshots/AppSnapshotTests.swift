@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// What the app draws over or instead of a panel: the key map, and the
/// screen of a window too small to lay the panels out in.
@MainActor
@Suite struct AppSnapshotTests {
    @Test(arguments: SnapshotSizes.standard)
    func theKeyMapOverMovies(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.search("alien")
        world.press(.function(1))
        assertFrame(world.frame(), named: "theKeyMapOverMovies")
    }

    @Test(arguments: SnapshotSizes.standard)
    func theKeyMapOverProgram(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size, screenings: try SnapshotWorlds.screenings)
        world.show(tab: 2)
        await world.app.settle()
        world.type("?")
        assertFrame(world.frame(), named: "theKeyMapOverProgram")
    }

    @Test(arguments: [
        TerminalSize(columns: 59, rows: 16), TerminalSize(columns: 60, rows: 15), TerminalSize(columns: 40, rows: 10),
        TerminalSize(columns: 20, rows: 5),
    ])
    func aWindowTooSmall(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await world.app.settle()
        assertFrame(world.frame(), named: "aWindowTooSmall")
    }
}
