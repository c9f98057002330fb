// swift-tools-version: 6.0
// Infrastructure: generic drivers (HTTP, storage, terminal, logging). Knows no
// Marquee layer; depends on no workspace package.
import PackageDescription

// Identical in all five manifests; Scripts/lint-architecture checks that.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Infrastructure",
    products: [
        .library(name: "MarqueeInfrastructure", targets: ["MarqueeInfrastructure"]),
        // A scriptable loopback HTTP server, a log capture and a recording
        // sleeper for the tests of this package and of Data and App.
        .library(name: "MarqueeInfrastructureTesting", targets: ["MarqueeInfrastructureTesting"]),
        // The test server as a process (prints its port, serves a directory
        // or a route file), for tests that run the built `marquee` binary.
        .executable(name: "marquee-test-server", targets: ["marquee-test-server"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "MarqueeInfrastructure",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "MarqueeInfrastructureTesting",
            dependencies: [
                "MarqueeInfrastructure",
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "marquee-test-server",
            dependencies: ["MarqueeInfrastructureTesting"],
            swiftSettings: strictSettings
        ),
        // Times NetworkService + Endpoint against bare URLSession + JSONDecoder:
        // swift run -c release --package-path Infrastructure marquee-http-benchmark
        .executableTarget(
            name: "marquee-http-benchmark",
            dependencies: ["MarqueeInfrastructure", "MarqueeInfrastructureTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeInfrastructureTests",
            dependencies: [
                "MarqueeInfrastructure",
                "MarqueeInfrastructureTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
