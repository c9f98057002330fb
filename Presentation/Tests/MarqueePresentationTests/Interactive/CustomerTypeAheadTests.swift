@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// Issue 36: the order form picks the customer as a name is typed, instead
/// of asking for the name spelled whole.
@MainActor
@Suite struct CustomerTypeAheadTests {
    func world() throws -> InteractiveWorld {
        try InteractiveWorld(
            users: [
                AccountsFixtures.ripley, AccountsFixtures.user("u-zoe", named: "Zoë"),
                AccountsFixtures.user("u-jean", named: "Jean Dupont"), AccountsFixtures.user("u-anna", named: "Anna"),
            ],
            screenings: [try BoxOfficeFixtures.screening("screening-1")])
    }

    /// Orders shown, the customers read, the customer field focused.
    func orders(_ world: InteractiveWorld) async {
        world.show(tab: 3)
        await world.app.settle()
        #expect(world.app.orders.focus == .customer)
    }

    @Test func anEmptyFieldListsEveryCustomerAndEnterTakesNone() async throws {
        let world = try world()
        await orders(world)
        #expect(world.app.orders.customerChoices.map(\.name.displayName) == ["Anna", "Jean Dupont", "Ripley", "Zoë"])
        #expect(world.screenText().contains("4 customers · type a name to choose"))
        world.press(.enter)
        #expect(world.app.orders.customer.text == "")
        #expect(world.app.orders.focus == .screening)
    }

    @Test func lettersPickTheCustomerAndEnterFillsTheNameIn() async throws {
        let world = try world()
        await orders(world)
        world.type("rip")
        #expect(world.app.orders.customerPick?.name.displayName == "Ripley")
        #expect(world.screenText().contains("1 customer for \"rip\" · Enter takes the one marked"))
        #expect(world.app.orders.hints.first == KeyHint(key: "Enter", action: "take the one marked"))
        world.press(.enter)
        #expect(world.app.orders.customer.text == "Ripley")
        #expect(world.app.orders.focus == .screening)
    }

    @Test func accentsAndLetterCaseDoNotMatterAndANameStartingSoComesFirst() async throws {
        let world = try world()
        await orders(world)
        world.type("ZOE")
        #expect(world.app.orders.customerPick?.name.displayName == "Zoë")
        world.press(.backspace, .backspace, .backspace)
        // "an" is in Jean Dupont and starts Anna: Anna first.
        world.type("an")
        #expect(world.app.orders.customerChoices.map(\.name.displayName) == ["Anna", "Jean Dupont"])
        // Every word must be found, in any order.
        world.type(" du")
        #expect(world.app.orders.customerChoices.map(\.name.displayName) == ["Jean Dupont"])
        world.type("x")
        #expect(world.app.orders.customerChoices.isEmpty)
    }

    @Test func aNameTypedWholeIsTakenAsTheCustomerSpellsIt() async throws {
        let world = try world()
        await orders(world)
        world.type("jean dupont")
        #expect(world.app.orders.customerChoices.isEmpty)
        #expect(!world.screenText().contains("customer for"))
        world.press(.enter)
        #expect(world.app.orders.customer.text == "Jean Dupont")
        #expect(world.app.orders.focus == .screening)
    }

    @Test func aNameNoCustomerHasSaysSoAndPlacingNamesIt() async throws {
        let world = try world()
        await orders(world)
        world.type("Walken")
        #expect(
            world.screenText().contains("No customer for \"Walken\"; register them on Users first, or type walk-in"))
        world.press(.enter)
        world.type("screening-1")
        world.press(.enter, .enter, .enter)
        await world.app.settle()
        #expect(world.screenText().contains("No user is named Walken"), "\(world.screenText())")
        #expect(await world.cinema.store.storedOrders.isEmpty)
    }

    @Test func withoutACustomerListTheFieldTakesANameTypedWhole() async throws {
        let cinema = try CinemaWorld(users: [AccountsFixtures.ripley])
        let panel = OrdersPanel(boxOffice: cinema.boxOffice, times: cinema.times, tasks: TaskTracker())
        #expect(panel.customerChoices.isEmpty && panel.customerPick == nil)
    }
}
