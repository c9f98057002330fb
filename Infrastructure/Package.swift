// swift-tools-version: 6.0
// Infrastructure: generic drivers (HTTP, SQLite and PostgreSQL storage,
// terminal, logging). Knows no
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
        // A tiny full-screen app on the terminal driver, for the pty tests
        // (and for trying keys by hand).
        .executable(name: "marquee-terminal-demo", targets: ["marquee-terminal-demo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        // The HTTP transport: AsyncHTTPClient over SwiftNIO (already linked for
        // PostgreSQL), so no command loads FoundationNetworking and libcurl.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
    ],
    targets: [
        // libjpeg-turbo, found through pkg-config.
        .systemLibrary(
            name: "CLibJPEG", // architecture:allow compiler-settings: a system library has no Swift settings
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        // The setjmp/longjmp wrapper around libjpeg's decoder that Swift
        // cannot write itself.
        .target(
            name: "CJPEGDecode", // architecture:allow compiler-settings: C sources only; Swift settings do not apply
            dependencies: ["CLibJPEG"] // architecture:allow unused-dependency: its C file includes jpeglib.h
        ),
        .target(
            name: "MarqueeInfrastructure",
            dependencies: [
                "CJPEGDecode",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "MarqueeInfrastructureTesting",
            dependencies: [
                "MarqueeInfrastructure",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "marquee-test-server",
            dependencies: ["MarqueeInfrastructureTesting"],
            swiftSettings: strictSettings
        ),
        // Times NetworkService + Endpoint against a bare client GET (BareHTTPGet) + JSONDecoder:
        // swift run -c release --package-path Infrastructure marquee-http-benchmark
        .executableTarget(
            name: "marquee-http-benchmark",
            dependencies: ["MarqueeInfrastructure", "MarqueeInfrastructureTesting"],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "marquee-terminal-demo",
            dependencies: ["MarqueeInfrastructure"],
            swiftSettings: strictSettings
        ),
        // Bytes and time per frame of FrameRenderer's diff against a full redraw:
        // swift run -c release --package-path Infrastructure marquee-terminal-benchmark
        .executableTarget(
            name: "marquee-terminal-benchmark",
            dependencies: ["MarqueeInfrastructure"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeInfrastructureTests",
            dependencies: [
                "MarqueeInfrastructure",
                "MarqueeInfrastructureTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            resources: [.copy("Images/Fixtures"), .copy("Resources")],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
