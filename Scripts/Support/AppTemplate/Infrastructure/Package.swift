// swift-tools-version: 6.0
// Infrastructure: the drivers, one module each, so a package depends on
// exactly the drivers it uses. They are Marquee's kit, a package of its own
// that this one depends on by URL and version, as on any outside package;
// each module here re-exports the kit's (`@_exported public import`), so the
// other packages import Skeleton's names and the kit is named in this one
// manifest: a newer kit is a new version here, a driver of your own a new
// module beside these. SkeletonTerminalModel is text as a terminal shows it —
// cells, styles, keys, display width and neutralising — in the standard
// library only: Presentation draws into it as into a UI framework, with
// SkeletonTerminalUI's building blocks (with the terminal driver), and
// renders its commands into SkeletonCommandLine's output.
// Knows no Skeleton layer; depends on no workspace package.
import PackageDescription

// Identical in all five manifests; Scripts/lint-architecture checks that.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// A module of Skeleton's that is the kit's `library`.
func driver(_ name: String, _ library: String) -> Target {
    .target(
        name: name, dependencies: [.product(name: library, package: "@@kit-package@@")], swiftSettings: strictSettings)
}

let package = Package(
    name: "Infrastructure",
    products: [
        .library(name: "SkeletonInfrastructure", targets: ["SkeletonInfrastructure"]),
        .library(name: "SkeletonTerminalModel", targets: ["SkeletonTerminalModel"]),
        .library(name: "SkeletonCommandLine", targets: ["SkeletonCommandLine"]),
@@if terminal
        .library(name: "SkeletonTerminalUI", targets: ["SkeletonTerminalUI"]),
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
        // Test support: temporary files and processes for everyone, and
        // per driver what its tests need.
        .library(name: "SkeletonInfrastructureTesting", targets: ["SkeletonInfrastructureTesting"]),
@@if http
        .library(name: "SkeletonHTTPClientTesting", targets: ["SkeletonHTTPClientTesting"]),
@@endif
@@if postgresql
        .library(name: "SkeletonPostgreSQLTesting", targets: ["SkeletonPostgreSQLTesting"]),
@@endif
@@if terminal
        .library(name: "SkeletonTerminalTesting", targets: ["SkeletonTerminalTesting"]),
@@endif
    ],
    dependencies: [
        // Marquee's kit: only the libraries named below are built.
        .package(url: "@@kit-url@@", from: "@@kit-version@@"),
@@if sqlite
        // The SQLite driver's schema is GRDB's: its test writes one.
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
@@endif
    ],
    targets: [
        // Atomic file writes, durations.
        driver("SkeletonInfrastructure", "MarqueeInfrastructure"),
        // Cells, styles, colours, keys, display width and text neutralising.
        driver("SkeletonTerminalModel", "MarqueeTerminalModel"),
        // A one-shot command's output: its lines, its JSON, its exit status.
        driver("SkeletonCommandLine", "MarqueeCommandLine"),
@@if terminal
        // The panels' building blocks: text fields, list selections, form rows,
        // shortcuts, the theme's styles, the tracker of the panels' loads.
        driver("SkeletonTerminalUI", "MarqueeTerminalUI"),
        // Raw mode, the alternate screen, key decoding and frame diffing.
        driver("SkeletonTerminal", "MarqueeTerminal"),
@@endif
@@if images
        // JPEG decoding (libjpeg-turbo, through pkg-config) and half-block cells.
        driver("SkeletonImages", "MarqueeImages"),
@@endif
@@if http
        // NetworkService and Endpoint over AsyncHTTPClient.
        driver("SkeletonHTTPClient", "MarqueeHTTPClient"),
@@endif
@@if sqlite
        // One SQLite file over GRDB: owner-only, WAL, checked identity.
        driver("SkeletonSQLite", "MarqueeSQLite"),
@@endif
@@if postgresql
        // A PostgreSQL server over postgres-nio: settings from a URL, migrations.
        driver("SkeletonPostgreSQL", "MarqueePostgreSQL"),
@@endif
        driver("SkeletonInfrastructureTesting", "MarqueeInfrastructureTesting"),
@@if http
        driver("SkeletonHTTPClientTesting", "MarqueeHTTPClientTesting"),
@@endif
@@if postgresql
        driver("SkeletonPostgreSQLTesting", "MarqueePostgreSQLTesting"),
@@endif
@@if terminal
        driver("SkeletonTerminalTesting", "MarqueeTerminalTesting"),
@@endif
        // The kit's own tests are the kit's; these check that each driver
        // this app chose resolves, links and works on this machine.
        .testTarget(
            name: "SkeletonInfrastructureTests",
            dependencies: [
                "SkeletonInfrastructure", "SkeletonInfrastructureTesting", "SkeletonTerminalModel", "SkeletonCommandLine",
@@if terminal
                "SkeletonTerminal", "SkeletonTerminalUI",
@@endif
@@if images
                "SkeletonImages",
@@endif
@@if http
                "SkeletonHTTPClient",
@@endif
@@if sqlite
                "SkeletonSQLite", .product(name: "GRDB", package: "GRDB.swift"),
@@endif
@@if postgresql
                "SkeletonPostgreSQL",
@@endif
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
