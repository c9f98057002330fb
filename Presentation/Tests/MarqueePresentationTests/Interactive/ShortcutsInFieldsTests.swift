@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import MarqueeTerminalUI
import Testing

/// Every single-key shortcut typed into every text field only types.
///
/// Generated, not written out: the keys are every panel's
/// ``Panel/shortcuts`` and the app's ``KeyMap/shortcuts``; the fields are
/// each form's own list (``OrdersPanel/Focus/fields``,
/// ``SchedulePanel/Control/fields``, the Users name field for each purpose,
/// the Movies search field). A new shortcut or field is covered without a new
/// test. Each screen is set up where its shortcuts would act (an unpaid order
/// shown, a user selected, results listed), the key is typed into one world
/// and pasted into a twin; the field must hold its text plus the key, and the
/// two worlds must show the same frame and store the same things.
@MainActor
@Suite struct ShortcutsInFieldsTests {
    /// One text field of one screen: how to reach it with its screen's
    /// shortcuts live, and how to read it.
    struct Field {
        let name: String
        /// A fresh world with the field focused.
        let open: @MainActor () async throws -> InteractiveWorld
        /// The field, nil when its form is not shown.
        let field: @MainActor (ScreenApp) -> TextField?
    }

    /// Every panel's shortcuts and the app's, each key once.
    static var everyShortcut: [Shortcut] {
        let panels: [any Panel.Type] = [
            MoviesPanel.self, MovieDetailsPanel.self, ProgramPanel.self, SchedulePanel.self, OrdersPanel.self,
            UsersPanel.self,
        ]
        var seen: Set<Character> = []
        return (panels.flatMap { $0.shortcuts } + KeyMap.shortcuts).filter { seen.insert($0.character).inserted }
    }

    /// Types each shortcut into `field` in one world and pastes it in a twin.
    func expectEveryShortcutOnlyTypes(into field: Field) async throws {
        for shortcut in Self.everyShortcut {
            let key = String(shortcut.character)
            let typed = try await field.open()
            let pasted = try await field.open()
            let before = field.field(typed.app)
            // A default (one ticket, hall A) is replaced by the first character typed.
            let expected = (before.map { $0.isDefault ? "" : $0.text } ?? "(no form)") + key
            let panel = typed.app.current
            let tab = typed.app.tab
            #expect(typed.app.hasTextFocus, "\(field.name) has no focus")
            typed.type(key)
            pasted.paste(key)
            await typed.settle()
            await pasted.settle()
            let context = "\(key) (\(shortcut.action)) typed into \(field.name)"
            #expect(field.field(typed.app)?.text == expected, "\(context)")
            #expect(typed.app.current === panel && typed.app.tab == tab, "\(context) changed the screen")
            #expect(typed.app.confirmation == nil, "\(context) asked a question")
            #expect(typed.app.keyMap == nil, "\(context) opened the key map")
            #expect(!typed.app.isFinished, "\(context) quit")
            #expect(typed.app.hasTextFocus, "\(context) left the field")
            #expect(typed.frame() == pasted.frame(), "\(context) shows other than pasting it:\n\(typed.screenText())")
            let (typedStore, pastedStore) = (await Stored(typed), await Stored(pasted))
            #expect(typedStore == pastedStore, "\(context) changed what is stored")
        }
    }

    // MARK: Orders: an unpaid order shown, so p, c and n act outside the fields

    static func ordersWorld() throws -> InteractiveWorld {
        try InteractiveWorld(
            users: [AccountsFixtures.ripley], screenings: [try BoxOfficeFixtures.screening("screening-1")])
    }

    /// Orders with an unpaid order placed through the form, focus moved up into `target`.
    static func ordersField(_ target: OrdersPanel.Focus) -> Field {
        Field(
            name: "Orders' \(target) field",
            open: {
                let world = try ordersWorld()
                world.press(.tab, .tab)
                world.type("Ripley")
                world.press(.enter)
                world.type("screening-1")
                world.press(.enter, .enter, .enter)
                await world.settle()
                for _ in 0..<10 where world.app.orders.focus != target { world.press(.up) }
                return world
            },
            field: { $0.orders.field(target) })
    }

