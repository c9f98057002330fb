@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// The Orders panel: the form, a receipt, a customer's orders, at every snapshot size.
@MainActor
@Suite struct OrdersSnapshotTests {
    func world(_ size: TerminalSize, withOrders: Bool = false) throws -> InteractiveWorld {
        let screenings = try SnapshotWorlds.screenings
        return try SnapshotWorlds.world(
            size, users: try SnapshotWorlds.users, screenings: screenings,
            orders: withOrders ? try SnapshotWorlds.ripleysOrders(screenings) : [])
    }

    /// Orders, the form filled for two tickets to Alien tonight, focus on the place button.
    func fillTheForm(_ world: InteractiveWorld) {
        world.show(tab: 3)
        world.type("Ripley")
        world.press(.enter)
        world.type("alien-tonight")
        world.press(.enter, .backspace)
        world.type("2")
        world.press(.enter)
    }

    /// Ripley's orders listed, focus on the list.
    func showRipleysOrders(_ world: InteractiveWorld) async {
        world.show(tab: 3)
        world.type("Ripley")
        world.press(.down, .down, .down, .down, .enter)
        await world.app.settle()
    }

    @Test(arguments: SnapshotSizes.standard)
    func emptyForm(size: TerminalSize) async throws {
        let world = try world(size)
        world.show(tab: 3)
        await world.app.settle()
        assertFrame(world.frame(), named: "emptyForm")
    }

    /// The screening field focused with a word typed: the screenings it picks out.
    @Test(arguments: SnapshotSizes.standard)
    func choosingAScreening(size: TerminalSize) async throws {
        let world = try world(size)
        world.show(tab: 3)
        await world.app.settle()
        world.type("Ripley")
        world.press(.enter)
        world.type("alien")
        assertFrame(world.frame(), named: "choosingAScreening")
    }

    @Test(arguments: SnapshotSizes.standard)
    func filledFormWithFocusOnPlace(size: TerminalSize) async throws {
        let world = try world(size)
        fillTheForm(world)
        await world.app.settle()
        assertFrame(world.frame(), named: "filledFormWithFocusOnPlace")
    }

    @Test(arguments: SnapshotSizes.standard)
    func placedOrderWithFocusOnTheReceipt(size: TerminalSize) async throws {
        let world = try world(size)
        fillTheForm(world)
        world.press(.enter)
        await world.app.settle()
        assertFrame(world.frame(), named: "placedOrderWithFocusOnTheReceipt")
    }

    @Test(arguments: SnapshotSizes.standard)
    func paidReceipt(size: TerminalSize) async throws {
        let world = try world(size)
        fillTheForm(world)
        world.press(.enter)
        await world.app.settle()
        world.type("p")
        await world.app.settle()
        assertFrame(world.frame(), named: "paidReceipt")
    }

    @Test(arguments: SnapshotSizes.standard)
    func refundedReceipt(size: TerminalSize) async throws {
        let world = try world(size)
        fillTheForm(world)
        world.press(.enter)
        await world.app.settle()
        world.type("p")
        await world.app.settle()
        world.type("c")
        world.type("y")
        await world.app.settle()
        assertFrame(world.frame(), named: "refundedReceipt")
    }

    @Test(arguments: SnapshotSizes.standard)
    func aCustomersOrdersWithASelection(size: TerminalSize) async throws {
        let world = try world(size, withOrders: true)
        await showRipleysOrders(world)
        world.press(.down)
        assertFrame(world.frame(), named: "aCustomersOrdersWithASelection")
    }

    @Test func aLongReceiptShowsTheScrollHint() async throws {
        let world = try world(TerminalSize(columns: 60, rows: 16), withOrders: true)
        await showRipleysOrders(world)
        world.press(.enter)
        await world.app.settle()
        assertFrame(world.frame(), named: "aLongReceiptShowsTheScrollHint")
    }

    @Test func aLongReceiptScrolledToItsEnd() async throws {
        let world = try world(TerminalSize(columns: 60, rows: 16), withOrders: true)
        await showRipleysOrders(world)
        world.press(.enter)
        await world.app.settle()
        _ = world.frame()
        world.press(.pageDown)
        assertFrame(world.frame(), named: "aLongReceiptScrolledToItsEnd")
    }
}

/// The customer field with letters typed: the customers they pick out.
@MainActor
@Suite struct CustomerChoicesSnapshotTests {
    @Test(arguments: SnapshotSizes.standard)
    func customersPickedOutByLetters(size: TerminalSize) async throws {
        let world = try SnapshotWorlds.world(size, users: try SnapshotWorlds.users)
        world.show(tab: 3)
        await world.app.settle()
        world.type("a")
        assertFrame(world.frame(), named: "customersPickedOutByLetters")
    }
}
