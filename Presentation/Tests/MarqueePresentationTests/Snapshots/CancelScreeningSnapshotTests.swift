@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// Calling off a screening, opened with `c` on Program, at every snapshot size.
@MainActor
@Suite struct CancelScreeningSnapshotTests {
    /// Program's first row (Alien tonight, with Ripley's unpaid order for it and Star Wars), then `c`.
    func openIt(_ world: InteractiveWorld) async {
        world.show(tab: 2)
        await world.app.settle()
        world.type("c")
        await world.app.settle()
    }

    func world(_ size: TerminalSize) throws -> InteractiveWorld {
        let screenings = try SnapshotWorlds.screenings
        return try SnapshotWorlds.world(
            size, users: try SnapshotWorlds.users, screenings: screenings,
            orders: try SnapshotWorlds.ripleysOrders(screenings))
    }

    @Test(arguments: SnapshotSizes.standard)
    func whatCancellingWouldDo(size: TerminalSize) async throws {
        let world = try world(size)
        await openIt(world)
        assertFrame(world.frame(), named: "whatCancellingWouldDo")
    }

    @Test(arguments: SnapshotSizes.standard)
    func cancelled(size: TerminalSize) async throws {
        let world = try world(size)
        await openIt(world)
        world.press(.enter)
        await world.app.settle()
        assertFrame(world.frame(), named: "cancelled")
    }
}
