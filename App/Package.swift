// swift-tools-version: 6.1
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

// The adapters to the outside world are package traits (SE-0450): a build
// compiles only the ones it enables. Without any, `marquee` is the offline
// box office (the bundled catalog, the SQLite file, the full-screen app) and
// builds none of AsyncHTTPClient, postgres-nio, Hummingbird or swift-crypto.
// `swift build --package-path App --traits TMDB,PostgreSQL,Service` (or
// `--enable-all-traits`) builds everything. Only the composition root, the
// service's module and the tests have `#if` for them.
let package = Package(
    name: "App",
    products: [
        .executable(name: "marquee", targets: ["MarqueeApp"])
    ],
    traits: [
        .trait(
            name: "TMDB",
            description: "Movies and posters from TMDB over HTTP (AsyncHTTPClient): --source tmdb, TMDB_ACCESS_TOKEN."),
        .trait(
            name: "PostgreSQL",
            description: "Customers, screenings and orders on a PostgreSQL server (postgres-nio): --database-url."),
        .trait(
            name: "Service",
            description: "The box office as an HTTP service (Hummingbird) and desks that use it: serve, desks, --server."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Data"),
        .package(path: "../Infrastructure"),
        .package(path: "../Presentation"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
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
                .product(name: "MarqueeDataSQLite", package: "Data"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueeSQLite", package: "Infrastructure"),
                .product(name: "MarqueeImages", package: "Infrastructure"),
                .product(name: "MarqueeTerminal", package: "Infrastructure"),
                .product(name: "MarqueeTerminalModel", package: "Infrastructure"),
                .product(name: "MarqueePresentation", package: "Presentation"),
                .product(name: "MarqueeCommandLine", package: "Infrastructure"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "MarqueeDataTMDB", package: "Data", condition: .when(traits: ["TMDB"])),
                .product(name: "MarqueeHTTPClient", package: "Infrastructure", condition: .when(traits: ["TMDB"])),
                .product(name: "MarqueeDataPostgreSQL", package: "Data", condition: .when(traits: ["PostgreSQL"])),
                .product(name: "MarqueePostgreSQL", package: "Infrastructure", condition: .when(traits: ["PostgreSQL"])),
                .product(name: "MarqueeDataService", package: "Data", condition: .when(traits: ["Service"])),
                .product(name: "MarqueeHTTPServer", package: "Infrastructure", condition: .when(traits: ["Service"])),
                .target(name: "MarqueeServer", condition: .when(traits: ["Service"])),
            ],
            swiftSettings: strictSettings
        ),
        // The box office as an HTTP service: the API's handlers (the wire's
        // types to Domain's values and back, errors as problems worded by
        // Presentation), which need only the generated types and the
        // request's task-local context, so they build in every build; and,
        // with the Service trait, the server that runs them on
        // Infrastructure's Hummingbird driver (`BoxOfficeService.swift`,
        // `ProblemMiddleware.swift`). A front end beside the commands and the
        // full-screen app; `marquee` links it only with the Service trait.
        .target(
            name: "MarqueeServer",
            dependencies: [
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueePresentation", package: "Presentation"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "MarqueeAPI", package: "Data"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "MarqueeHTTPServer", package: "Infrastructure", condition: .when(traits: ["Service"])),
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
                .product(name: "MarqueeCommandLine", package: "Infrastructure"),
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
                .product(name: "MarqueeInfrastructureTesting", package: "Infrastructure"),
                .product(name: "MarqueeSQLite", package: "Infrastructure"),
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
                .product(name: "MarqueeData", package: "Data"),
                .product(name: "MarqueePresentation", package: "Presentation"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "MarqueePostgreSQL", package: "Infrastructure", condition: .when(traits: ["PostgreSQL"])),
                .product(
                    name: "MarqueePostgreSQLTesting", package: "Infrastructure", condition: .when(traits: ["PostgreSQL"])
                ),
                .product(name: "MarqueeDataPostgreSQL", package: "Data", condition: .when(traits: ["PostgreSQL"])),
                .target(name: "MarqueeServer", condition: .when(traits: ["Service"])),
                .product(name: "MarqueeHTTPServer", package: "Infrastructure", condition: .when(traits: ["Service"])),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure", condition: .when(traits: ["Service"])),
                .product(name: "MarqueeDataService", package: "Data", condition: .when(traits: ["Service"])),
                .product(name: "MarqueeAPI", package: "Data", condition: .when(traits: ["Service"])),
                .product(name: "MarqueeDataSQLite", package: "Data", condition: .when(traits: ["Service"])),
                .product(name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["Service"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Service"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Service"])),
            ],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
