import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

@Suite struct DeskCommandsTests {
    let desks = InMemoryDeskRepository()

    var commands: DeskCommands {
        DeskCommands(
            desks: DesksUseCases(desks: desks, tokens: ReadableDeskTokens(), clock: ManualTimeSource()), times: .utc)
    }

    @Test func addingADeskPrintsItsTokenOnce() async throws {
        let output = await commands.add(try DeskName("front-1"), format: .text)
        #expect(output.outcome == .success)
        #expect(
            output.standardOutput.first
                == "Added desk front-1. Its token, shown only now (only a digest of it is kept):")
        #expect(output.standardOutput.contains("  token-1"))
        let list = await commands.list(format: .text)
        #expect(list.standardOutput.joined().contains("front-1") && !list.standardOutput.joined().contains("token-1"))
    }

    @Test func aTakenNameAndAnUnknownDeskAreOneLineEach() async throws {
        let commands = commands
        _ = await commands.add(try DeskName("foyer"), format: .text)
        let taken = await commands.add(try DeskName("FOYER"), format: .text)
        #expect(taken.outcome == .failure)
        #expect(
            taken.standardError == [
                "marquee: A desk named FOYER exists already (names ignore letter case); choose another, or see marquee desks list."
            ])
        let unknown = await commands.revoke(try DeskName("ghost"), format: .text)
        #expect(unknown.standardError == ["marquee: No desk is named ghost; see marquee desks list."])
    }

    @Test func revokedDesksAreListedAsRevoked() async throws {
        let commands = commands
        _ = await commands.add(try DeskName("front-1"), format: .json)
        let revoked = await commands.revoke(try DeskName("front-1"), format: .text)
        #expect(revoked.standardOutput == ["Revoked desk front-1; its token no longer opens the service."])
        let list = await commands.list(format: .text)
        #expect(list.standardOutput.last?.hasSuffix("revoked 2026-11-22 12:00") == true, "\(list.standardOutput)")
    }

    @Test func serviceProblemsNeverQuoteACredential() {
        for problem in [ServiceProblem.missingCredential, .refusedCredential, .credentialsUnavailable] {
            #expect(!problem.message.contains("marquee_"))
        }
        #expect(ServiceProblem.bodyTooLarge(limitBytes: 1024).message.contains("1024 bytes"))
    }
}
