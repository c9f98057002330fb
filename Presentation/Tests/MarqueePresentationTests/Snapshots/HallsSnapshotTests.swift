@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// The Halls tab at every snapshot size: the sample's three halls, then one added.
@MainActor
@Suite struct HallsSnapshotTests {
    func world(_ size: TerminalSize) throws -> InteractiveWorld {
        let halls = try [("A", 120), ("B", 80), ("C", 24)].map { try CinemaHall(Hall($0.0), seats: $0.1) }
        return try SnapshotWorlds.world(
            size, extraTabs: { cinema in [.halls(boxOffice: cinema.boxOffice)] }, halls: halls)
    }

    @Test(arguments: SnapshotSizes.standard)
    func theHalls(size: TerminalSize) async throws {
        let world = try world(size)
        world.show(tab: 5)
        await world.app.settle()
        assertFrame(world.frame(), named: "theHalls")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aHallAdded(size: TerminalSize) async throws {
        let world = try world(size)
        world.show(tab: 5)
        await world.app.settle()
        world.type("a")
        world.type("imax1")
        world.press(.enter)
        world.type("400")
        world.press(.enter, .enter)
        await world.app.settle()
        assertFrame(world.frame(), named: "aHallAdded")
    }
}
