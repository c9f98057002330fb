import Foundation
import Testing
@testable import ArchitectureLintCore

/// Runs the lint over each fixture workspace in `Tests/Fixtures/<case>/` and
/// compares its report with the fixture's `expected.txt`, exactly.
@Suite struct FixtureTests {
    /// The fixtures folder, found from this file so SwiftPM never treats the
    /// fixture packages as resources or targets.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    static let cases = [
        "bad-policy", "clean", "compiler-settings", "exported-import", "exported-import-allowed", "frameworks-allowed",
        "frameworks-reexported",
        "frameworks-refused",
        "import-forbidden", "manifest-conditional", "manifest-environment", "manifest-forbidden-external",
        "manifest-forbidden-package",
        "manifest-positions", "parse-access-levels", "parse-attributes", "parse-comments", "parse-conditional",
        "parse-kind-imports", "parse-not-imports", "parse-semicolons", "parse-strings",
        "parse-submodules", "parse-syntax", "separations", "suppressions", "swiftpm-module-names",
        "swiftpm-outside-products",
        "swiftpm-version-specific", "test-imports", "traits-clean", "traits-forbidden", "traits-unguarded-import",
        "traits-unknown", "undeclared-no-edge",
        "undeclared-transitive", "unknown-module", "unused-dependency", "workspace-features",
    ]

    @Test func everyFixtureFolderIsListed() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { !$0.hasPrefix(".") }.sorted()
        #expect(folders == Self.cases.sorted())
    }

    @Test(arguments: cases)
    func reportMatchesExpected(fixture: String) throws {
        let root = Self.fixtures.appendingPathComponent(fixture)
        let expected = try String(contentsOf: root.appendingPathComponent("expected.txt"), encoding: .utf8)
        let report: String
        do {
            report = TextReporter.render(try Linter(root: root).run())
        } catch {
            report = error.description.replacingOccurrences(of: root.standardizedFileURL.path, with: "<root>") + "\n"
        }
        #expect(report == expected)
    }

    /// Each fixture, copied, linted twice: the second run takes every file's
    /// scan from the parse cache, so it rewrites no cache file, and reports
    /// exactly what the fixture expects. (Dumps come from the user's cache,
    /// which keys them by their place in the workspace, not its path.)
    @Test(arguments: cases)
    func aWarmRunReportsWhatAColdRunDoes(fixture: String) throws {
        let workspace = try ScratchWorkspace(copying: fixture)
        defer { workspace.remove() }
        let expected = try String(contentsOf: workspace.url("expected.txt"), encoding: .utf8)
        let linter = Linter(root: workspace.root, cacheDirectory: .some(ManifestLoader.defaultCacheDirectory))
        let parses = ManifestLoader.defaultCacheDirectory.appendingPathComponent(
            "parses/\(FNV1a.hex([Array(workspace.root.standardizedFileURL.path.utf8)])).bin")
        defer { try? FileManager.default.removeItem(at: parses) }
        func report() -> String {
            do {
                return TextReporter.render(try linter.run())
            } catch {
                return error.description.replacingOccurrences(
                    of: workspace.root.standardizedFileURL.path, with: "<root>")
                    + "\n"
            }
        }
        func inode() -> Int? {
            (try? FileManager.default.attributesOfItem(atPath: parses.path))?[.systemFileNumber] as? Int
        }
        #expect(report() == expected)
        let written = inode()
        #expect(report() == expected)
        #expect(inode() == written)
    }

    /// With the outside package checked out, its own manifest says that the
    /// product `GRDB-dynamic` vends the module `GRDB`, which the policy allows:
    /// a dependency is judged by the modules it brings, not by its spelling.
    /// SwiftPM checks out under the package's `.build`, or under whatever
    /// scratch path a build named, such as the root's `.build-workspace`
    /// that Scripts/test uses for every package; the fixture's own report
    /// (expected.txt) is the case where it is checked out nowhere.
    @Test(arguments: ["Data/.build", "Data/.build-release", ".build-workspace"])
    func outsideProductsVendTheModulesTheirManifestsName(scratch: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lint-outside-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("swiftpm-outside-products"), to: directory)
        let checkout = directory.appendingPathComponent("\(scratch)/checkouts/GRDB.swift")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: directory.appendingPathComponent("GRDB-manifest.swift.txt"),
            to: checkout.appendingPathComponent("Package.swift")
        )
        let cache = directory.appendingPathComponent(".lint-cache")
        #expect(try Linter(root: directory, cacheDirectory: cache).run().diagnostics == [])
        // The manifest was parsed once and its products kept by its content:
        // a later run reads them from there (an edited entry proves it).
        let stored = try FileManager.default.contentsOfDirectory(
            at: cache.appendingPathComponent("outside-products"), includingPropertiesForKeys: nil)
        #expect(stored.count == 1)
        let entry = try #require(stored.first)
        #expect(try String(contentsOf: entry, encoding: .utf8).contains("GRDB-dynamic"))
        try Data(#"{"GRDB-dynamic":["SomethingElse"]}"#.utf8).write(to: entry)
        let edited = try Linter(root: directory, cacheDirectory: cache).run()
        #expect(edited.diagnostics.map(\.rule) == [.dependencyPolicy, .unusedDependency, .undeclaredImport])
        #expect(
            edited.diagnostics.first?.message
                == "MData may not depend on GRDB-dynamic, which brings SomethingElse (data → SomethingElse is not allowed by Scripts/architecture.json)"
        )
    }

    /// A product named without its package (`"GRDB-dynamic"`) is looked for
    /// in every package the manifest depends on, as SwiftPM does.
    @Test func aProductNamedWithoutItsPackageIsReadFromTheOutsidePackages() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lint-outside-by-name-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("swiftpm-outside-products"), to: directory)
        let manifest = directory.appendingPathComponent("Data/Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(
            of: #".product(name: "GRDB-dynamic", package: "GRDB.swift")"#, with: #""GRDB-dynamic""#
        )
        .write(to: manifest, atomically: true, encoding: .utf8)
        let checkout = directory.appendingPathComponent(".build-workspace/checkouts/GRDB.swift")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: directory.appendingPathComponent("GRDB-manifest.swift.txt"),
            to: checkout.appendingPathComponent("Package.swift"))
        #expect(try Linter(root: directory, cacheDirectory: .some(nil)).run().diagnostics == [])
    }

    /// The fixture's suppressed `Context.environment` is a read like the
    /// others: without its comment it is reported too, at its own line.
    @Test func everyEnvironmentReadOfAManifestIsReportedAtItsLine() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lint-environment-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent("manifest-environment"), to: directory)
        let manifest = directory.appendingPathComponent("Data/Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("architecture:allow") }.joined(separator: "\n")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let reads = try Linter(root: directory, cacheDirectory: .some(nil)).run().diagnostics
            .filter { $0.rule == .manifestReadsEnvironment }
        #expect(reads.map(\.line) == [11, 16, 20])
        #expect(reads.map(\.severity) == [.error, .error, .error])
        #expect(reads[1].message.contains("(Context.environment)"))
    }

    @Test func jsonReportCarriesTheSameDiagnostics() throws {
        let result = try Linter(root: Self.fixtures.appendingPathComponent("undeclared-transitive")).run()
        let json = JSONReporter.render(result)
        let decoded = try JSONDecoder().decode(LintResult.self, from: Data(json.utf8))
        #expect(decoded == result)
        #expect(json.contains("\"rule\" : \"undeclared-import\""))
    }
}
