// swift-tools-version: 6.0
// Infrastructure: generic drivers, one module each, so a package depends on
// exactly the drivers it uses. SkeletonTerminalModel is text as a terminal
// shows it — cells, styles, keys, display width and neutralising — in the
// standard library only: Presentation draws into it as into a UI framework.
// Knows no Skeleton layer; depends on no workspace package.
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
        .library(name: "SkeletonInfrastructure", targets: ["SkeletonInfrastructure"]),
        .library(name: "SkeletonTerminalModel", targets: ["SkeletonTerminalModel"]),
@@if terminal
        .library(name: "SkeletonTerminal", targets: ["SkeletonTerminal"]),
@@endif
@@if images
        .library(name: "SkeletonImages", targets: ["SkeletonImages"]),
@@endif
@@if http
        .library(name: "SkeletonHTTPClient", targets: ["SkeletonHTTPClient"]),
@@endif
@@if sqlite
        .library(name: "SkeletonSQLite", targets: ["SkeletonSQLite"]),
@@endif
@@if postgresql
        .library(name: "SkeletonPostgreSQL", targets: ["SkeletonPostgreSQL"]),
@@endif
        // Test support: temporary files for everyone, and per driver what
        // its tests need.
        .library(name: "SkeletonInfrastructureTesting", targets: ["SkeletonInfrastructureTesting"]),
@@if http
        .library(name: "SkeletonHTTPClientTesting", targets: ["SkeletonHTTPClientTesting"]),
@@endif
@@if postgresql
        .library(name: "SkeletonPostgreSQLTesting", targets: ["SkeletonPostgreSQLTesting"]),
@@endif
@@if terminal
        .library(name: "SkeletonTerminalTesting", targets: ["SkeletonTerminalTesting"]),
        // A tiny full-screen app on the terminal driver, for the pty tests
        // (and for trying keys by hand).
        .executable(name: "skeleton-terminal-demo", targets: ["skeleton-terminal-demo"]),
@@endif
    ],
    dependencies: [
@@if swiftlog
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
@@endif
@@if sqlite
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
@@endif
@@if postgresql
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
@@endif
@@if http
        // The HTTP transport: AsyncHTTPClient over SwiftNIO.
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
@@endif
@@if http|postgresql
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
@@endif
    ],
    targets: [
        // Small pieces every driver shares: atomic file writes, durations.
        .target(name: "SkeletonInfrastructure", swiftSettings: strictSettings),
        // Cells, styles, colours, keys, display width and text neutralising:
        // the standard library only.
        .target(name: "SkeletonTerminalModel", swiftSettings: strictSettings),
@@if terminal
        // Raw mode, the alternate screen, key decoding and frame diffing.
        .target(
            name: "SkeletonTerminal",
            dependencies: ["CTerminalCrash", "SkeletonInfrastructure", "SkeletonTerminalModel"],
            swiftSettings: strictSettings
        ),
        // The async-signal-safe handler that restores the terminal when the
        // process crashes, which Swift cannot write itself.
        .target(name: "CTerminalCrash"), // architecture:allow compiler-settings: C sources only; Swift settings do not apply
@@endif
@@if images
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
        // JPEG decoding and images drawn as half-block cells.
        .target(
            name: "SkeletonImages", dependencies: ["CJPEGDecode", "SkeletonTerminalModel"],
            swiftSettings: strictSettings
        ),
@@endif
@@if http
        // NetworkService and Endpoint over AsyncHTTPClient.
        .target(
            name: "SkeletonHTTPClient",
            dependencies: [
                "SkeletonInfrastructure",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
@@endif
@@if sqlite
        // One SQLite file over GRDB: owner-only, WAL, checked identity.
        .target(
            name: "SkeletonSQLite",
            dependencies: ["SkeletonInfrastructure", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strictSettings
        ),
@@endif
@@if postgresql
        // A PostgreSQL server over postgres-nio: settings from a URL, migrations.
        .target(
            name: "SkeletonPostgreSQL",
            dependencies: [
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
@@endif
        .target(
            name: "SkeletonInfrastructureTesting",
@@if http
            dependencies: ["SkeletonInfrastructure", .product(name: "Logging", package: "swift-log")],
@@elif postgresql
            dependencies: ["SkeletonInfrastructure"],
@@endif
            swiftSettings: strictSettings
        ),
@@if http
        .target(
            name: "SkeletonHTTPClientTesting",
            dependencies: [
                "SkeletonHTTPClient",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: strictSettings
        ),
@@endif
@@if postgresql
        .target(
            name: "SkeletonPostgreSQLTesting",
            dependencies: [
                "SkeletonPostgreSQL",
                "SkeletonInfrastructureTesting",
                .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
@@endif
@@if terminal
        .target(
            name: "SkeletonTerminalTesting", dependencies: ["SkeletonTerminal"], swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "skeleton-terminal-demo",
            dependencies: ["SkeletonTerminal", "SkeletonTerminalModel"],
            swiftSettings: strictSettings
        ),
@@endif
        .testTarget(
            name: "SkeletonInfrastructureTests",
            dependencies: ["SkeletonInfrastructure", "SkeletonInfrastructureTesting"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SkeletonTerminalModelTests",
            dependencies: ["SkeletonTerminalModel"],
            swiftSettings: strictSettings
        ),
@@if terminal
        .testTarget(
            name: "SkeletonTerminalTests",
            dependencies: [
                "SkeletonTerminal", "SkeletonTerminalModel", "SkeletonTerminalTesting",
                "SkeletonInfrastructureTesting",
            ],
            swiftSettings: strictSettings
        ),
@@endif
@@if images
        .testTarget(
            name: "SkeletonImagesTests",
            dependencies: ["SkeletonImages", "SkeletonTerminalModel"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
@@endif
@@if http
        .testTarget(
            name: "SkeletonHTTPClientTests",
            dependencies: [
                "SkeletonHTTPClient", "SkeletonHTTPClientTesting", "SkeletonInfrastructureTesting",
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: strictSettings
        ),
@@endif
@@if sqlite
        .testTarget(
            name: "SkeletonSQLiteTests",
            dependencies: [
                "SkeletonSQLite", "SkeletonInfrastructureTesting", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
@@endif
@@if postgresql
        .testTarget(
            name: "SkeletonPostgreSQLTests",
            dependencies: [
                "SkeletonPostgreSQL", "SkeletonPostgreSQLTesting", "SkeletonInfrastructureTesting",
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
@@endif
    ],
    swiftLanguageModes: [.v6]
)
