import ArchitectureLintCore
import Foundation

/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

func runLint(_ options: CommandLineOptions) -> Int32 {
    let linter = Linter(
        root: options.root, policyURL: options.policy, cacheDirectory: options.useCache ? nil : .some(nil))
    var result: LintResult
    do {
        result = try linter.run()
    } catch {
        printError(error.description)
        return 2
    }
    if let url = options.writeBaseline {
        let baseline = Baseline(freezing: result)
        do {
            try baseline.rendered().write(to: url, atomically: true, encoding: .utf8)
        } catch {
            printError("\(url.path): error: cannot write the baseline (\(error.localizedDescription))")
            return 2
        }
        print(
            "architecture-lint: froze \(baseline.entries.count) \(baseline.entries.count == 1 ? "violation" : "violations") in \(url.path)"
        )
        return 0
    }
    if let url = options.baseline {
        do {
            let baseline = try Baseline(contentsOf: url)
            result = baseline.apply(
                to: result, path: SourceScanner.relativePath(url.standardizedFileURL.path, to: linter.root.path))
        } catch {
            printError(error.description)
            return 2
        }
    }
    let report: String
    switch options.format {
    case .text: report = TextReporter.render(result)
    case .json: report = JSONReporter.render(result)
    case .sarif: report = SARIFReporter.render(result)
    case .github: report = GitHubReporter.render(result)
    }
    print(report, terminator: "")
    return result.isClean ? 0 : 1
}

func runInit(_ options: CommandLineOptions) -> Int32 {
    let url = options.policy ?? options.root.appendingPathComponent("Scripts/architecture.json")
    if FileManager.default.fileExists(atPath: url.path) {
        printError("\(url.path): error: a policy already exists; remove it or pass --policy FILE")
        return 2
    }
    do {
        let text = try PolicyDraft.render(root: options.root, cacheDirectory: options.useCache ? nil : .some(nil))
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    } catch let error as LintError {
        printError(error.description)
        return 2
    } catch {
        printError("\(url.path): error: cannot write the policy (\(error.localizedDescription))")
        return 2
    }
    print("architecture-lint: wrote \(url.path); review each layer's mayDependOn and mayImport, then run lint")
    return 0
}

func runGraph(_ options: CommandLineOptions) -> Int32 {
    let linter = Linter(
        root: options.root, policyURL: options.policy, cacheDirectory: options.useCache ? nil : .some(nil))
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
            let updated = ReadmeBlock.replace(in: readme, with: graph)
        else {
            printError(
                "\(readmeURL.path): error: cannot read the README or it has no \(ReadmeBlock.begin) … \(ReadmeBlock.end) block"
            )
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
    case .initPolicy:
        status = runInit(options)
    }
} catch {
    // EX_USAGE, as every command in Scripts/ exits on a command line it cannot run.
    printError("architecture-lint: \(error.message) (usage: architecture-lint help)")
    status = 64
}
exit(status)
