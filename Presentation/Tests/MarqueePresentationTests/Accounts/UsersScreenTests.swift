import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct UsersScreenTests {
    @Test func theUsersAreListedWithTheirIds() throws {
        let rows = try [AccountsFixtures.dallas, AccountsFixtures.ripley].map(UserRow.init)
        #expect(UsersScreen.render(UsersScreen.State(rows: rows)) == [
            "2 users",
            "",
            "ID           Name",
            "user-dallas  dallas.1979",
            "user-ripley  Ripley",
        ])
        #expect(UsersScreen.render(UsersScreen.State(rows: Array(rows.prefix(1))))[0] == "1 user")
    }

    @Test func noUsersSaysHowToRegister() {
        #expect(UsersScreen.render(UsersScreen.State(rows: [])) == ["No users yet. Register one with: marquee users register <name>"])
        #expect(UsersScreen.render(UsersScreen.State(rows: [], errorMessage: "Boom.")) == ["Boom."])
    }

    @Test func changesAreConfirmedInOneLine() throws {
        let ripley = try AccountsFixtures.ripley
        let ellen = try AccountsFixtures.user("user-ripley", named: "Ellen")
        #expect(UsersScreen.render(change: .registered(ripley)) == ["Registered Ripley (user id user-ripley)."])
        #expect(UsersScreen.render(change: .renamed(from: ripley.name, to: ellen))
            == ["Renamed Ripley to Ellen (user id user-ripley)."])
        #expect(UsersScreen.render(change: .deleted(ripley)) == ["Deleted Ripley (user id user-ripley)."])
        #expect(UsersViewModel.Change.renamed(from: ripley.name, to: ellen).user == ellen)
    }
}
