import ArchitectureLintCore
import Foundation
import Testing

/// Package traits (SE-0450): how the manifest model reads them from
/// dump-package, and how the lint reads `#if` conditions.
@Suite struct TraitTests {
    /// Trimmed from what `swift package dump-package` (Swift 6.3.1) prints for
    /// a tools-version 6.1 manifest with traits.
    static let dump = #"""
        {
          "name": "P",
          "dependencies": [{"fileSystem": [{"identity": "dep", "path": "/w/Dep", "productFilter": null,
            "traits": [{"condition": {"traits": ["TMDB"]}, "name": "Fast"}, {"name": "Tracing"}]}]}],
          "targets": [{"name": "P", "type": "regular", "exclude": [], "resources": [],
            "dependencies": [
              {"product": ["Dep", "Dep", null, {"platformNames": [], "traits": ["TMDB", "Service"]}]},
              {"product": ["Dep", "Dep", null, {"platformNames": ["linux"]}]},
              {"target": ["Q", {"platformNames": [], "traits": ["TMDB"]}]},
              {"byName": ["R", null]}
            ],
            "settings": [{"condition": {"platformNames": [], "traits": ["PostgreSQL"]},
              "kind": {"define": {"_0": "VERBOSE=1"}}, "tool": "swift"}]}],
          "products": [],
          "traits": [
            {"enabledTraits": ["TMDB"], "name": "Service"},
            {"description": "The default traits of this package.", "enabledTraits": ["PostgreSQL"], "name": "default"},
            {"enabledTraits": [], "name": "TMDB"}
          ]
        }
        """#

    @Test func aManifestsTraitsAndTraitConditionsAreDecoded() throws {
        let manifest = try PackageManifest(dumpPackageJSON: Data(Self.dump.utf8))
        #expect(manifest.traits.map(\.name) == ["Service", "TMDB"])
        #expect(manifest.traits.first?.enabledTraits == ["TMDB"])
        #expect(manifest.defaultTraits == ["PostgreSQL"])
        let dependency = try #require(manifest.dependencies.first)
        #expect(dependency.traits?.map(\.name) == ["Fast", "Tracing"])
        #expect(dependency.traits?.map(\.condition) == [["TMDB"], nil])
        let target = try #require(manifest.targets.first)
        #expect(target.dependencies.map(\.name) == ["Dep", "Dep", "Q", "R"])
        // A platform condition alone is no trait condition.
        #expect(target.dependencies.map(\.traits) == [["Service", "TMDB"], nil, ["TMDB"], nil])
        #expect(target.settingTraits == ["PostgreSQL"])
        #expect(target.definedConditions == ["VERBOSE"])
    }

    /// SwiftPM keeps traits, enabled traits and trait conditions as sets, so
    /// dump-package lists them in another order from one run to the next (a
    /// report said "TMDB or Service" once and "Service or TMDB" the next):
    /// each is read sorted, so one manifest always reads the same.
    @Test func setsInTheDumpReadTheSameInAnyOrder() throws {
        let shuffled = #"""
            {
              "name": "P",
              "dependencies": [{"fileSystem": [{"identity": "dep", "path": "/w/Dep", "productFilter": null,
                "traits": [{"name": "Tracing"}, {"condition": {"traits": ["TMDB", "Service"]}, "name": "Fast"}]}]}],
              "targets": [{"name": "P", "type": "regular", "exclude": [], "resources": [],
                "dependencies": [{"product": ["Dep", "Dep", null, {"platformNames": [], "traits": ["TMDB", "Service"]}]}],
                "settings": [{"condition": {"platformNames": ["linux"], "traits": ["TMDB", "PostgreSQL"]},
                  "kind": {"define": {"_0": "VERBOSE=1"}}, "tool": "swift"}]}],
              "products": [],
              "traits": [
                {"enabledTraits": [], "name": "TMDB"},
                {"enabledTraits": ["TMDB", "PostgreSQL"], "name": "Service"},
                {"enabledTraits": ["TMDB", "PostgreSQL"], "name": "default"},
                {"enabledTraits": [], "name": "PostgreSQL"}
              ]
            }
            """#
        let manifest = try PackageManifest(dumpPackageJSON: Data(shuffled.utf8))
        #expect(manifest.traits.map(\.name) == ["PostgreSQL", "Service", "TMDB"])
        #expect(manifest.traits.map(\.enabledTraits) == [[], ["PostgreSQL", "TMDB"], []])
        #expect(manifest.defaultTraits == ["PostgreSQL", "TMDB"])
        #expect(manifest.dependencies.first?.traits?.map(\.name) == ["Fast", "Tracing"])
        #expect(manifest.dependencies.first?.traits?.map(\.condition) == [["Service", "TMDB"], nil])
        #expect(manifest.targets.first?.dependencies.map(\.traits) == [["Service", "TMDB"]])
        #expect(manifest.targets.first?.settingTraits == ["PostgreSQL", "TMDB"])
        #expect(manifest.targets.first?.settings == ["define(VERBOSE=1) when PostgreSQL, TMDB, linux"])
    }

    private func activeWhen(_ source: String) throws -> CompilationCondition {
        try #require(ImportExtractor.scan(source, path: "F.swift").imports.first).activeWhen
    }

    private func holds(_ condition: CompilationCondition, with flags: Set<String>) -> Bool {
        condition.holds { atom in
            switch atom {
            case .flag(let name), .fact(let name): return flags.contains(name)
            }
        }
    }

    /// `&&` binds tighter than `||`, parentheses group, `!` negates, and a
    /// test the lint cannot know is an atom of its own.
    @Test func anIfConditionIsReadAsTheCompilerReadsIt() throws {
        let condition = try activeWhen("#if A || B && !(C || os(Linux))\nimport X\n#endif")
        #expect(condition.atoms == [.flag("A"), .flag("B"), .flag("C"), .fact("os(Linux)")])
        #expect(holds(condition, with: ["A", "C"]))
        #expect(holds(condition, with: ["B"]))
        #expect(!holds(condition, with: ["B", "os(Linux)"]))
        #expect(!holds(condition, with: []))
    }

    /// An `#elseif` or `#else` branch holds only when no branch before it does.
    @Test func anElseBranchHoldsWhenNoBranchBeforeItDoes() throws {
        let condition = try activeWhen("#if A\n#elseif B\n#else\n#if C\nimport X\n#endif\n#endif")
        #expect(holds(condition, with: ["C"]))
        #expect(!holds(condition, with: ["A", "C"]))
        #expect(!holds(condition, with: ["B", "C"]))
        #expect(!holds(condition, with: []))
    }

    /// A trait-conditional dependency on a forbidden package is reported
    /// exactly as the same dependency without its condition (the lint checks
    /// every trait combination at once).
    @Test func aTraitConditionalDependencyIsJudgedAsAnUnconditionalOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "lint-traits-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(
            at: FixtureTests.fixtures.appendingPathComponent("traits-forbidden"), to: directory)
        let conditional = try Linter(root: directory, cacheDirectory: .some(nil)).run().diagnostics
        let manifest = directory.appendingPathComponent("App/Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let unconditional = text.replacingOccurrences(of: #", condition: .when(traits: ["TMDB"])"#, with: "")
        #expect(unconditional != text)
        try unconditional.write(to: manifest, atomically: true, encoding: .utf8)
        let plain = try Linter(root: directory, cacheDirectory: .some(nil)).run().diagnostics
        #expect(conditional.map(\.rule) == [.dependencyPolicy, .dependencyPolicy, .importPolicy])
        // The same reports at the same places; only the entry's extent grew.
        func report(_ diagnostics: [Diagnostic]) -> [String] {
            diagnostics.map { "\($0.path):\($0.line):\($0.column): \($0.message)" }
        }
        #expect(report(conditional) == report(plain))
    }
}
