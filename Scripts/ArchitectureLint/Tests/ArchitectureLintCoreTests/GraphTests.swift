import ArchitectureLintCore
import Foundation
import Testing

/// The Mermaid graph and the README block it keeps current.
@Suite struct GraphTests {
    private let fixtures = FixtureTests.fixtures

    @Test func drawsForbiddenEdgesInRed() throws {
        let graph = try MermaidGraph(
            linter: Linter(root: fixtures.appendingPathComponent("manifest-forbidden-package"))
        ).render()
        #expect(graph.hasPrefix("```mermaid\nflowchart TD\n"))
        #expect(graph.contains("    MPresentation --> MData\n"))
        #expect(graph.contains("linkStyle 2 stroke:#d00"))
    }

    @Test func cleanWorkspaceHasNoRedEdges() throws {
        let graph = try MermaidGraph(linter: Linter(root: fixtures.appendingPathComponent("clean"))).render()
        #expect(!graph.contains("linkStyle"))
        #expect(graph.contains("classDef domain fill:#cccccc"))
    }

    @Test func aFrameworkIsLabelledAndItsAllowedUseIsNotRed() throws {
        let graph = try MermaidGraph(linter: Linter(root: fixtures.appendingPathComponent("frameworks-allowed")))
            .render()
        #expect(graph.contains("        MTerminalModel[\"MTerminalModel (framework)\"]\n"))
        #expect(graph.contains("    MPresentation --> MTerminalModel\n"))
        #expect(!graph.contains("linkStyle"))
    }

    @Test func aDependencyOnlyTraitsBringIsDottedAndNamesThem() throws {
        let graph = try MermaidGraph(linter: Linter(root: fixtures.appendingPathComponent("traits-clean"))).render()
        #expect(graph.contains("    MApp -.->|TMDB| MHTTPClient\n"), "\(graph)")
        #expect(graph.contains("    MApp -.->|PostgreSQL| MPostgres\n"))
        #expect(graph.contains("    MApp -.->|Service or TMDB| MCache\n"))
        #expect(graph.contains("    MApp --> MDomain\n"), "an unconditional edge stays solid")
    }

    @Test func readmeBlockIsReplacedAndThenCurrent() throws {
        let readme = "# X\n\(ReadmeBlock.begin)\nold\n\(ReadmeBlock.end)\ntail\n"
        let graph = "```mermaid\nflowchart TD\n```\n"
        #expect(!ReadmeBlock.isCurrent(readme, graph: graph))
        let updated = try #require(ReadmeBlock.replace(in: readme, with: graph))
        #expect(ReadmeBlock.isCurrent(updated, graph: graph))
        #expect(updated.hasSuffix("\(ReadmeBlock.end)\ntail\n"))
    }
}
