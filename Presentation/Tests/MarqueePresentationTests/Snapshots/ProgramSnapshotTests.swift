@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// The Program panel, at every snapshot size.
@MainActor
@Suite struct ProgramSnapshotTests {
    @Test(arguments: SnapshotSizes.standard)
    func emptyProgram(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        world.show(tab: 2)
        await world.app.settle()
        assertFrame(world.frame(), named: "emptyProgram")
    }

    @Test(arguments: SnapshotSizes.standard)
    func screeningsWithOneSoldOut(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size, screenings: try SnapshotWorlds.screenings)
        world.show(tab: 2)
        await world.app.settle()
        assertFrame(world.frame(), named: "screeningsWithOneSoldOut")
    }

    @Test(arguments: SnapshotSizes.standard)
    func theSoldOutScreeningSelected(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size, screenings: try SnapshotWorlds.screenings)
        world.show(tab: 2)
        await world.app.settle()
        world.press(.down)
        assertFrame(world.frame(), named: "theSoldOutScreeningSelected")
    }

    @Test(arguments: SnapshotSizes.standard)
    func narrowedToOneMovie(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size, screenings: try SnapshotWorlds.screenings)
        await world.search("alien")
        world.press(.enter)
        await world.app.settle()
        world.type("b")
        await world.app.settle()
        assertFrame(world.frame(), named: "narrowedToOneMovie")
    }
}
