import ArgumentParser
import Foundation
import SkeletonCommandLine
@@if traits
import SkeletonComposition
@@endif
import SkeletonPresentation

/// `skeleton`: the app's root command.
@main
struct Skeleton: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "skeleton",
        abstract: "Skeleton: a Clean Architecture app.",
        discussion: """
            Each bounded context adds its commands here
            (Scripts/new-feature <Name> writes one).

@@if traits
            THIS BUILD (App's package traits)
            \(Self.adapters)

@@endif
            EXIT CODES
              0   success
              1   not found, a broken rule, or data that could not be read or saved
              64  malformed input or configuration

            ENVIRONMENT
              SKELETON_DATA_DIR
                  where the data is kept; by default
                  $XDG_DATA_HOME/skeleton, else
                  ~/.local/share/skeleton
@@if postgresql
              SKELETON_DATABASE_URL
                  postgres://USER:PASSWORD@HOST:PORT/DB[?sslmode=require]: keep the
                  data in PostgreSQL, shared by several machines
@@endif
@@if swiftlog
              SKELETON_LOG
                  log to standard error at this level: trace, debug, info,
                  notice, warning, error, critical
@@endif
            """,
        subcommands: [
@@if terminal
            BrowseCommand.self,
@@endif
        ]
    )

@@if traits
    /// What this build carries of App's package traits, one line each.
    private static var adapters: String {
        var lines = Adapter.allCases.map { adapter in
            let name = adapter.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)
            return "  \(name)\(adapter.isBuilt ? "built" : "not built"): \(adapter.options)"
        }
        if Adapter.allCases.contains(where: { !$0.isBuilt }) {
            lines.append("  all of them: swift build --package-path App --enable-all-traits")
        }
        return lines.joined(separator: "\n")
    }

@@endif
    /// Parses and runs the command. A malformed command line ends like every
    /// other error — one line on standard error, exit status 64 — instead of
    /// the argument parser's usage block; `--help` prints the help as usual.
    static func main() async {
@@if terminal
        var arguments = Array(CommandLine.arguments.dropFirst())
        // `skeleton` alone on a terminal opens the full-screen app, and so
        // does `skeleton` with only the options `browse` takes
        // (`skeleton --data-dir D`); piped or redirected, it prints the help,
        // and a line that names no command is refused.
        let onATerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        if arguments.isEmpty, onATerminal { arguments = ["browse"] }
@@else
        let arguments = Array(CommandLine.arguments.dropFirst())
@@endif
        let command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
@@if terminal
            var error: any Error = error
            var words = arguments
            if onATerminal, arguments.first?.hasPrefix("-") == true {
                do {
                    return await run(try parseAsRoot(["browse"] + arguments))
                } catch let browseError where !Self.message(for: browseError).hasPrefix("Unknown option") {
                    // `browse` knows the options but not what follows them
                    // (`skeleton --data-dir` with no directory): its words help.
                    (error, words) = (browseError, ["browse"] + arguments)
                } catch {}
            }
@@else
            let words = arguments
@@endif
            let message = Self.message(for: error)
            guard exitCode(for: error) == .validationFailure, !message.isEmpty else { exit(withError: error) }
            FileHandle.standardError.write(
                Data((ErrorLine.usage(message, command: commandPath(words)) + "\n").utf8))
            exit(withError: ExitCode.validationFailure)
        }
        await run(command)
    }

    /// Runs a parsed command; an error ends the process as `ArgumentParser` words it.
    private static func run(_ command: any ParsableCommand) async {
        var command = command
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    /// `skeleton` followed by the subcommand names at the start of `arguments`.
    private static func commandPath(_ arguments: [String]) -> String {
        var path = ["skeleton"]
        var commands = configuration.subcommands
        for word in arguments {
            guard let next = commands.first(where: { $0.configuration.commandName == word }) else { break }
            path.append(word)
            commands = next.configuration.subcommands
        }
        return path.joined(separator: " ")
    }
}
