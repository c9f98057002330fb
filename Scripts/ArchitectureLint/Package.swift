// swift-tools-version: 6.0
// The architecture lint: checks Scripts/architecture.json, every layer
// manifest and every `import` against each other, and draws the module graph.
// No dependencies, so it builds in seconds on a fresh machine.
import PackageDescription

let package = Package(
    name: "ArchitectureLint",
    products: [
        .executable(name: "architecture-lint", targets: ["architecture-lint"]),
    ],
    targets: [
        .target(name: "ArchitectureLintCore"),
        .executableTarget(
            name: "architecture-lint",
            dependencies: ["ArchitectureLintCore"]
        ),
        .executableTarget(
            name: "architecture-lint-benchmark",
            dependencies: ["ArchitectureLintCore"]
        ),
        .testTarget(
            name: "ArchitectureLintCoreTests",
            dependencies: ["ArchitectureLintCore"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
