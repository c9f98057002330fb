import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// The text `marquee users …` prints, rendered from the users' state.
@Suite struct UsersScreenTests {
    func state(_ users: [User], error: AccountsError? = nil) -> UsersState {
        var state = UsersState()
        state.users = users
        state.hasLoaded = true
        state.error = error
        return state
    }

    @Test func theUsersAreListedWithTheirIds() throws {
        let users = try [AccountsFixtures.dallas, AccountsFixtures.ripley]
        #expect(
            state(users).textLines == [
                "2 users",
                "",
                "ID           Name",
                "user-dallas  dallas.1979",
                "user-ripley  Ripley",
            ])
        #expect(state(Array(users.prefix(1))).textLines[0] == "1 user")
    }

    @Test func noUsersSaysHowToRegister() {
        #expect(state([]).textLines == ["No users yet. Register one with: marquee users register <name>"])
        #expect(
            state([]).headline(for: .screen) == "No users yet. Press n, type a name and press Enter to register one.")
    }

    @Test func anErrorIsTheWholeList() {
        #expect(state([], error: .storageFailed(.diskFull)).textLines == [StorageFailure.diskFull.userMessage])
    }

    @Test func changesAreConfirmedInOneLine() throws {
        let ripley = try AccountsFixtures.ripley
        let ellen = try AccountsFixtures.user("user-ripley", named: "Ellen")
        #expect(UsersState.Change.registered(ripley).line == "Registered Ripley (user id user-ripley).")
        #expect(
            UsersState.Change.renamed(from: ripley.name, to: ellen).line
                == "Renamed Ripley to Ellen (user id user-ripley).")
        #expect(UsersState.Change.deleted(ripley).line == "Deleted Ripley (user id user-ripley).")
        #expect(UsersState.Change.renamed(from: ripley.name, to: ellen).user == ellen)
    }
}
