import MarqueeCommandLine
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

    @Test func addingADeskPrintsItsRoleAndItsTokenOnce() async throws {
        let output = await commands.add(try DeskName("front-1"), role: .clerk, format: .text)
        #expect(output.outcome == .success)
        #expect(
            output.standardOutput.first
                == "Added desk front-1, a clerk (sells tickets and registers customers). Its token, shown only now "
                + "(only a digest of it is kept):")
        #expect(output.standardOutput.contains("  token-1"))
        let list = await commands.list(format: .text)
        #expect(list.standardOutput.joined().contains("front-1") && !list.standardOutput.joined().contains("token-1"))
    }

    @Test func aTakenNameAndAnUnknownDeskAreOneLineEach() async throws {
        let commands = commands
        _ = await commands.add(try DeskName("foyer"), role: .clerk, format: .text)
        let taken = await commands.add(try DeskName("FOYER"), role: .manager, format: .text)
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
        _ = await commands.add(try DeskName("front-1"), role: .clerk, format: .json)
        let revoked = await commands.revoke(try DeskName("front-1"), format: .text)
        #expect(revoked.standardOutput == ["Revoked desk front-1; its token no longer opens the service."])
        let list = await commands.list(format: .text)
        #expect(list.standardOutput.last?.hasSuffix("revoked 2026-11-22 12:00") == true, "\(list.standardOutput)")
    }

    @Test func desksAreListedWithTheirRoles() async throws {
        let commands = commands
        _ = await commands.add(try DeskName("office"), role: .manager, format: .text)
        _ = await commands.add(try DeskName("front-1"), role: .clerk, format: .text)
        let list = await commands.list(format: .text)
        #expect(list.standardOutput.contains { $0.hasPrefix("front-1  clerk  ") }, "\(list.standardOutput)")
        #expect(list.standardOutput.contains { $0.hasPrefix("office   manager") }, "\(list.standardOutput)")
        let json = await commands.list(format: .json)
        #expect(json.standardOutput.joined().contains(#""role" : "manager""#), "\(json.standardOutput)")
    }

    @Test func aRefusedActionNamesTheDeskItsRoleAndWhomToAsk() throws {
        let denial = PermissionDenied(desk: try DeskName("front-1"), role: .clerk, action: .scheduleScreening)
        #expect(denial.message == "This desk (front-1, a clerk) may not schedule screenings; ask a manager desk.")
        let change = PermissionDenied(desk: try DeskName("front-1"), role: .clerk, action: .changeScreening)
        #expect(
            change.message
                == "This desk (front-1, a clerk) may not move screenings or change their prices; ask a manager desk.")
        let own = PermissionDenied(
            desk: try DeskName("front-1"), role: .clerk, action: DeskAction("addGiftCard", permittedRoles: [.manager]))
        #expect(own.message == "This desk (front-1, a clerk) may not add gift card; ask a manager desk.")
        let error = BoxOfficeError.notPermitted(denial)
        #expect(error.outcome == .notPermitted)
        #expect(!error.isUsageError)
        #expect(AccountsError.notPermitted(denial).outcome == .notPermitted)
    }

    @Test func aChangeThatGotNoAnswerSaysSoAndEndsAsUnknown() throws {
        let failure = StorageFailure(.outcomeUnknown, place: .service(address: "http://box:8080"))
        let error = CinemaError.outcomeUnknown(.placing(for: try UserName("Ripley")), failure)
        #expect(error.outcome == .outcomeUnknown)
        #expect(
            error.userMessage(times: .utc)
                == "No answer came from the box office service at http://box:8080, even after asking again, so the "
                + "order may have been placed; see marquee orders list --user Ripley before ordering again.")
    }

    @Test func serviceProblemsNeverQuoteACredential() {
        for problem in [ServiceProblem.missingCredential, .refusedCredential, .credentialsUnavailable] {
            #expect(!problem.message.contains("marquee_"))
        }
        #expect(ServiceProblem.bodyTooLarge(limitBytes: 1024).message.contains("1024 bytes"))
    }
}
