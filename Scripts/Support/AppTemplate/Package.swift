// swift-tools-version: 6.1
// The workspace root: one `swift build` here builds all five layer packages and
// the `skeleton` executable, and one place opens the whole workspace in an IDE.
// The layer packages stay independent: each has its own manifest and tests
// (run them with Scripts/test).
import PackageDescription

let package = Package(
    name: "Skeleton",
    dependencies: [
        .package(path: "Domain"),
        .package(path: "Infrastructure"),
        .package(path: "Data"),
        .package(path: "Presentation"),
@@if http&postgresql
        // Every driver: the root build is the whole workspace.
        .package(path: "App", traits: ["HTTP", "PostgreSQL"]),
@@elif http
        // Every driver: the root build is the whole workspace.
        .package(path: "App", traits: ["HTTP"]),
@@elif postgresql
        // Every driver: the root build is the whole workspace.
        .package(path: "App", traits: ["PostgreSQL"]),
@@else
        .package(path: "App"),
@@endif
    ],
    targets: [
        // Depends on every product so that building the root builds them all,
        // the `skeleton` executable included. It holds no code of its own.
        .target(
            name: "SkeletonWorkspace",
            dependencies: [
                .product(name: "SkeletonDomain", package: "Domain"),
                .product(name: "SkeletonDomainTesting", package: "Domain"),
                .product(name: "SkeletonInfrastructure", package: "Infrastructure"),
                .product(name: "SkeletonTerminalModel", package: "Infrastructure"),
@@if terminal
                .product(name: "SkeletonTerminal", package: "Infrastructure"),
@@endif
@@if images
                .product(name: "SkeletonImages", package: "Infrastructure"),
@@endif
@@if http
                .product(name: "SkeletonHTTPClient", package: "Infrastructure"),
@@endif
@@if sqlite
                .product(name: "SkeletonSQLite", package: "Infrastructure"),
@@endif
@@if postgresql
                .product(name: "SkeletonPostgreSQL", package: "Infrastructure"),
@@endif
                .product(name: "SkeletonData", package: "Data"),
@@if postgresql
                .product(name: "SkeletonDataPostgreSQL", package: "Data"),
@@endif
                .product(name: "SkeletonPresentation", package: "Presentation"),
                .product(name: "skeleton", package: "App"),
            ],
            path: "Scripts/Support/Workspace"
        ),
    ],
    swiftLanguageModes: [.v6]
)
