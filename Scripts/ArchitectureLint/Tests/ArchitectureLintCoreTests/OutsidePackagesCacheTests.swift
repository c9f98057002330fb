import Foundation
import Testing
@testable import ArchitectureLintCore

/// An outside package's manifest is read once per version SwiftPM checked
/// out: while its `workspace-state.json` records the same revision and the
/// manifest file is untouched, its products come from the cache; a new
/// revision, an edited checkout or a newer lint reads it again.
@Suite struct OutsidePackagesCacheTests {
    private static let checkout = "Data/.build/checkouts/GRDB.swift/Package.swift"
    private static let state = "Data/.build/workspace-state.json"
    private static let clean = "architecture-lint: no violations (1 Swift file, 1 package checked)\n"
    /// What the report says once GRDB-dynamic vends `Else` instead of `GRDB`.
    private static let vendsElse = "MData may not depend on GRDB-dynamic, which brings Else"

    /// `swiftpm-outside-products` with GRDB checked out at `revision`.
    private func workspace(revision: String) throws -> ScratchWorkspace {
        let workspace = try ScratchWorkspace(copying: "swiftpm-outside-products")
        try workspace.write(try workspace.read("GRDB-manifest.swift.txt"), to: Self.checkout)
        try FileManager.default.setAttributes(
            [.modificationDate: Self.fixedTime], ofItemAtPath: workspace.url(Self.checkout).path)
        try writeState(revision: revision, in: workspace)
        return workspace
    }

    private func writeState(revision: String, in workspace: ScratchWorkspace) throws {
        try workspace.write(
            """
            {"object": {"artifacts": [], "dependencies": [{"basedOn": null, "packageRef": {"identity": "grdb.swift",
            "kind": "remoteSourceControl", "location": "https://github.com/groue/GRDB.swift.git", "name": "GRDB"},
            "state": {"checkoutState": {"revision": "\(revision)", "version": "7.10.0"}, "name": "sourceControlCheckout"},
            "subpath": "GRDB.swift"}], "prebuilts": []}, "version": 7}
            """, to: Self.state)
    }

    /// A whole second, so that setting it again restores it exactly.
    private static let fixedTime = Date(timeIntervalSince1970: 1_700_000_000)

    /// The checkout's manifest with GRDB-dynamic vending `Else`: the same
    /// size, and the modification time it had when `keepingTime` (set to
    /// ``fixedTime`` beforehand).
    private func editManifest(in workspace: ScratchWorkspace, keepingTime: Bool) throws {
        let url = workspace.url(Self.checkout)
        let text = try workspace.read(Self.checkout)
        let product = #".library(name: "GRDB-dynamic", type: .dynamic, targets: ["GRDB"]),"#
        #expect(text.contains(product))
        try workspace.write(
            text.replacingOccurrences(of: product, with: product.replacingOccurrences(of: "GRDB\"]", with: "Else\"]")),
            to: Self.checkout)
        if keepingTime {
            try FileManager.default.setAttributes([.modificationDate: Self.fixedTime], ofItemAtPath: url.path)
        }
    }

    @Test func anOutsideManifestIsReadOncePerResolvedVersion() throws {
        let workspace = try workspace(revision: "1111111")
        defer { workspace.remove() }
        #expect(try workspace.report() == Self.clean)
        try editManifest(in: workspace, keepingTime: true)
        // Same revision, same size and time: the manifest is not read again.
        #expect(try workspace.report() == Self.clean)
        try writeState(revision: "2222222", in: workspace)
        #expect(try workspace.report().contains(Self.vendsElse))
    }

    @Test func anEditedCheckoutIsReadAgainAtTheSameVersion() throws {
        let workspace = try workspace(revision: "1111111")
        defer { workspace.remove() }
        #expect(try workspace.report() == Self.clean)
        try editManifest(in: workspace, keepingTime: false)
        #expect(try workspace.report().contains(Self.vendsElse))
    }

    @Test func productsKeptByAnotherLintAreReadAgain() throws {
        let workspace = try workspace(revision: "1111111")
        defer { workspace.remove() }
        #expect(try workspace.report() == Self.clean)
        let kept = workspace.cache.appendingPathComponent("outside-products")
        let files = try FileManager.default.contentsOfDirectory(at: kept, includingPropertiesForKeys: nil)
        #expect(files.count == 1)
        for file in files { try Data(#"{"GRDB-dynamic":["Else"]}"#.utf8).write(to: file) }
        #expect(try workspace.report().contains(Self.vendsElse))
        #expect(try workspace.report(as: "lint 2") == Self.clean)
    }

    @Test func swiftPMsStateNamesEachCheckoutsRevisionAndVersion() {
        let state = ResolvedCheckouts(
            json: Data(
                #"""
                {"object": {"artifacts": [], "dependencies": [
                  {"packageRef": {"identity": "a"}, "state": {"checkoutState": {"revision": "r1", "version": "1.0.0"},
                   "name": "sourceControlCheckout"}, "subpath": "a"},
                  {"packageRef": {"identity": "b"}, "state": {"checkoutState": {"revision": "r2", "branch": "main"},
                   "name": "sourceControlCheckout"}, "subpath": "b"},
                  {"packageRef": {"identity": "c"}, "state": {"name": "edited", "path": "/x"}, "subpath": "c"}
                ]}, "version": 7}
                """#.utf8))
        #expect(state.states == ["a": "r1 1.0.0", "b": "r2 main"])
        #expect(ResolvedCheckouts(json: Data("not json".utf8)).states.isEmpty)
    }
}
