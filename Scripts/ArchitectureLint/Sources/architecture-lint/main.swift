import ArchitectureLintCore
import Foundation

/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func runLint(_ options: CommandLineOptions) -> Int32 {
    let linter = Linter(root: options.root, policyURL: options.policy, cacheDirectory: options.useCache ? nil : .some(nil))
    do {
        let result = try linter.run()
        print(options.format == .json ? JSONReporter.render(result) : TextReporter.render(result), terminator: "")
        return result.isClean ? 0 : 1
    } catch {
        printError(error.description)
        return 2
    }
}

func runGraph(_ options: CommandLineOptions) -> Int32 {
    let linter = Linter(root: options.root, policyURL: options.policy, cacheDirectory: options.useCache ? nil : .some(nil))
    let graph: String
    do {
        graph = try MermaidGraph(linter: linter).render()
    } catch {
        printError(error.description)
        return 2
    }
    let readmeURL = options.readme ?? options.root.appendingPathComponent("README.md")
    switch options.graphMode {
    case .print:
        print(graph, terminator: "")
        return 0
    case .check:
        guard let readme = try? String(contentsOf: readmeURL, encoding: .utf8) else {
            printError("\(readmeURL.path): error: cannot read the README")
            return 2
        }
        guard ReadmeBlock.extract(from: readme) != nil else {
            printError("\(readmeURL.path): error: no \(ReadmeBlock.begin) … \(ReadmeBlock.end) block")
            return 2
        }
        if ReadmeBlock.isCurrent(readme, graph: graph) {
            print("architecture graph: \(readmeURL.lastPathComponent) is current")
            return 0
        }
        printError("\(readmeURL.path): error: the architecture graph is stale; run Scripts/graph --write")
        return 1
    case .write:
        guard let readme = try? String(contentsOf: readmeURL, encoding: .utf8),
              let updated = ReadmeBlock.replace(in: readme, with: graph) else {
            printError("\(readmeURL.path): error: cannot read the README or it has no \(ReadmeBlock.begin) … \(ReadmeBlock.end) block")
            return 2
        }
        do {
            try updated.write(to: readmeURL, atomically: true, encoding: .utf8)
        } catch {
            printError("\(readmeURL.path): error: cannot write: \(error.localizedDescription)")
            return 2
        }
        print("architecture graph: wrote \(readmeURL.lastPathComponent)")
        return 0
    }
}

let status: Int32
do {
    let options = try CommandLineOptions(Array(CommandLine.arguments.dropFirst()))
    switch options.command {
    case .help:
        print(CommandLineOptions.usage)
        status = 0
    case .lint:
        status = runLint(options)
    case .graph:
        status = runGraph(options)
    }
} catch {
    printError("architecture-lint: \(error.message)\n\n\(CommandLineOptions.usage)")
    status = 2
}
exit(status)
