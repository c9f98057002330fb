@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// The schedule form takes a movie by its title (issue 36: it asked for a
/// movie id the app showed nowhere but in Details). The title is looked up
/// as typing pauses, the match is named beside the field, and the screening
/// is scheduled for that movie; ids still work, and a lookup is never kept
/// as a recent search.
@MainActor
@Suite struct ScheduleTitleTests {
    /// Program, `s`, and `movie` typed into the form's first field.
    func openTheForm(typing movie: String) async throws -> (InteractiveWorld, SchedulePanel) {
        let world = try InteractiveWorld()
        world.show(tab: 2)
        await world.settle()
        world.type("s")
        let form = try #require(world.app.current as? SchedulePanel)
        world.type(movie)
        return (world, form)
    }

    /// The rest of the form: tomorrow at 20:00, 117 minutes; focus on the button.
    func fillTheRest(_ world: InteractiveWorld) {
        world.press(.enter, .enter)
        world.type("2026-11-23 20:00")
        world.press(.enter)
        world.type("117")
        world.press(.enter, .enter, .enter)
    }

    @Test func aTitleTypedNamesItsMovieAndSchedulesIt() async throws {
        let (world, form) = try await openTheForm(typing: "alien")
        #expect(form.movieMatch == .looking("alien"))
        #expect(world.screenText().contains("looking it up…"))
        await world.settle()
        #expect(world.screenText().contains("→ Alien (1979), id 348"), "\(world.screenText())")
        fillTheRest(world)
        world.press(.enter)
        await world.settle()
        #expect(await world.cinema.store.storedScreenings.map(\.movieID.rawValue) == [348])
        #expect(await world.queries.stored.isEmpty, "the lookup was kept as a recent search")
    }

    @Test func aTitleThatMatchesNothingIsRefusedAtTheField() async throws {
        let (world, form) = try await openTheForm(typing: "zzqx no such film")
        await world.settle()
        #expect(world.screenText().contains("no movie found; type more, or its id"))
        fillTheRest(world)
        world.press(.enter)
        await world.settle()
        #expect(form.focus == .movie)
        #expect(form.problem?.message.hasPrefix("No movie is titled like \"zzqx no such film\"") == true)
        #expect(await world.cinema.store.storedScreenings.isEmpty)
    }

    /// Enter before the catalog answered schedules nothing; once it has, one
    /// more Enter schedules once.
    @Test func enterBeforeTheLookupEndsWaitsForIt() async throws {
        let (world, form) = try await openTheForm(typing: "alien")
        fillTheRest(world)
        world.press(.enter)
        #expect(form.problem?.message == "Still looking up \"alien\"; press Enter again in a moment.")
        #expect(form.focus == .movie)
        await world.settle()
        world.press(.down, .down, .down, .down, .down, .down)
        world.press(.enter)
        await world.settle()
        #expect(await world.cinema.store.storedScreenings.map(\.movieID.rawValue) == [348])
    }

    @Test func anIdIsTakenAsItIsWithoutALookup() async throws {
        let (world, form) = try await openTheForm(typing: "348")
        #expect(form.movieMatch == .none)
        #expect(world.screenText().contains("its title or id, such as Alien or 348"))
        fillTheRest(world)
        world.press(.enter)
        await world.settle()
        #expect(await world.cinema.store.storedScreenings.map(\.movieID.rawValue) == [348])
    }
}
