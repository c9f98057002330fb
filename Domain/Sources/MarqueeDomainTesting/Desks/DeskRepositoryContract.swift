public import MarqueeDomain

/// The promises every ``/MarqueeDomain/DeskRepository`` keeps, as checks to run against each
/// implementation (see ``ContractCheck``).
public enum DeskRepositoryContract {
    /// Every check; each expects a new, empty repository.
    public static let checks: [ContractCheck<any DeskRepository>] = [
        ContractCheck("an added desk is found, with its role, by name in any letter case and by its token's digest") {
            desks in
            let desk = try Desk(name: DeskName("Front-1"), role: .manager, addedAt: SharedFixtures.now)
            let digest = DeskTokenDigest(hex: "aa01")
            try await desks.add(desk, tokenDigest: digest)
            try Expect.equal(try await desks.desk(named: DeskName("FRONT-1")), desk, "desk(named:)")
            try Expect.equal(
                try await desks.credential(withTokenDigest: digest), DeskCredential(desk: desk, tokenDigest: digest),
                "credential(withTokenDigest:)")
            try Expect.equal(
                try await desks.credential(withTokenDigest: DeskTokenDigest(hex: "aa02")), nil, "another digest")
            try Expect.equal(try await desks.desk(named: DeskName("front-2")), nil, "an unknown name")
        },
        ContractCheck("a name another desk holds, in any case, is refused") { desks in
            try await desks.add(
                Desk(name: DeskName("foyer"), role: .clerk, addedAt: SharedFixtures.now), tokenDigest: .init(hex: "01"))
            try await Expect.error(DeskError.deskNameTaken(try DeskName("FOYER")), "add(same name)") {
                try await desks.add(
                    Desk(name: DeskName("FOYER"), role: .clerk, addedAt: SharedFixtures.now),
                    tokenDigest: .init(hex: "02"))
            }
            try Expect.equal(try await desks.credential(withTokenDigest: .init(hex: "02")), nil, "after the refusal")
        },
        ContractCheck("desks are listed by name, revoked ones included") { desks in
            for (index, name) in ["b-desk", "A-desk", "c-desk"].enumerated() {
                try await desks.add(
                    Desk(name: DeskName(name), role: .clerk, addedAt: SharedFixtures.now),
                    tokenDigest: .init(hex: "0\(index)"))
            }
            _ = try await desks.recordRevocation(of: DeskName("c-desk"), at: SharedFixtures.now(plus: 1))
            try Expect.equal(
                try await desks.allDesks().map(\.name.displayName), ["A-desk", "b-desk", "c-desk"], "allDesks()")
        },
        ContractCheck("a revocation is stored once, and an unknown desk cannot be revoked") { desks in
            let name = try DeskName("foyer")
            try await desks.add(
                Desk(name: name, role: .clerk, addedAt: SharedFixtures.now), tokenDigest: .init(hex: "01"))
            let revoked = try await desks.recordRevocation(of: name, at: SharedFixtures.now(plus: 5))
            try Expect.equal(revoked.revokedAt, SharedFixtures.now(plus: 5), "revokedAt")
            try Expect.equal(try await desks.desk(named: name), revoked, "desk(named:) after revocation")
            try Expect.equal(
                try await desks.credential(withTokenDigest: .init(hex: "01"))?.desk.isRevoked, true,
                "the credential says revoked")
            try await Expect.error(
                DeskError.alreadyRevoked(name, at: SharedFixtures.now(plus: 5)), "second recordRevocation"
            ) {
                _ = try await desks.recordRevocation(of: name, at: SharedFixtures.now(plus: 6))
            }
            let ghost = try DeskName("ghost")
            try await Expect.error(DeskError.unknownDesk(ghost), "recordRevocation(unknown)") {
                _ = try await desks.recordRevocation(of: ghost, at: SharedFixtures.now)
            }
        },
    ]
}
