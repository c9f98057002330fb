import Foundation
import Testing
@testable import ArchitectureLintCore

/// What the lint does while SwiftPM evaluates the manifests (it starts every
/// dump at once, then scans the sources and parses the manifests it selected)
/// gives exactly what it would give if done after the dumps, one by one.
@Suite struct WhileSwiftPMRunsTests {
    /// Three packages with dependencies on each other, and one whose
    /// `Package@swift-6.0.swift` is what SwiftPM evaluates.
    private static let packages: [(fixture: String, package: String)] = [
        ("manifest-positions", "Domain"), ("manifest-positions", "Data"), ("manifest-positions", "Presentation"),
        ("swiftpm-version-specific", "Domain"),
    ]

    private static func selected(_ toolchain: Toolchain) -> [SelectedManifest] {
        packages.map {
            SelectedManifest(
                directory: FixtureTests.fixtures.appendingPathComponent($0.fixture).appendingPathComponent($0.package),
                toolchain: toolchain)
        }
    }

    @Test func dumpsStartedTogetherMatchDumpsOneByOne() throws {
        let loader = ManifestLoader(cacheDirectory: nil)
        let toolchain = Toolchain.current(cacheDirectory: nil)
        let manifests = Self.selected(toolchain)
        let together = try loader.start(manifests, toolchain: toolchain).wait().map { try $0.get() }
        let oneByOne = try manifests.map { try loader.load($0.directory) }
        #expect(together == oneByOne)
        #expect(
            together.map(\.fileName) == ["Package.swift", "Package.swift", "Package.swift", "Package@swift-6.0.swift"])
    }

    @Test func locatorsOfTheSelectedManifestsPlaceEverythingAsLocatorsOfTheDumpedOnes() throws {
        let root = FixtureTests.fixtures
        let loader = ManifestLoader(cacheDirectory: nil, root: root)
        for selected in Self.selected(Toolchain.current(cacheDirectory: nil)) {
            let manifest = try loader.load(selected.directory)
            let url = selected.directory.appendingPathComponent(manifest.fileName)
            let afterwards = ManifestLocator(
                path: SourceScanner.relativePath(url.path, to: root.path),
                text: try String(contentsOf: url, encoding: .utf8), packageDirectory: selected.directory)
            let locator = selected.locator(relativeTo: root.path)
            #expect(locator.path == afterwards.path)
            #expect(locator.suppressions == afterwards.suppressions)
            for target in manifest.targets {
                #expect(place(locator.target(target.name)) == place(afterwards.target(target.name)))
                for dependency in target.dependencies {
                    #expect(
                        place(locator.dependency(dependency.name, of: target.name))
                            == place(afterwards.dependency(dependency.name, of: target.name)))
                }
            }
            for dependency in manifest.dependencies {
                guard let path = dependency.localPath else { continue }
                #expect(place(locator.packageDependency(path: path)) == place(afterwards.packageDependency(path: path)))
            }
        }
    }

    @Test func earlyScanCoversEverySourceAndTestFileAsScannedAfterwards() throws {
        let root = FixtureTests.fixtures
        let directories = Self.selected(Toolchain.current(cacheDirectory: nil)).map(\.directory)
        let early = EarlyScan(packageDirectories: directories, root: root).results()
        let files = directories.flatMap { directory in
            ["Sources", "Tests"].flatMap {
                SourceFileFinder.swiftFiles(in: directory.appendingPathComponent($0), excluding: [])
            }
        }
        #expect(!files.isEmpty)
        #expect(early.count == files.count)
        for url in files {
            let afterwards = SourceScanner.scan(url, relativeTo: root.path)
            let scanned = try #require(early[url.standardizedFileURL.path])
            #expect(scanned.path == afterwards.path)
            #expect(scanned.imports == afterwards.imports)
            #expect(scanned.suppressions == afterwards.suppressions)
        }
    }

    private func place(_ location: ArchitectureLintCore.SourceLocation) -> [Int?] {
        [location.line, location.column, location.endLine, location.endColumn]
    }
}
