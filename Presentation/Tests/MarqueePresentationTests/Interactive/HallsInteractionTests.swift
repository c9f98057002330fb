@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
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
