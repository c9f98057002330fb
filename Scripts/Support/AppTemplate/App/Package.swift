// swift-tools-version: 6.1
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

@@if traits
// The drivers that are heavy to build and that the app runs without are
// package traits (SE-0450), off by default: a build compiles only the ones it
// enables, and without them `skeleton` keeps its data on this machine.
@@if http
// HTTP: AsyncHTTPClient and SwiftNIO, the largest build of all, for the
// contexts that call a web API.
@@endif
@@if postgresql
// PostgreSQL: postgres-nio (and SwiftNIO) for `--database-url`; the data
// stays in the local store without it.
@@endif
// The other drivers stay always on, because the offline app is built on
// them: its local store (SQLite, or one JSON file per context), the
// full-screen app (terminal), pictures (images); a build without them would
// have nothing to run.
// `swift build --package-path App --traits A,B` (or `--enable-all-traits`)
// builds them. Only the composition root and the tests have `#if` for them.
@@endif
let package = Package(
    name: "App",
    products: [
        .executable(name: "skeleton", targets: ["SkeletonApp"]),
    ],
@@if traits
    traits: [
@@if http
        .trait(name: "HTTP", description: "Web APIs over AsyncHTTPClient, for the contexts that call one."),
@@endif
@@if postgresql
        .trait(name: "PostgreSQL", description: "The data on a PostgreSQL server (postgres-nio): --database-url."),
@@endif
        .default(enabledTraits: []),
    ],
@@endif
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
@@if http
                .product(
                    name: "SkeletonHTTPClient", package: "Infrastructure", condition: .when(traits: ["HTTP"])),
@@endif
@@if postgresql
                // The PostgreSQL store: the schema (AppComposition.openPostgreSQL
                // opens it) and the driver, only with the PostgreSQL trait.
                .product(
                    name: "SkeletonDataPostgreSQL", package: "Data", condition: .when(traits: ["PostgreSQL"])),
                .product(
                    name: "SkeletonPostgreSQL", package: "Infrastructure", condition: .when(traits: ["PostgreSQL"])),
@@endif
@@if sqlite
                .product(name: "SkeletonSQLite", package: "Infrastructure"),
@@endif
@@if terminal
                .product(name: "SkeletonTerminal", package: "Infrastructure"),
                .product(name: "SkeletonTerminalModel", package: "Infrastructure"),
@@endif
                .product(name: "SkeletonPresentation", package: "Presentation"),
                .product(name: "SkeletonCommandLine", package: "Infrastructure"),
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
                .product(name: "SkeletonCommandLine", package: "Infrastructure"),
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
