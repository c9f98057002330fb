@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// The Today panel, at every snapshot size: a day with screenings and
/// orders, a row picked; a day without screenings.
@MainActor
@Suite struct TodaySnapshotTests {
    func world(_ size: TerminalSize) throws -> InteractiveWorld {
        let screenings = try SnapshotWorlds.screenings
        return try SnapshotWorlds.world(
            size, users: SnapshotWorlds.users, screenings: screenings,
            orders: SnapshotWorlds.ripleysOrders(screenings),
            extraTabs: { cinema in [.today(boxOffice: cinema.boxOffice, times: cinema.times, clock: cinema.clock)] })
    }

    @Test(arguments: SnapshotSizes.standard)
    func todayWithARowPicked(size: TerminalSize) async throws {
        let world = try world(size)
        world.show(tab: 5)
        await world.app.settle()
        world.press(.down, .down)
        assertFrame(world.frame(), named: "todayWithARowPicked")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aDayWithoutScreenings(size: TerminalSize) async throws {
        let world = try world(size)
        world.show(tab: 5)
        await world.app.settle()
        world.press(.left)
        await world.app.settle()
        assertFrame(world.frame(), named: "aDayWithoutScreenings")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aSoldOutScreeningSaysSo(size: TerminalSize) async throws {
        let world = try world(size)
        world.show(tab: 5)
        await world.app.settle()
        world.press(.down, .enter)
        assertFrame(world.frame(), named: "aSoldOutScreeningSaysSo")
    }
}
