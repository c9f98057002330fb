import MarqueeCommandLine
import MarqueeDomain
import MarqueeDomainTesting
import MarqueePresentation
import Testing

/// How each `marquee users` command ends for each error: a usage error
/// (exit 64) for what the person typed, a failure (exit 1) for what
/// happened, a refusal of the desk's role, an unknown outcome — always one
/// line on standard error.
@MainActor
@Suite struct UsersCommandOutcomeTests {
    /// Every Accounts error and how a command that meets it ends.
    static func everyError() throws -> [(AccountsError, CommandOutcome)] {
        let id = try UserID("user-1")
        let name = try UserName("Ripley")
        return [
            (.invalidUserID("bad id"), .usageError),
            (.invalidUserName(.tooShort(length: 2)), .usageError),
            (.invalidUserName(.invalidCharacter(" ")), .usageError),
            (.userNameTaken(name), .failure),
            (.userNotFound(id), .failure),
            (.noUserNamed(name), .failure),
            (.userHasUnpaidOrders(id), .failure),
            (
                .notPermitted(PermissionDenied(desk: try DeskName("front-1"), role: .clerk, action: .deleteCustomer)),
                .notPermitted
            ),
            (.storageFailed(.diskFull), .failure),
            (
                .storageFailed(StorageFailure(.unreachable(.refused), place: .service(address: "http://box:8080"))),
                .failure
            ),
            (
                .storageFailed(StorageFailure(.outcomeUnknown, place: .service(address: "http://box:8080"))),
                .outcomeUnknown
            ),
        ]
    }

    @Test func eachErrorEndsAsItsKind() throws {
        for (error, outcome) in try Self.everyError() {
            #expect(error.outcome == outcome, "\(error)")
        }
    }

    /// The four commands, each run against a store that fails its next call.
    /// With the name each is about (an error that carries only an id names it).
    static let commands: [(String, String?, @MainActor (UsersViewModel) async throws -> CommandOutput)] = [
        ("register", "Newt", { try await $0.registerCommand(UserName("Newt"), format: .text) }),
        ("rename", "Ripley", { try await $0.renameCommand(UserName("Ripley"), to: UserName("Ellen"), format: .text) }),
        ("delete", "Ripley", { try await $0.deleteCommand(UserName("Ripley"), format: .json) }),
        ("list", nil, { await $0.listCommand(format: .json) }),
    ]

    @Test func eachCommandEndsAsItsErrorsKindInOneLine() async throws {
        for (error, outcome) in try Self.everyError() {
            for (command, subject, run) in Self.commands {
                let world = try CinemaWorld(users: [AccountsFixtures.ripley])
                await world.users.failNextCall(with: error)
                let output = try await run(world.usersViewModel())
                #expect(output.outcome == outcome, "users \(command) meeting \(error)")
                let about = try subject.map { try UserName($0) }
                #expect(
                    output.standardError == ["marquee: \(error.message(for: .commandLine, subject: about))"],
                    "users \(command) meeting \(error)")
                #expect(output.standardOutput.isEmpty, "users \(command) meeting \(error)")
            }
        }
    }
}
