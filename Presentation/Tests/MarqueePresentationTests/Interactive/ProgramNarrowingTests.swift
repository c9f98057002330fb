import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

@testable import MarqueePresentation

/// A movie's program, opened with `b` from its details (issue 36, point 10:
/// "4 upcoming screenings of this movie" named no movie and stuck).
@MainActor
@Suite struct ProgramNarrowingTests {
    private func narrowedToAlien() async throws -> InteractiveWorld {
        let world = try InteractiveWorld(screenings: try SnapshotWorlds.screenings)
        await world.search("alien")
        world.press(.enter)
        await world.app.settle()
        world.type("b")
        await world.app.settle()
        return world
    }

    /// The program's headline row: how many screenings, of what.
    private func headline(_ world: InteractiveWorld) -> String {
        world.screenText().split(separator: "\n").first { $0.contains("upcoming screening") }.map(String.init) ?? ""
    }

    @Test func theHeadlineNamesTheMovie() async throws {
        let world = try await narrowedToAlien()
        #expect(headline(world).contains("upcoming screenings of Alien, times in"), "\(world.screenText())")
        #expect(!world.screenText().contains("this movie"))
    }

    @Test func pickingTheProgramTabShowsEveryMovieAgain() async throws {
        let world = try await narrowedToAlien()
        let all = try SnapshotWorlds.screenings.count
        world.show(tab: 1)
        await world.settle()
        world.show(tab: 2)
        await world.app.settle()
        #expect(headline(world).hasPrefix(" \(all) upcoming screenings, times in"), "\(world.screenText())")
        #expect(!world.screenText().contains("Esc all movies"))
    }

    @Test func aFormOpenedOverItAndClosedKeepsTheMovie() async throws {
        let world = try await narrowedToAlien()
        world.type("s")
        await world.app.settle()
        world.press(.escape, .escape)
        await world.app.settle()
        #expect(headline(world).contains("of Alien"), "\(world.screenText())")
    }

    @Test func escShowsEveryMovie() async throws {
        let world = try await narrowedToAlien()
        world.press(.escape)
        await world.app.settle()
        #expect(!headline(world).contains("of Alien"), "\(world.screenText())")
        #expect(headline(world).contains("upcoming screenings, times in"))
    }

    @Test func aNarrowedProgramWithNothingLeftStillNamesTheMovie() async throws {
        let world = try InteractiveWorld()
        world.app.go(.program(movie: MovieFixtures.alien.id, title: "Alien"))
        await world.app.settle()
        #expect(world.screenText().contains("No upcoming screenings of Alien."), "\(world.screenText())")
    }
}
