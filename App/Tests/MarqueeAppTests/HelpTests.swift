import Foundation
import Testing

/// Every command's `--help` as a person reads it at 80 columns: nothing the
/// argument parser would wrap to column 0 in the middle of an indented block,
/// and no sentence cut by a line break written into the source. The commands
/// are found by walking each help's SUBCOMMANDS, so a new one is covered
/// without editing this file.
@Suite struct HelpTests {
    /// Every command path below `marquee`, the root first.
    private func everyCommand(_ marquee: MarqueeProcess) async throws -> [[String]] {
        var found: [[String]] = []
        var waiting: [[String]] = [[]]
        while let command = waiting.popLast() {
            found.append(command)
            let help = try await marquee.run(command + ["--help"]).stdout
            let section = help.components(separatedBy: "SUBCOMMANDS:\n").dropFirst().first ?? ""
            for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.isEmpty { break }
                guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first else {
                    continue
                }
                waiting.append(command + [String(name)])
            }
        }
        return found
    }

    @Test func everyHelpReadsWellAtEightyColumns() async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let commands = try await everyCommand(marquee)
        // The walk found the groups' commands, not only the groups.
        #expect(commands.count >= 30, "\(commands)")
        #expect(commands.contains(["desks", "add"]) && commands.contains(["orders", "show"]))
        for command in commands {
            let result = try await marquee.run(command + ["--help"])
            #expect(result.status == 0, "\(command)")
            try check(result.stdout, of: command)
        }
    }

    private func check(_ help: String, of command: [String]) throws {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.hasPrefix("USAGE:") {
            #expect(line.count <= 80, "\(command): \(line)")
            guard index > 0, !line.isEmpty, !line.hasPrefix(" ") else { continue }
            let previous = lines[index - 1]
            let isHeading = line.allSatisfy { $0.isUppercase || $0 == " " || $0 == ":" } || line.hasSuffix(":")
            #expect(
                !(previous.hasPrefix("  ") && !isHeading),
                "\(command): '\(line)' continues the indented line before it at column 0")
            // Prose the parser wrapped fills the line; a short line that ends
            // mid-sentence and runs on is a line break typed in the source.
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            let endsASentence = line.last.map { ".:;)!?".contains($0) } ?? true
            #expect(
                isHeading || endsASentence || line.count >= 50 || next.isEmpty || next.hasPrefix(" "),
                "\(command): '\(line)' is cut mid-sentence (a line break in the source?)")
        }
    }
}
