import Foundation
import Testing
@testable import ArchitectureLintCore

/// Placing dependencies given through constants on the manifest's syntax
/// tree, including constants SwiftPM never type-checks (inactive `#if`
/// branches), which may refer to themselves or to each other at any depth.
@Suite struct ManifestLocatorTests {
    private func locator(_ text: String) -> ManifestLocator {
        ManifestLocator(path: "Package.swift", text: text, packageDirectory: URL(fileURLWithPath: "/fuzz/Package"))
    }

    private func manifest(constants: String) -> String {
        """
        \(constants)
        let package = Package(
            name: "P",
            targets: [
                .target(
                    name: "T",
                    dependencies: [a]
                ),
            ]
        )

        """
    }

    @Test func aDependencyInAConstantIsPlacedWhereTheConstantIsUsed() {
        let text = manifest(
            constants: "let x: Target.Dependency = \"X\"\nlet a = [x, .product(name: \"Y\", package: \"p\")]")
        let found = locator(text)
        #expect(found.target("T").line == 7)
        #expect(found.dependency("X", of: "T").line == 8)
        #expect(found.dependency("Y", of: "T").line == 8)
        #expect(found.dependency("Z", of: "T").line == found.target("T").line)
    }

    /// Found while adding the lint-source fuzz target, reading this code after
    /// a fuzzing run stalled. Every use of a constant walked it afresh, so
    /// `let a = [a, a, …]` with k entries cost k⁴ walks, stopped only by a
    /// depth limit of 4: 3 s for 40 entries, months for the 4 KiB the fuzzer
    /// tries. Each constant is now worked out once.
    @Test(.timeLimit(.minutes(1)))
    func aConstantListingItselfIsWorkedOutOnce() {
        let entries = Array(repeating: "a", count: 2_000).joined(separator: ", ")
        let text = manifest(constants: "#if false\nlet a = [\(entries), \"X\"]\n#endif")
        let start = ContinuousClock.now
        let found = locator(text)
        #expect(found.dependency("X", of: "T").line == 9)
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    /// Constants over constants, 40 deep, each listing the next twice: resolved
    /// at any depth (the old limit of 4 gave up at the fifth), each once (per
    /// path that would be 2⁴⁰ walks), its names kept once (not 2⁴⁰ of them).
    @Test(.timeLimit(.minutes(1)))
    func constantsListingEachOtherAreResolvedAtAnyDepth() {
        var constants = ["let c40 = [\"X\", .target(name: \"Y\")]"]
        for level in (1..<40).reversed() { constants.append("let c\(level) = [c\(level + 1), c\(level + 1)]") }
        constants.append("let a = [c1, c1]")
        let text = manifest(constants: constants.joined(separator: "\n"))
        let found = locator(text)
        let use = constants.count + 6
        #expect(found.dependency("X", of: "T").line == use)
        #expect(found.dependency("Y", of: "T").line == use)
    }
}
