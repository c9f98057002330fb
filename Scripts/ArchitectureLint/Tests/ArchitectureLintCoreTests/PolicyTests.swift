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
