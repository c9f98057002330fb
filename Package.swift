// swift-tools-version: 6.1
// The workspace root: one `swift build` here builds all five layer packages and
// the `marquee` executable, and one place opens the whole workspace in an IDE.
// The layer packages stay independent: each has its own manifest and tests
// (run them with Scripts/test).
import PackageDescription

let package = Package(
    name: "Marquee",
    dependencies: [
        .package(path: "Domain"),
        .package(path: "Infrastructure"),
        .package(path: "Data"),
        .package(path: "Presentation"),
        // Every adapter: the root build is the whole workspace.
        .package(path: "App", traits: ["TMDB", "PostgreSQL", "Service"]),
    ],
    targets: [
        // Depends on every product so that building the root builds them all,
        // the `marquee` executable included. It holds no code of its own.
        .target(
            name: "MarqueeWorkspace",
            dependencies: [
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueeTerminalModel", package: "Infrastructure"),
                .product(name: "MarqueeTerminal", package: "Infrastructure"),
                .product(name: "MarqueeImages", package: "Infrastructure"),
                .product(name: "MarqueeHTTPClient", package: "Infrastructure"),
                .product(name: "MarqueeSQLite", package: "Infrastructure"),
                .product(name: "MarqueePostgreSQL", package: "Infrastructure"),
                .product(name: "MarqueeData", package: "Data"),
                .product(name: "MarqueeDataTMDB", package: "Data"),
                .product(name: "MarqueeDataPostgreSQL", package: "Data"),
                .product(name: "MarqueePresentation", package: "Presentation"),
                .product(name: "marquee", package: "App"),
            ],
            path: "Scripts/Support/Workspace"
        ),
    ],
    swiftLanguageModes: [.v6]
)
