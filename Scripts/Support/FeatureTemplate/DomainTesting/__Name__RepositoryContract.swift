public import __Prefix__Domain

/// The promises every ``/__Prefix__Domain/__Name__Repository`` keeps, as checks to
/// run against each implementation (see ``ContractCheck``).
public enum __Name__RepositoryContract {
    /// Every check; each expects a new, empty repository.
    public static let checks: [ContractCheck<any __Name__Repository>] = [
        ContractCheck("a saved __label__ is found by its identifier") { __plural__ in
            let first = try __Name__Fixtures.make("first", "First")
            try await __plural__.save(first)
            try Expect.equal(try await __plural__.__name__(withID: first.id), first, "__name__(withID:)")
        },
        ContractCheck("an unknown identifier finds nothing") { __plural__ in
            try await __plural__.save(__Name__Fixtures.make("first", "First"))
            try Expect.equal(
                try await __plural__.__name__(withID: __Name__ID("ghost")), nil, "__name__(withID:) unknown")
        },
        ContractCheck("saving again replaces, keeping the identity") { __plural__ in
            var first = try __Name__Fixtures.make("first", "First")
            try await __plural__.save(first)
            first.title = try __Name__Title("Renamed")
            try await __plural__.save(first)
            try Expect.equal(try await __plural__.__name__(withID: first.id), first, "__name__(withID:) after saving again")
            try Expect.equal(try await __plural__.all__Plural__().count, 1, "all__Plural__().count after saving again")
        },
        ContractCheck("every saved __label__ is listed once") { __plural__ in
            let saved = try [
                __Name__Fixtures.make("a", "Alpha"), __Name__Fixtures.make("b", "Beta"),
                __Name__Fixtures.make("c", "Gamma"),
            ]
            for __name__ in saved { try await __plural__.save(__name__) }
            let listed = try await __plural__.all__Plural__().sorted { $0.id < $1.id }
            try Expect.equal(listed, saved, "all__Plural__()")
        },
    ]
}

/// Ready-made __labels__ for tests.
public enum __Name__Fixtures {
    /// A __label__ with identifier `id` and title `title`.
    ///
    /// - Throws: ``/__Prefix__Domain/__Name__Error`` when either breaks its rule.
    public static func make(_ id: String, _ title: String) throws(__Name__Error) -> __Name__ {
        __Name__(id: try __Name__ID(id), title: try __Name__Title(title))
    }
}
