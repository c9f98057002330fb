// swift-tools-version: 6.0
// App: the `marquee` executable. It may depend on all four layers (see
// Scripts/architecture.json); it declares only what it imports, because the
// architecture lint reports declared-but-unused dependencies.
// Composition root only: it parses arguments,
// builds the object graph from a configuration value and hands over to
// Presentation. No rules, no formatting.
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
        .executable(name: "marquee", targets: ["MarqueeApp"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Data"),
        .package(path: "../Infrastructure"),
        .package(path: "../Presentation"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    ],
    targets: [
        // The composition root: the configuration read once, the ports and the
        // contexts' use cases built from it, the full-screen app's terminal
        // loop. Every front end, benchmark and test takes its parts from here.
        .target(
            name: "MarqueeComposition",
            dependencies: [
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeData", package: "Data"),
                .product(name: "MarqueeDataTMDB", package: "Data"),
                .product(name: "MarqueeDataPostgreSQL", package: "Data"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueeHTTPClient", package: "Infrastructure"),
                .product(name: "MarqueeSQLite", package: "Infrastructure"),
                .product(name: "MarqueePostgreSQL", package: "Infrastructure"),
                .product(name: "MarqueeImages", package: "Infrastructure"),
                .product(name: "MarqueeTerminal", package: "Infrastructure"),
                .product(name: "MarqueeTerminalModel", package: "Infrastructure"),
                .product(name: "MarqueePresentation", package: "Presentation"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        // Key-to-frame latency of the full-screen app against the offline catalog:
        // swift run -c release --package-path App marquee-interactive-benchmark
        .executableTarget(
            name: "marquee-interactive-benchmark",
            dependencies: [
                "MarqueeComposition",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeTerminal", package: "Infrastructure"),
                .product(name: "MarqueeTerminalModel", package: "Infrastructure"),
                .product(name: "MarqueePresentation", package: "Presentation"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "MarqueeApp",
            dependencies: [
                "MarqueeComposition",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueePresentation", package: "Presentation"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictSettings,
            plugins: ["VersionStamp"]
        ),
        // Stamps the commit a build is made from into `marquee --version`.
        .plugin(name: "VersionStamp", capability: .buildTool()),
        .testTarget(
            name: "MarqueeAppTests",
            dependencies: [
                // Built so the tests can run the `marquee` binary.
                "MarqueeApp",
                .product(name: "MarqueePostgreSQL", package: "Infrastructure"),
                .product(name: "MarqueeInfrastructureTesting", package: "Infrastructure"),
                .product(name: "MarqueePostgreSQLTesting", package: "Infrastructure"),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
