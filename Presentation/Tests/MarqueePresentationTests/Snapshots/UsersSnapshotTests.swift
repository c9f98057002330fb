@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// The Users panel, at every snapshot size.
@MainActor
@Suite struct UsersSnapshotTests {
    /// Users shown, the list loaded.
    func showUsers(_ world: InteractiveWorld) async {
        world.show(tab: 4)
        await world.app.settle()
    }

    @Test(arguments: SnapshotSizes.standard)
    func noUsers(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await showUsers(world)
        assertFrame(world.frame(), named: "noUsers")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aListWithASelection(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size, users: try SnapshotWorlds.users)
        await showUsers(world)
        world.press(.down, .down)
        assertFrame(world.frame(), named: "aListWithASelection")
    }

    @Test(arguments: SnapshotSizes.standard)
    func registeringANameWithAProblem(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size, users: try SnapshotWorlds.users)
        await showUsers(world)
        world.type("n")
        world.type("Ri")
        world.press(.enter)
        assertFrame(world.frame(), named: "registeringANameWithAProblem")
    }

    @Test(arguments: SnapshotSizes.standard)
    func theDeleteQuestion(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size, users: try SnapshotWorlds.users)
        await showUsers(world)
        world.press(.down)
        world.type("d")
        assertFrame(world.frame(), named: "theDeleteQuestion")
    }
}