    @Test func shortcutsTypeIntoTheOrderForm() async throws {
        for target in OrdersPanel.Focus.fields {
            try await expectEveryShortcutOnlyTypes(into: Self.ordersField(target))
        }
    }

    @Test func theOrderFormIsSetUpWhereItsShortcutsAct() async throws {
        let world = try await Self.ordersField(.tickets).open()
        #expect(world.app.orders.unpaidOrder != nil)
        #expect(OrdersPanel.Focus.fields.allSatisfy { world.app.orders.ring.contains($0) })
    }

    // MARK: Users: a user selected, so n, r and d act outside the field

    /// Users with Ripley selected, the name field open by `opening` (`n` registers, `r` renames).
    static func usersField(opening shortcut: Shortcut) -> Field {
        Field(
            name: "Users' name field (\(shortcut.action))",
            open: {
                let world = try InteractiveWorld(users: [AccountsFixtures.ripley])
                world.show(tab: 4)
                await world.settle()
                world.type(String(shortcut.character))
                return world
            },
            field: { $0.users.field })
    }

    @Test func shortcutsTypeIntoTheUsersNameField() async throws {
        for purpose in [UsersPanel.register, UsersPanel.rename] {
            try await expectEveryShortcutOnlyTypes(into: Self.usersField(opening: purpose))
        }
    }

    @Test func theUsersFieldIsSetUpWhereItsShortcutsAct() async throws {
        let world = try await Self.usersField(opening: UsersPanel.register).open()
        #expect(world.app.users.selectedUser != nil)
        #expect(world.app.users.editing == .register)
    }

    // MARK: The schedule form, over the Program

    /// The schedule form opened from Program (a screening listed), focus moved down to `target`.
    static func scheduleField(_ target: SchedulePanel.Control) -> Field {
        Field(
            name: "the schedule form's \(target) field",
            open: {
                let world = try InteractiveWorld(screenings: [try BoxOfficeFixtures.screening("screening-1")])
                world.show(tab: 2)
                await world.settle()
                world.type("s")
                for _ in 0..<10 where (world.app.current as? SchedulePanel)?.focus != target { world.press(.down) }
                return world
            },
            field: { ($0.current as? SchedulePanel)?.fields[target] })
    }

    @Test func shortcutsTypeIntoTheScheduleForm() async throws {
        for target in SchedulePanel.Control.fields {
            try await expectEveryShortcutOnlyTypes(into: Self.scheduleField(target))
        }
    }

    // MARK: Movies: results listed, so j, k, g and G would move them

    static func moviesField() -> Field {
        Field(
            name: "the Movies search field",
            open: {
                let world = try InteractiveWorld()
                await world.search("a")
                return world
            },
            field: { $0.movies.field })
    }

    @Test func shortcutsTypeIntoTheSearchField() async throws {
        try await expectEveryShortcutOnlyTypes(into: Self.moviesField())
    }

    @Test func theSearchFieldIsSetUpWhereItsShortcutsAct() async throws {
        let world = try await Self.moviesField().open()
        #expect(world.app.movies.list.state.movies.count > 2)
    }

    @Test func everyPanelsShortcutsAreSingleCharactersItsFooterCanName() {
        #expect(!Self.everyShortcut.isEmpty)
        #expect(Self.everyShortcut.allSatisfy { $0.hint.key.count == 1 && !$0.action.isEmpty })
    }
}

/// Everything the in-memory stores hold, to compare two worlds.
private struct Stored: Equatable {
    let users: [User]
    let screenings: [Screening]
    let orders: [Order]

    init(_ world: InteractiveWorld) async {
        users = await world.cinema.users.stored
        screenings = await world.cinema.store.storedScreenings
        orders = await world.cinema.store.storedOrders
    }
}
