@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// Issue 36: "Halls have no size." The Halls tab lists the halls with their
/// seats and adds one; a hall that is there, or a seat count no hall has, is
/// refused where it was typed.
@MainActor
@Suite struct HallsInteractionTests {
    func world() throws -> InteractiveWorld {
        try InteractiveWorld(extraTabs: { cinema in [.halls(boxOffice: cinema.boxOffice)] }, halls: [])
    }

    func addHall(_ world: InteractiveWorld, _ name: String, seats: String) async {
        world.type("a")
        world.type(name)
        world.press(.enter)
        world.type(seats)
        world.press(.enter, .enter)
        await world.app.settle()
    }

    @Test func aHallIsAddedAndListedWithItsSeats() async throws {
        let world = try world()
        world.show(tab: 5)
        await world.app.settle()
        #expect(world.screenText().contains("No halls yet: add one below"))
        await addHall(world, "imax1", seats: "400")
        var text = world.screenText()
        #expect(text.contains("Hall IMAX1 added: 400 seats."), "\(text)")
        #expect(text.contains("IMAX1    400"), "\(text)")
        world.press(.up, .up, .up)
        await addHall(world, "a", seats: "120")
        text = world.screenText()
        #expect(text.contains("2 halls, by name"))
        #expect(try await world.cinema.store.allHalls().map(\.seats) == [120, 400])
        // A screening in hall A now takes its 120 seats.
        let screening = try await world.cinema.boxOffice.schedule.execute(
            movieID: MovieFixtures.alien.id, hall: Hall("A"), startsAt: SharedFixtures.now(plus: 60), capacity: nil,
            ticketPrice: BoxOfficeFixtures.ticketPrice, runtimeMinutes: 117)
        #expect(screening.capacity == 120)
    }

    /// Found by hand: Enter pressed twice on "Add the hall" submitted the
    /// emptied form and replaced the confirmation with `"" is not a hall`.
    @Test func enterPressedTwiceAfterAddingKeepsTheConfirmation() async throws {
        let world = try world()
        world.show(tab: 5)
        await world.app.settle()
        await addHall(world, "imax1", seats: "400")
        let panel = try #require(world.app.panels[4] as? HallsPanel)
        #expect(panel.focus == .add)
        world.press(.enter)
        await world.app.settle()
        let text = world.screenText()
        #expect(text.contains("Hall IMAX1 added: 400 seats."), "\(text)")
        #expect(!text.contains("is not a hall"), "\(text)")
        #expect(panel.problem == nil)
        #expect(try await world.cinema.store.allHalls().map(\.seats) == [400])
        // An empty form that added nothing yet still says what is missing.
        let fresh = try self.world()
        fresh.show(tab: 5)
        await fresh.app.settle()
        fresh.type("a")
        fresh.press(.down, .down, .enter)
        await fresh.app.settle()
        #expect(fresh.screenText().contains("\"\" is not a hall"), "\(fresh.screenText())")
    }

    /// Found by hand: halls beyond the rows above the form were not shown,
    /// and nothing said so.
    @Test func hallsThatDoNotFitScrollAndSayWhichAreShown() async throws {
        func name(_ number: Int) -> String { "H" + (number < 10 ? "0" : "") + String(number) }
        let halls = try (1...30).map { number in try CinemaHall(Hall(name(number)), seats: 100 + number) }
        let world = try InteractiveWorld(
            extraTabs: { cinema in [.halls(boxOffice: cinema.boxOffice)] }, halls: halls)
        world.show(tab: 5)
        await world.app.settle()
        let panel = try #require(world.app.panels[4] as? HallsPanel)
        var text = world.screenText()
        #expect(text.contains("30 halls, by name"), "\(text)")
        #expect(text.contains("H01     101"), "\(text)")
        #expect(!text.contains("H30"), "\(text)")
        let shown = try #require(text.firstMatch(of: /halls 1–(\d+) of 30 · PgUp PgDn/), "\(text)")
        let visible = try #require(Int(shown.1))
        #expect(visible < 30 && visible > 5)
        #expect(text.contains(name(visible)))
        #expect(!text.contains(name(visible + 1)))

        // ↓ on the list scrolls one hall; the heading stays.
        world.press(.down)
        text = world.screenText()
        #expect(panel.focus == .list)
        #expect(text.contains("halls 2–\(visible + 1) of 30"), "\(text)")
        #expect(!text.contains("H01 "), "\(text)")
        #expect(text.contains("30 halls, by name") && text.contains("Hall  Seats"), "\(text)")

        // PgDn to the end shows the last hall; ↓ there goes into the form.
        world.press(.pageDown, .pageDown, .pageDown)
        text = world.screenText()
        #expect(text.contains("H30     130"), "\(text)")
        #expect(text.contains("of 30 · PgUp PgDn"), "\(text)")
        world.press(.down)
        #expect(panel.focus == .name)
        // PgUp in a field scrolls the halls and leaves the field as it was.
        world.type("C")
        world.press(.pageUp, .pageUp, .pageUp)
        text = world.screenText()
        #expect(text.contains("halls 1–\(visible) of 30"), "\(text)")
        #expect(panel.focus == .name && panel.name.text == "C")
    }

    @Test func aHallThatIsThereOrASeatCountThatIsNotOneIsRefused() async throws {
        let world = try world()
        world.show(tab: 5)
        await world.app.settle()
        await addHall(world, "B", seats: "80")
        world.press(.up, .up, .up)
        await addHall(world, "b", seats: "90")
        #expect(world.screenText().contains("Hall B is there already, with 80 seats; pick another name."))
        #expect(try await world.cinema.store.allHalls().map(\.seats) == [80])

        let fresh = try self.world()
        fresh.show(tab: 5)
        await fresh.app.settle()
        await addHall(fresh, "C", seats: "0")
        let panel = try #require(fresh.app.panels[4] as? HallsPanel)
        #expect(panel.focus == .seats && panel.problem != nil, "the seats field is marked")
        #expect(try await fresh.cinema.store.allHalls().isEmpty)
    }
}
