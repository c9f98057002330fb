// swift-tools-version: 6.0
// The architecture lint: checks Scripts/architecture.json, every layer
// manifest and every `import` against each other, and draws the module graph.
// Its own tests, with their fixture workspaces, live where it came from.
// Swift sources and manifests are parsed with swift-syntax's SwiftParser, so
// the lint reads Swift exactly as the compiler does (a clean build of the
// parser takes about a minute or two on two cores).
import PackageDescription

let package = Package(
    name: "ArchitectureLint",
    products: [
        .executable(name: "architecture-lint", targets: ["architecture-lint"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    ],
    targets: [
        .target(
            name: "ArchitectureLintCore",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        .executableTarget(
            name: "architecture-lint",
            dependencies: ["ArchitectureLintCore"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
