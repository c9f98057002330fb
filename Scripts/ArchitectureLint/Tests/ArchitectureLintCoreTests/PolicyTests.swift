import ArchitectureLintCore
import Foundation
import Testing

/// Reading the real policy file and rejecting broken ones.
@Suite struct PolicyTests {
    @Test func theWorkspacePolicyLoads() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("architecture.json")
        let policy = try Policy.load(from: url)
        #expect(policy.layer(named: "domain")?.mayImport == [])
        #expect(policy.layer(named: "presentation")?.mayDependOn == ["domain"])
    }

    /// A policy with the given `frameworks` and presentation's
    /// `mayUseFrameworks`, around a framework module of infrastructure.
    static func policy(frameworks: String, mayUseFrameworks: String = "[]", role: String = "library") -> String {
        """
        {"schemaVersion": 1, "standardLibrary": ["Swift"], "toolchainModules": [], "testImports": [],
         "swiftSettings": [], "swiftLanguageModes": ["6"], "allowedExportedImports": [],
         "frameworks": \(frameworks),
         "layers": [
          {"name": "infrastructure", "package": "Infrastructure", "path": "Infrastructure", "color": "#cccccc",
           "mayDependOn": [], "mayImport": [], "modules": {"MTerminalModel": "\(role)"}},
          {"name": "presentation", "package": "Presentation", "path": "Presentation", "color": "#cccccc",
           "mayDependOn": [], "mayUseFrameworks": \(mayUseFrameworks), "mayImport": [], "modules": {"MPresentation": "library"}}
         ]}
        """
    }

    func load(_ text: String) throws -> Policy {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return try Policy.load(from: url)
    }

    @Test func frameworksAndTheLayersThatUseThemLoad() throws {
        let policy = try load(
            Self.policy(
                frameworks: #"[{"module": "MTerminalModel", "layer": "infrastructure", "why": "drawn into"}]"#,
                mayUseFrameworks: #"["MTerminalModel"]"#))
        #expect(policy.frameworks == [Framework(module: "MTerminalModel", layer: "infrastructure", why: "drawn into")])
        #expect(policy.layer(named: "presentation")?.mayUseFrameworks == ["MTerminalModel"])
        #expect(policy.layer(named: "infrastructure")?.mayUseFrameworks == [])
    }

    @Test(arguments: [
        (
            #"[{"module": "MTerminalModel", "layer": "kernel", "why": "x"}]"#, "[]", "library",
            "framework 'MTerminalModel' belongs to 'kernel', which is not a layer"
        ),
        (
            #"[{"module": "MTerminalCells", "layer": "infrastructure", "why": "x"}]"#, "[]", "library",
            "framework 'MTerminalCells' is not a library module of layer 'infrastructure'"
        ),
        (
            #"[{"module": "MTerminalModel", "layer": "infrastructure", "why": "x"}]"#, "[]", "test-support",
            "framework 'MTerminalModel' is not a library module of layer 'infrastructure'"
        ),
        (
            #"[{"module": "MTerminalModel", "layer": "infrastructure", "why": " "}]"#, "[]", "library",
            "framework 'MTerminalModel' gives no reason"
        ),
        (
            #"[{"module": "MTerminalModel", "layer": "infrastructure", "why": "x"}, {"module": "MTerminalModel", "layer": "infrastructure", "why": "y"}]"#,
            "[]", "library", "framework 'MTerminalModel' is listed twice"
        ),
        (
            "[]", #"["MTerminalModel"]"#, "library",
            "layer 'presentation' may use the framework 'MTerminalModel', which 'frameworks' does not list"
        ),
    ])
    func aBrokenFrameworkEntryIsRefused(frameworks: String, mayUse: String, role: String, problem: String) throws {
        do {
            _ = try load(Self.policy(frameworks: frameworks, mayUseFrameworks: mayUse, role: role))
            Issue.record("loaded a policy that should be refused: \(problem)")
        } catch let error as PolicyError {
            #expect(error.problem.hasPrefix(problem))
        }
    }

    @Test(arguments: [
        (
            #"[{"module": "MGhost", "mustNotReach": ["GRDB"], "why": "x"}]"#,
            "separation of 'MGhost', which no layer lists"
        ),
        (
            #"[{"module": "MPresentation", "mustNotReach": [], "why": "x"}]"#,
            "separation of 'MPresentation' names nothing"
        ),
        (
            #"[{"module": "MPresentation", "mustNotReach": ["GRDB"], "why": ""}]"#,
            "separation of 'MPresentation' gives no reason"
        ),
    ])
    func aBrokenSeparationIsRefused(separations: String, problem: String) throws {
        let text = Self.policy(frameworks: "[]").replacingOccurrences(
            of: #""frameworks": [],"#, with: #""frameworks": [], "separations": \#(separations),"#)
        do {
            _ = try load(text)
            Issue.record("loaded a policy that should be refused: \(problem)")
        } catch let error as PolicyError {
            #expect(error.problem.hasPrefix(problem))
        }
    }

    @Test func theWorkspaceKeepsThePostgreSQLAdapterApartFromGRDB() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("architecture.json")
        let policy = try Policy.load(from: url)
        #expect(
            policy.separations.contains { $0.module == "MarqueeDataPostgreSQL" && $0.mustNotReach.contains("GRDB") })
    }

    @Test func aMissingKeyIsNamed() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString).json")
        try Data(#"{"schemaVersion": 1}"#.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: PolicyError.self) { try Policy.load(from: url) }
        do {
            _ = try Policy.load(from: url)
        } catch {
            #expect(error.problem.hasPrefix("missing key"))
        }
    }
}
