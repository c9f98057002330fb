import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct UsersScreenTests {
    func state(_ users: [User], error: CinemaError? = nil) -> UsersState {
        var state = UsersState()
        state.users = users
        state.hasLoaded = true
        state.error = error
        return state
    }

    @Test func theUsersAreListedWithTheirIds() throws {
        let users = try [AccountsFixtures.dallas, AccountsFixtures.ripley]
        #expect(
            UsersTextScreen.lines(state(users)) == [
                "2 users",
                "",
                "ID           Name",
                "user-dallas  dallas.1979",
                "user-ripley  Ripley",
            ])
        #expect(UsersTextScreen.lines(state(Array(users.prefix(1))))[0] == "1 user")
    }

    @Test func noUsersSaysHowToRegister() {
        #expect(UsersTextScreen.lines(state([])) == ["No users yet. Register one with: marquee users register <name>"])
        #expect(
            UsersTextScreen.lines(state([], error: .accounts(.storageFailed("boom"))))
                == [CinemaError.accounts(.storageFailed("boom")).userMessage])
    }

    @Test func changesAreConfirmedInOneLine() throws {
        let ripley = try AccountsFixtures.ripley
        let ellen = try AccountsFixtures.user("user-ripley", named: "Ellen")
        #expect(UsersTextScreen.lines(change: .registered(ripley)) == ["Registered Ripley (user id user-ripley)."])
        #expect(
            UsersTextScreen.lines(change: .renamed(from: ripley.name, to: ellen))
                == ["Renamed Ripley to Ellen (user id user-ripley)."])
        #expect(UsersTextScreen.lines(change: .deleted(ripley)) == ["Deleted Ripley (user id user-ripley)."])
        #expect(UsersViewModel.Change.renamed(from: ripley.name, to: ellen).user == ellen)
    }
}
