@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// The form that moves or reprices a screening, opened with `m` on Program, at every snapshot size.
@MainActor
@Suite struct ChangeScreeningSnapshotTests {
    /// Program, the fourth row (Alien tomorrow, nothing sold), then `m`.
    func openTheForm(_ world: InteractiveWorld) async {
        world.show(tab: 2)
        await world.app.settle()
        world.press(.down, .down, .down)
        world.type("m")
    }

    func world(_ size: TerminalSize) throws -> InteractiveWorld {
        try SnapshotWorlds.world(
            size, users: try SnapshotWorlds.users, screenings: try SnapshotWorlds.screenings, orders: [])
    }

    @Test(arguments: SnapshotSizes.standard)
    func theFormAsTheScreeningIs(size: TerminalSize) async throws {
        let world = try world(size)
        await openTheForm(world)
        assertFrame(world.frame(), named: "theFormAsTheScreeningIs")
    }

    @Test(arguments: SnapshotSizes.standard)
    func movedAndRepriced(size: TerminalSize) async throws {
        let world = try world(size)
        await openTheForm(world)
        world.press(.enter)
        world.type("C")
        world.press(.enter)
        world.type("9.50 EUR")
        world.press(.enter, .enter)
        await world.app.settle()
        assertFrame(world.frame(), named: "movedAndRepriced")
    }
}
