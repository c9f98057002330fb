// swift-tools-version: 6.0
// App: the `skeleton` executable. It may depend on all four layers (see
// Scripts/architecture.json); it declares only what it imports, because the
// architecture lint reports declared-but-unused dependencies.
// Composition root only: it parses arguments, builds the object graph from a
// configuration value and hands over to Presentation. No rules, no wording.
import PackageDescription

// Identical in all five manifests; Scripts/lint-architecture checks that.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "App",
    products: [
        .executable(name: "skeleton", targets: ["SkeletonApp"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Data"),
        .package(path: "../Infrastructure"),
        .package(path: "../Presentation"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
@@if swiftlog
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
@@endif
    ],
    targets: [
        // The composition root: the configuration read once, the ports and the
        // contexts' use cases built from it, the full-screen app's terminal
        // loop. Every front end and test takes its parts from here.
        .target(
            name: "SkeletonComposition",
            dependencies: [
                .product(name: "SkeletonDomain", package: "Domain"),
                .product(name: "SkeletonData", package: "Data"),
@@if postgresql
                .product(name: "SkeletonDataPostgreSQL", package: "Data"),
                .product(name: "SkeletonPostgreSQL", package: "Infrastructure"),
@@endif
@@if sqlite
                .product(name: "SkeletonSQLite", package: "Infrastructure"),
@@endif
@@if terminal
                .product(name: "SkeletonTerminal", package: "Infrastructure"),
                .product(name: "SkeletonTerminalModel", package: "Infrastructure"),
@@endif
                .product(name: "SkeletonPresentation", package: "Presentation"),
@@if swiftlog
                .product(name: "Logging", package: "swift-log"),
@@endif
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "SkeletonApp",
            dependencies: [
                "SkeletonComposition",
                .product(name: "SkeletonDomain", package: "Domain"),
                .product(name: "SkeletonPresentation", package: "Presentation"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SkeletonAppTests",
            dependencies: [
                // Built so the tests can run the `skeleton` binary.
                "SkeletonApp",
@@if terminal
                .product(name: "SkeletonInfrastructureTesting", package: "Infrastructure"),
@@endif
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
