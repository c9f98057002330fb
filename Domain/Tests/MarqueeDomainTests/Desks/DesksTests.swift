import MarqueeDomain
import MarqueeDomainTesting
import Testing

@Suite struct DeskNameTests {
    @Test func namesIgnoreLetterCaseAndKeepTheirSpelling() throws {
        let name = try DeskName("  Front-1 ")
        #expect(name.displayName == "Front-1")
        #expect(name == (try DeskName("FRONT-1")))
    }

    @Test(arguments: [
        ("", DeskName.Problem.empty), ("front desk", .invalidCharacter(" ")), ("é", .invalidCharacter("é")),
        (String(repeating: "d", count: 33), .tooLong(length: 33)),
    ])
    func brokenRulesAreNamed(text: String, problem: DeskName.Problem) {
        #expect(throws: DeskError.invalidDeskName(problem)) { try DeskName(text) }
    }
}

@Suite struct DeskTokenTests {
    @Test func aTokenNeverShowsItsSecretWhenInterpolated() throws {
        let token = try DeskToken("marquee_s3cr3t")
        #expect("\(token)" == "<redacted>")
        #expect(String(reflecting: token) == "<redacted>")
        #expect(token.secret == "marquee_s3cr3t")
    }

    @Test(arguments: ["", "with space", "tab\t", String(repeating: "x", count: 257), "ünïcode"])
    func malformedTokensAreRefused(text: String) {
        #expect(throws: DeskError.invalidToken) { try DeskToken(text) }
    }

    @Test func digestsMatchOnlyTheSameText() {
        let digest = DeskTokenDigest(hex: "ab12")
        #expect(digest.matches(DeskTokenDigest(hex: "ab12")))
        #expect(!digest.matches(DeskTokenDigest(hex: "ab13")))
        #expect(!digest.matches(DeskTokenDigest(hex: "ab1")))
        #expect(!digest.matches(DeskTokenDigest(hex: "ab120")))
    }

    /// A comparison that looked only at the end, or only at the start, or
    /// that folded the lengths into one byte, would pass some of these.
    @Test(arguments: [
        ("x" + String(repeating: "a", count: 63), "differs only in its first character"),
        (String(repeating: "a", count: 31) + "x" + String(repeating: "a", count: 32), "differs only in the middle"),
        (String(repeating: "a", count: 63) + "x", "differs only in its last character"),
        (String(repeating: "a", count: 63), "is one character shorter"),
        (String(repeating: "a", count: 64 + 256), "is 256 characters longer"),
        (String(repeating: "a", count: 64) + "\0", "ends in a NUL the other lacks"),
        ("", "is empty"),
    ])
    func aDigestMatchesNothingButItself(other: String, _: String) {
        let stored = DeskTokenDigest(hex: String(repeating: "a", count: 64))
        #expect(!stored.matches(DeskTokenDigest(hex: other)))
        #expect(!DeskTokenDigest(hex: other).matches(stored))
        #expect(stored.matches(DeskTokenDigest(hex: String(repeating: "a", count: 64))))
    }
}

@Suite struct DesksUseCasesTests {
    let desks = InMemoryDeskRepository()
    let clock = ManualTimeSource(now: SharedFixtures.now)

    var useCases: DesksUseCases { DesksUseCases(desks: desks, tokens: ReadableDeskTokens(), clock: clock) }

    @Test func anAddedDeskGetsATokenAndOnlyItsDigestIsStored() async throws {
        let (desk, token) = try await useCases.add.execute(name: DeskName("front-1"), role: .manager)
        #expect(desk == Desk(name: try DeskName("front-1"), role: .manager, addedAt: SharedFixtures.now))
        #expect(token.secret == "token-1")
        let stored = try await desks.credential(withTokenDigest: DeskTokenDigest(hex: "digest:1-nekot"))
        #expect(stored?.desk == desk)
    }

    @Test func aTakenNameIsRefusedBeforeATokenIsMade() async throws {
        let useCases = useCases
        _ = try await useCases.add.execute(name: DeskName("foyer"), role: .clerk)
        await #expect(throws: DeskError.deskNameTaken(try DeskName("FOYER"))) {
            _ = try await useCases.add.execute(name: DeskName("FOYER"), role: .clerk)
        }
        #expect(try await useCases.list.execute().count == 1)
    }

    @Test func theTokenOpensTheServiceForItsDeskUntilRevoked() async throws {
        let useCases = useCases
        let (desk, token) = try await useCases.add.execute(name: DeskName("front-1"), role: .clerk)
        #expect(try await useCases.authenticate.execute(token: token) == desk)
        #expect(try await useCases.authenticate.execute(token: DeskToken("token-2")) == nil)
        await clock.advance(minutes: 3)
        let revoked = try await useCases.revoke.execute(name: desk.name)
        #expect(revoked.revokedAt == SharedFixtures.now(plus: 3))
        #expect(try await useCases.authenticate.execute(token: token) == nil)
    }

    @Test func revokingTwiceOrAnUnknownDeskIsRefused() async throws {
        let useCases = useCases
        let (desk, _) = try await useCases.add.execute(name: DeskName("front-1"), role: .clerk)
        _ = try await useCases.revoke.execute(name: desk.name)
        await #expect(throws: DeskError.alreadyRevoked(desk.name, at: SharedFixtures.now)) {
            _ = try await useCases.revoke.execute(name: desk.name)
        }
        await #expect(throws: DeskError.unknownDesk(try DeskName("ghost"))) {
            _ = try await useCases.revoke.execute(name: DeskName("ghost"))
        }
    }

    @Test(arguments: DeskRepositoryContract.checks)
    func theInMemoryRepositoryKeepsTheContract(check: ContractCheck<any DeskRepository>) async throws {
        try await check.run(against: InMemoryDeskRepository())
    }
}
