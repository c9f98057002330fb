// swift-tools-version: 6.0
// Infrastructure: generic drivers, one module each, so a package depends on
// exactly the drivers it uses (as swift-nio splits NIOCore, NIOPosix,
// NIOHTTP1): the HTTP client, SQLite, PostgreSQL, the terminal, images.
// MarqueeTerminalModel is the terminal's cells, styles, keys and display
// width in the standard library only: Presentation draws into it as into a UI
// framework, and the terminal driver writes it out. Knows no Marquee layer;
// depends on no workspace package. Published by URL as Marquee's kit
// (Scripts/publish-kit), hence its name: an app's own Infrastructure package
// depends on it, and SwiftPM takes two packages of one name for one.
import PackageDescription

// Identical in all five manifests; Scripts/lint-architecture checks that.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "MarqueeKit",
    products: [
        .library(name: "MarqueeInfrastructure", targets: ["MarqueeInfrastructure"]),
        .library(name: "MarqueeTerminalModel", targets: ["MarqueeTerminalModel"]),
        .library(name: "MarqueeTerminalUI", targets: ["MarqueeTerminalUI"]),
        .library(name: "MarqueeCommandLine", targets: ["MarqueeCommandLine"]),
        .library(name: "MarqueeTerminal", targets: ["MarqueeTerminal"]),
        .library(name: "MarqueeImages", targets: ["MarqueeImages"]),
        .library(name: "MarqueeHTTPClient", targets: ["MarqueeHTTPClient"]),
        .library(name: "MarqueeSQLite", targets: ["MarqueeSQLite"]),
        .library(name: "MarqueePostgreSQL", targets: ["MarqueePostgreSQL"]),
        .library(name: "MarqueeHTTPServer", targets: ["MarqueeHTTPServer"]),
        // Test support, one library per driver: a loopback HTTP server, a log
        // capture, temporary files and tmux for everyone; a canned network
        // service and a recording sleeper for HTTP; a throwaway PostgreSQL
        // server's settings; an in-memory terminal.
        .library(name: "MarqueeInfrastructureTesting", targets: ["MarqueeInfrastructureTesting"]),
        .library(name: "MarqueeHTTPClientTesting", targets: ["MarqueeHTTPClientTesting"]),
        .library(name: "MarqueePostgreSQLTesting", targets: ["MarqueePostgreSQLTesting"]),
        .library(name: "MarqueeTerminalTesting", targets: ["MarqueeTerminalTesting"]),
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
        // The HTTP transport: AsyncHTTPClient over SwiftNIO, so no command
        // loads FoundationNetworking and libcurl.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        // The HTTP server: Hummingbird, OpenAPI handlers registered on its
        // router, Prometheus metrics, graceful shutdown.
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        // HTTPS for the server (HummingbirdTLS's certificates and keys).
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird.git", from: "2.1.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
    ],
    targets: [
        // Small pieces every driver shares: atomic file writes, durations.
        .target(name: "MarqueeInfrastructure", swiftSettings: strictSettings),
        // Cells, styles, colours, keys, display width and text neutralising:
        // the standard library only.
        .target(name: "MarqueeTerminalModel", swiftSettings: strictSettings),
        // The panels' building blocks over the model: text fields, list
        // selections, form rows, shortcuts, the theme's styles, the tracker of
        // panels' loads. The standard library and the model only.
        .target(name: "MarqueeTerminalUI", dependencies: ["MarqueeTerminalModel"], swiftSettings: strictSettings),
        // A one-shot command's output: its lines, its JSON, its exit status
        // (standard library and the terminal model only).
        .target(name: "MarqueeCommandLine", dependencies: ["MarqueeTerminalModel"], swiftSettings: strictSettings),
        // Raw mode, the alternate screen, key decoding and frame diffing.
        .target(
            name: "MarqueeTerminal",
            dependencies: ["CTerminalCrash", "MarqueeInfrastructure", "MarqueeTerminalModel", "MarqueeTerminalUI"],
            swiftSettings: strictSettings
        ),
        // The async-signal-safe handler that restores the terminal when the
        // process crashes, which Swift cannot write itself.
        .target(name: "CTerminalCrash"),  // architecture:allow compiler-settings: C sources only; Swift settings do not apply
        // libjpeg-turbo, found through pkg-config.
        .systemLibrary(
            name: "CLibJPEG",  // architecture:allow compiler-settings: a system library has no Swift settings
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg-dev"]), .brew(["jpeg-turbo"])]
        ),
        // The setjmp/longjmp wrapper around libjpeg's decoder that Swift
        // cannot write itself.
        .target(
            name: "CJPEGDecode",  // architecture:allow compiler-settings: C sources only; Swift settings do not apply
            dependencies: ["CLibJPEG"]  // architecture:allow unused-dependency: its C file includes jpeglib.h
        ),
        // JPEG decoding and images drawn as half-block cells.
        .target(
            name: "MarqueeImages", dependencies: ["CJPEGDecode", "MarqueeTerminalModel"],
            swiftSettings: strictSettings
        ),
        // NetworkService and Endpoint over AsyncHTTPClient.
        .target(
            name: "MarqueeHTTPClient",
            dependencies: [
                "MarqueeInfrastructure",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        // One SQLite file over GRDB: owner-only, WAL, checked identity.
        .target(
            name: "MarqueeSQLite",
            dependencies: ["MarqueeInfrastructure", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
        // A PostgreSQL server over postgres-nio: settings from a URL, migrations.
        .target(
            name: "MarqueePostgreSQL",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
        // An HTTP server over Hummingbird for handlers an application
        // registers (an OpenAPI server's): request ids and logs, metrics on
        // their own loopback listener, body caps, timeouts, bearer
        // credentials, idempotency keys, TLS, graceful shutdown.
        .target(
            name: "MarqueeHTTPServer",
            dependencies: [
                "MarqueeInfrastructure",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTLS", package: "hummingbird"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "MarqueeInfrastructureTesting",
            dependencies: ["MarqueeInfrastructure", .product(name: "Logging", package: "swift-log")],
            swiftSettings: strictSettings
        ),
        .target(
            name: "MarqueeHTTPClientTesting",
            dependencies: [
                "MarqueeHTTPClient",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "MarqueePostgreSQLTesting",
            dependencies: [
                "MarqueePostgreSQL",
                "MarqueeInfrastructureTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "MarqueeTerminalTesting", dependencies: ["MarqueeTerminal"], swiftSettings: strictSettings
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
            dependencies: ["MarqueeHTTPClient", "MarqueeHTTPClientTesting", "MarqueeInfrastructureTesting"],
            swiftSettings: strictSettings
        ),
        // The benchmark's baseline: the HTTP server answering a fixed body
        // (Scripts/Benchmarks/benchmark-server).
        .executableTarget(
            name: "marquee-http-fixed-body",
            dependencies: [
                "MarqueeHTTPServer",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "marquee-terminal-demo",
            dependencies: ["MarqueeTerminal", "MarqueeTerminalModel"],
            swiftSettings: strictSettings
        ),
        // Bytes and time per frame of FrameRenderer's diff against a full redraw:
        // swift run -c release --package-path Infrastructure marquee-terminal-benchmark
        .executableTarget(
            name: "marquee-terminal-benchmark",
            dependencies: ["MarqueeImages", "MarqueeTerminal", "MarqueeTerminalModel"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeInfrastructureTests",
            dependencies: ["MarqueeInfrastructure", "MarqueeInfrastructureTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeTerminalModelTests",
            dependencies: ["MarqueeTerminalModel"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeTerminalUITests",
            dependencies: ["MarqueeTerminalUI", "MarqueeTerminalModel"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeCommandLineTests",
            dependencies: ["MarqueeCommandLine", "MarqueeTerminalModel"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeTerminalTests",
            dependencies: [
                "MarqueeTerminal", "MarqueeTerminalModel", "MarqueeTerminalTesting", "MarqueeInfrastructureTesting",
                "MarqueeTerminalUI",
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeImagesTests",
            dependencies: ["MarqueeImages", "MarqueeTerminalModel"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeHTTPClientTests",
            dependencies: [
                "MarqueeHTTPClient", "MarqueeHTTPClientTesting", "MarqueeInfrastructureTesting",
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeSQLiteTests",
            dependencies: [
                "MarqueeSQLite", "MarqueeInfrastructureTesting", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeHTTPServerTests",
            dependencies: [
                "MarqueeHTTPServer", "MarqueeInfrastructure", "MarqueeInfrastructureTesting",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueePostgreSQLTests",
            dependencies: [
                "MarqueePostgreSQL", "MarqueePostgreSQLTesting", "MarqueeInfrastructureTesting",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
