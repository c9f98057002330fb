import Foundation
import Testing

/// Every command's `--help` as a person reads it at 80 columns: nothing the
/// argument parser would wrap to column 0 in the middle of an indented block.
@Suite struct HelpTests {
    static let commands: [[String]] = [
        [], ["movies"], ["movies", "search"], ["movies", "show"], ["movies", "recent"], ["movies", "poster"],
        ["users"], ["users", "register"], ["users", "rename"], ["users", "delete"], ["users", "list"],
        ["screenings"], ["screenings", "schedule"], ["program"], ["orders"], ["orders", "place"],
        ["orders", "pay"], ["orders", "cancel"], ["orders", "list"], ["cache"], ["cache", "stats"],
        ["cache", "clear"], ["browse"],
    ]

    @Test(arguments: commands)
    func helpLinesFitEightyColumnsWithoutStrayContinuations(command: [String]) async throws {
        let marquee = try MarqueeProcess()
        defer { marquee.cleanUp() }
        let result = try await marquee.run(command + ["--help"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where !line.hasPrefix("USAGE:") {
            #expect(line.count <= 80, "\(command): \(line)")
            guard index > 0, !line.isEmpty, !line.hasPrefix(" ") else { continue }
            let previous = lines[index - 1]
            let isHeading = line.allSatisfy { $0.isUppercase || $0 == " " || $0 == ":" } || line.hasSuffix(":")
            #expect(
                !(previous.hasPrefix("  ") && !isHeading),
                "\(command): '\(line)' continues the indented line before it at column 0")
        }
    }
}
