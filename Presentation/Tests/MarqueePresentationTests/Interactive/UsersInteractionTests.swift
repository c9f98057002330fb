@testable import MarqueePresentation
import MarqueeDomain
import MarqueeDomainTesting
import MarqueeTerminalModel
import Testing

/// The Users panel in a person's hands: deleting asks first.
@MainActor
@Suite struct UsersInteractionTests {
    /// Users, with Ripley listed and selected.
    func usersShown() async throws -> InteractiveWorld {
        let world = try InteractiveWorld(users: [AccountsFixtures.ripley])
        world.press(.escape)
        world.type("4")
        await world.settle()
        return world
    }

    @Test func deletingAsksFirst() async throws {
        let world = try await usersShown()
        world.type("d")
        #expect(world.app.confirmation?.question == "Delete Ripley (user id user-ripley)?")
    }

    @Test func yDeletesTheUser() async throws {
        let world = try await usersShown()
        world.type("d")
        world.type("y")
        await world.settle()
        #expect(await world.cinema.users.stored.isEmpty)
    }

    @Test func nDoesNotDelete() async throws {
        let world = try await usersShown()
        world.type("d")
        world.type("n")
        await world.settle()
        #expect(await world.cinema.users.stored == [try AccountsFixtures.ripley])
    }

    @Test func escDoesNotDelete() async throws {
        let world = try await usersShown()
        world.type("d")
        world.press(.escape)
        await world.settle()
        #expect(await world.cinema.users.stored == [try AccountsFixtures.ripley])
        #expect(world.app.tab == .users)
    }

    @Test func registeringTypesANameAndEnterRegistersIt() async throws {
        let world = try await usersShown()
        world.type("n")
        world.type("Dallas")
        world.press(.enter)
        await world.settle()
        #expect(await world.cinema.users.stored.map(\.name.displayName).sorted() == ["Dallas", "Ripley"])
        #expect(world.screenText().contains("Registered Dallas (user id id-1)."))
    }

    @Test func aNameThatCannotBeReadSaysWhyAndRegistersNothing() async throws {
        let world = try await usersShown()
        world.type("n")
        world.type("Al")
        world.press(.enter)
        await world.settle()
        #expect(world.screenText().contains("That name has 2 characters, too few"))
        #expect(await world.cinema.users.stored.count == 1)
    }
}
