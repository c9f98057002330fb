import Foundation

/// The parsed command line of `architecture-lint`.
struct CommandLineOptions {
    enum Command { case lint, graph, initPolicy, help }
    enum Format: String { case text, json, sarif, github }
    enum GraphMode { case print, check, write }

    var command = Command.lint
    var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    var policy: URL?
    var format = Format.text
    var useCache = true
    var graphMode = GraphMode.print
    var readme: URL?
    var baseline: URL?
    var writeBaseline: URL?

    static let usage = """
        usage: architecture-lint [lint] [--root DIR] [--policy FILE] [--format text|json|sarif|github]
                                 [--baseline FILE | --write-baseline FILE] [--no-cache]
               architecture-lint graph [--root DIR] [--policy FILE] [--check | --write] [--readme FILE]
               architecture-lint init [--root DIR] [--policy FILE]

        lint   checks the policy (default Scripts/architecture.json), every manifest
               and every import against each other. Exit 0 clean, 1 violations,
               2 bad policy, manifest or baseline. --baseline FILE reports
               only violations the file does not freeze (and its stale entries);
               --write-baseline FILE freezes today's violations and exits 0.
        graph  prints the module graph as Mermaid; --check fails when the README
               block is stale, --write rewrites it.
        init   writes a starting policy from the current manifests and imports
               (refuses to overwrite an existing file).

        A command line it cannot run is one line on standard error and exit 64.
        """

    /// Parses arguments (without the program name).
    ///
    /// - Throws: a message for the user when the arguments are wrong.
    init(_ arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        if let first = remaining.first, !first.hasPrefix("-") {
            switch first {
            case "lint": command = .lint
            case "graph": command = .graph
            case "init": command = .initPolicy
            case "help": command = .help
            default: throw UsageError("unknown command '\(first)'")
            }
            remaining = remaining.dropFirst()
        }
        while let argument = remaining.popFirst() {
            func value() throws(UsageError) -> String {
                guard let next = remaining.popFirst() else { throw UsageError("\(argument) needs a value") }
                return next
            }
            switch argument {
            case "--root": root = URL(fileURLWithPath: try value())
            case "--policy": policy = URL(fileURLWithPath: try value())
            case "--readme": readme = URL(fileURLWithPath: try value())
            case "--baseline" where command == .lint: baseline = URL(fileURLWithPath: try value())
            case "--write-baseline" where command == .lint: writeBaseline = URL(fileURLWithPath: try value())
            case "--format":
                let name = try value()
                guard let parsed = Format(rawValue: name) else {
                    throw UsageError("unknown format '\(name)' (text, json, sarif or github)")
                }
                format = parsed
            case "--no-cache": useCache = false
            case "--check" where command == .graph: graphMode = .check
            case "--write" where command == .graph: graphMode = .write
            case "-h", "--help": command = .help
            default: throw UsageError("unknown option '\(argument)'")
            }
        }
        if baseline != nil && writeBaseline != nil {
            throw UsageError("--baseline and --write-baseline cannot be used together")
        }
    }
}

/// A command line that cannot be run.
struct UsageError: Error {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
