import ArgumentParser
import MarqueeCommandLine
import MarqueeComposition
import MarqueeDomain
import MarqueePresentation

/// `marquee desks add <name> [--role clerk|manager] [--json]`.
struct DesksAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a desk and print its token, once.",
        discussion: """
            A clerk desk sells: it registers customers and places, pays and cancels orders. A manager desk also \
            schedules screenings and renames and deletes customers. The service checks the role on every request.

            EXAMPLES
              marquee desks add front-1
              marquee desks add office --role manager
              marquee desks add foyer --json
            """
    )

    @Argument(help: "1–32 letters, digits, . _ or -; unique ignoring letter case.", transform: Parse.deskName)
    var name: DeskName

    @Option(help: "clerk (sells) or manager (also schedules, renames and deletes).", transform: Parse.deskRole)
    var role: DeskRole = .clerk

    @Flag(help: "Print the desk as JSON (fields: name, role, addedAt, revokedAt, token).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await DeskCommands(desks: try await app.desks(command: "desks add"), times: try app.times())
                .add(name, role: role, format: OutputFormat(json: json))
        }
    }
}

/// `marquee desks list [--json]`.
struct DesksListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the desks, revoked ones included.",
        discussion: """
            EXAMPLES
              marquee desks list
              marquee desks list --json
            """
    )

    @Flag(help: "Print the desks as JSON ({\"desks\": [{name, role, addedAt, revokedAt}…]}).")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await DeskCommands(desks: try await app.desks(command: "desks list"), times: try app.times())
                .list(format: OutputFormat(json: json))
        }
    }
}

/// `marquee desks revoke <name> [--json]`.
struct DesksRevokeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revoke",
        abstract: "Revoke a desk's token: the service refuses it from then on.",
        discussion: """
            EXAMPLES
              marquee desks revoke front-1
            """
    )

    @Argument(help: "The desk's name (any letter case).", transform: Parse.deskName)
    var name: DeskName

    @Flag(help: "Print the revoked desk as JSON.")
    var json = false

    @OptionGroup var options: GlobalOptions

    func run() async throws {
        try await run(options) { app in
            await DeskCommands(desks: try await app.desks(command: "desks revoke"), times: try app.times())
                .revoke(name, format: OutputFormat(json: json))
        }
    }
}
