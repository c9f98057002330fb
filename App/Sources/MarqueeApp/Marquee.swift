import ArgumentParser
import Foundation
import MarqueeCommandLine
import MarqueeComposition
import MarqueePresentation

/// `marquee`: a cinema box office for the terminal.
@main
struct Marquee: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "marquee",
        abstract: "A cinema box office for the terminal.",
        discussion: """
            Searches movies on TMDB when a TMDB credential is set, otherwise in the offline catalog \
            bundled with Marquee (no network or API key needed), and remembers your recent searches. \
            Runs a box office too: customers, screenings of catalog movies, and orders for tickets, kept in \
            marquee.sqlite in the data directory.

            EXAMPLES
              marquee movies search "star wars"
              marquee movies search alien --page 2 --json
              marquee movies show 348
              marquee movies recent
              marquee movies poster 348 --output alien.jpg
              marquee cache stats
              marquee users register Ripley
              marquee halls add A --seats 120
              marquee screenings schedule 348 --hall A --at 2026-12-24T20:00 \\
                  --seats 80 --price "12.50 EUR"
              marquee screenings change <screening-id> --hall B --price "9.50 EUR"
              marquee screenings cancel <screening-id> --yes
              marquee program
              marquee orders place --user Ripley --screening <id> --quantity 2
              marquee orders place --walk-in --screening <id> --quantity 2
              marquee orders pay <order-id>
              marquee orders list --user Ripley --json
              marquee serve --port 8080
              marquee desks add front-1
              MARQUEE_DESK_TOKEN=… marquee program --server http://127.0.0.1:8080

            VERSION
              \(MarqueeVersion.description)

            THIS BUILD (App's package traits)
              always      the offline catalog, marquee.sqlite, the full-screen app
            \(Self.adapters)

            EXIT CODES
              0   success
              1   not found, TMDB refused the key, could not be reached or failed, or the
                  data could not be read or saved (the message says which); a broken
                  box-office rule: a taken name, an unknown user, sold out, a screening in
                  the past or in a busy hall, paying a cancelled order, cancelling one
                  refunded; a damaged or locked marquee.sqlite (the file is left as it is)
              64  malformed input or configuration: an empty query, page 0 or past the last
                  page, a non-numeric id, an unknown option, --source tmdb without a TMDB
                  credential, a bad MARQUEE_TMDB_BASE_URL; a malformed user name, time,
                  price, hall, seat count, quantity or id

            ENVIRONMENT
              MARQUEE_DATA_DIR
                  where Marquee keeps its data (default: $XDG_DATA_HOME/marquee,
                  else ~/.local/share/marquee); made when missing, in a directory
                  that exists (as --data-dir); if the full-screen app crashes,
                  its report is in crashes/marquee-crash-PID.log there
              MARQUEE_DATABASE_URL
                  postgres://USER:PASSWORD@HOST:PORT/DB[?sslmode=require]: users,
                  screenings and orders in PostgreSQL, shared by several desks
                  (default: the SQLite file in the data directory)
              MARQUEE_SERVER_URL
                  http://HOST:PORT of a box office service (marquee serve): users,
                  screenings, orders, the catalog and recent searches come from
                  there (like --server)
              MARQUEE_DESK_TOKEN
                  this desk's token for that service (marquee desks add prints it)
              TMDB_API_KEY
                  a TMDB v3 API key: search TMDB instead of the offline catalog
              TMDB_ACCESS_TOKEN
                  a TMDB v4 read access token (used instead of TMDB_API_KEY when
                  both are set)
              MARQUEE_TMDB_BASE_URL
                  where the TMDB API is (default: https://api.themoviedb.org)
              MARQUEE_TMDB_IMAGE_BASE_URL
                  where poster images are (default: https://image.tmdb.org)
              MARQUEE_CACHE_TTL
                  seconds a cached TMDB answer is served without asking TMDB
                  (default: 3600)
              MARQUEE_SCHEDULE_DAYS
                  how many days ahead a screening may start (1 to 36600;
                  default: 366); for a service, the server's setting counts
              MARQUEE_HOLD_MINUTES
                  how many minutes an unpaid order holds its seats before they
                  go back on sale (1 to 1440; default: 15); for a service, the
                  server's setting (or serve --hold) counts
              MARQUEE_LOG
                  log to standard error at this level: trace, debug, info,
                  notice, warning, error, critical
              https_proxy, http_proxy, all_proxy, no_proxy
                  an http:// proxy to reach TMDB through, read as curl reads them
              TZ
                  the time zone times are read and shown in (default: the
                  system's)
              SWIFT_BACKTRACE
                  Swift's crash backtracer settings; unset, the full-screen app
                  writes the backtrace to its crash report, never waiting for a key
            """,
        version: "marquee " + MarqueeVersion.description,
        // Each feature's command groups (Features.all), then the full-screen app.
        subcommands: Features.commands + [BrowseCommand.self]
    )

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

    /// Parses and runs the command. A malformed command line ends like every
    /// other error — one line on standard error, exit status 64 — instead of
    /// the argument parser's usage block; `--help` prints the help as usual.
    static func main() async {
        var arguments = Array(CommandLine.arguments.dropFirst())
        // `marquee` alone on a terminal opens the full-screen box office, and
        // so does `marquee` with only the options `browse` takes
        // (`marquee --data-dir D`); piped or redirected, it prints the help,
        // and a line that names no command is refused, as before.
        let onATerminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
        if arguments.isEmpty, onATerminal { arguments = ["browse"] }
        arguments = hoistingGlobalOptions(arguments)
        let command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            var error: any Error = error
            var words = arguments
            if onATerminal, arguments.first?.hasPrefix("-") == true {
                do {
                    return await run(try parseAsRoot(["browse"] + arguments))
                } catch let browseError where !Self.message(for: browseError).hasPrefix("Unknown option") {
                    // `browse` knows the options but not what follows them
                    // (`marquee --data-dir` with no directory): its words help.
                    (error, words) = (browseError, ["browse"] + arguments)
                } catch {}
            }
            var message = Self.message(for: error)
            guard exitCode(for: error) == .validationFailure, !message.isEmpty else { exit(withError: error) }
            // The parser takes `-5` for an option, and says an argument is
            // missing or an option unknown: say what was typed instead.
            let misread = ["Missing expected argument", "Missing value for", "Unknown option '-"]
            if misread.contains(where: message.hasPrefix), let negative = words.first(where: Self.isNegativeNumber) {
                message = "\(negative) is not a value here: ids, counts and prices are never negative"
            }
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

    /// The options every command takes (``GlobalOptions``), given before
    /// the command (`marquee --data-dir D program`, as `marquee --data-dir D`
    /// opens the app), moved to just after its name, where the parser reads
    /// them: `program --data-dir D`. Anything else is left as it is, for
    /// the parser to accept or word.
    static func hoistingGlobalOptions(_ arguments: [String]) -> [String] {
        let names = Set(GlobalOptions.names.map { "--" + $0 })
        var globals: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let word = arguments[index]
            let name = word.split(separator: "=", maxSplits: 1).first.map(String.init) ?? word
            guard names.contains(name) else { break }
            if word.contains("=") {
                globals.append(word)
                index += 1
            } else if index + 1 < arguments.endIndex {
                globals += [word, arguments[index + 1]]
                index += 2
            } else {
                break
            }
        }
        let rest = Array(arguments[index...])
        let path = commandNames(rest).count
        guard !globals.isEmpty, path > 0 else { return arguments }
        return Array(rest[..<path]) + globals + Array(rest[path...])
    }

    /// `-5`, `-0.5`: what the parser would read as an option.
    private static func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && word.first == "-" && word.dropFirst().allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
    }

    /// `marquee` followed by the subcommand names at the start of `arguments`.
    private static func commandPath(_ arguments: [String]) -> String {
        (["marquee"] + commandNames(arguments)).joined(separator: " ")
    }

    /// The subcommand names at the start of `arguments`.
    private static func commandNames(_ arguments: [String]) -> [String] {
        var names: [String] = []
        var commands = configuration.subcommands
        for word in arguments {
            guard let next = commands.first(where: { $0.configuration.commandName == word }) else { break }
            names.append(word)
            commands = next.configuration.subcommands
        }
        return names
    }
}
