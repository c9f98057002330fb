public import MarqueeDomain

/// The promises every ``/MarqueeDomain/UserRepository`` keeps, as checks to run against each
/// implementation (see ``ContractCheck``).
public enum UserRepositoryContract {
    /// Every check; each expects a new, empty repository.
    public static let checks: [ContractCheck<any UserRepository>] = [
        ContractCheck("a saved user is found by identifier and by name in any letter case") { users in
            let ripley = try AccountsFixtures.ripley
            try await users.save(ripley)
            try Expect.equal(try await users.user(withID: ripley.id), ripley, "user(withID:)")
            try Expect.equal(try await users.user(named: UserName("RIPLEY")), ripley, "user(named:) in upper case")
            try Expect.equal(try await users.user(named: UserName("ripley")), ripley, "user(named:) in lower case")
        },
        ContractCheck("unknown identifiers and names find nobody") { users in
            try await users.save(AccountsFixtures.ripley)
            try Expect.equal(try await users.user(withID: UserID("ghost")), nil, "user(withID:) unknown")
            try Expect.equal(try await users.user(named: UserName("ghost")), nil, "user(named:) unknown")
        },
        ContractCheck("saving a user again replaces it, so a rename keeps the identity") { users in
            var ripley = try AccountsFixtures.ripley
            try await users.save(ripley)
            ripley.rename(to: try UserName("Ellen"))
            try await users.save(ripley)
            try Expect.equal(try await users.user(withID: ripley.id), ripley, "user(withID:) after rename")
            try Expect.equal(try await users.user(named: UserName("Ripley")), nil, "the old name after rename")
            try Expect.equal(try await users.allUsers().count, 1, "allUsers().count after rename")
        },
        ContractCheck("a user may change only the letter case of their own name") { users in
            var ripley = try AccountsFixtures.ripley
            try await users.save(ripley)
            ripley.rename(to: try UserName("RIPLEY"))
            try await users.save(ripley)
            try Expect.equal(
                try await users.user(withID: ripley.id)?.name.displayName, "RIPLEY", "display name after case change"
            )
        },
        ContractCheck("a name another user holds, in any case, is refused and nothing is written") { users in
            try await users.save(AccountsFixtures.ripley)
            let impostor = try AccountsFixtures.user("user-2", named: "rIPLEY")
            try await Expect.error(AccountsError.userNameTaken(impostor.name), "save(impostor)") {
                try await users.save(impostor)
            }
            try Expect.equal(try await users.user(withID: impostor.id), nil, "the impostor after the refusal")
        },
        ContractCheck("delete removes the user, and deleting an unknown one does nothing") { users in
            let ripley = try AccountsFixtures.ripley
            let dallas = try AccountsFixtures.dallas
            try await users.save(ripley)
            try await users.save(dallas)
            try await users.delete(ripley.id)
            try await users.delete(UserID("ghost"))
            try Expect.equal(try await users.user(withID: ripley.id), nil, "user(withID:) after delete")
            try Expect.equal(try await users.allUsers(), [dallas], "allUsers() after delete")
        },
        ContractCheck("a deleted user's name is free again") { users in
            let ripley = try AccountsFixtures.ripley
            try await users.save(ripley)
            try await users.delete(ripley.id)
            try await users.save(AccountsFixtures.user("user-2", named: "Ripley"))
        },
    ]
}
