@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// The form that schedules a screening, opened from Program, at every snapshot size.
@MainActor
@Suite struct ScheduleSnapshotTests {
    /// Program, then `s`: the empty form, focus on the movie id.
    func openTheForm(_ world: InteractiveWorld) async {
        world.show(tab: 2)
        await world.app.settle()
        world.type("s")
    }

    @Test(arguments: SnapshotSizes.standard)
    func emptyForm(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await openTheForm(world)
        assertFrame(world.frame(), named: "emptyForm")
    }

    /// A title typed and matched: the movie named beside the field.
    @Test(arguments: SnapshotSizes.standard)
    func aTitleMatched(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await openTheForm(world)
        world.type("alien")
        await world.settle()
        assertFrame(world.frame(), named: "aTitleMatched")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aFieldWithAProblem(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await openTheForm(world)
        world.type("348")
        world.press(.enter, .enter)
        world.type("next friday")
        world.press(.enter, .enter, .enter, .enter, .enter)
        await world.app.settle()
        assertFrame(world.frame(), named: "aFieldWithAProblem")
    }

    @Test(arguments: SnapshotSizes.standard)
    func scheduled(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size)
        await openTheForm(world)
        world.type("348")
        world.press(.enter, .enter)
        world.type("2026-11-24 20:00")
        world.press(.enter)
        world.type("117")
        world.press(.enter, .enter, .enter, .enter)
        await world.app.settle()
        assertFrame(world.frame(), named: "scheduled")
    }
}
