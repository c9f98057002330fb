// swift-tools-version: 6.0
// A project outside the workspace that uses Marquee's kit the way an app
// would: by URL and version, from the repository Scripts/publish-kit produces.
// It proves the published package resolves and builds on its own, and that
// its drivers work for code written here: the SQLite driver over a real file,
// the terminal model drawing a frame, an atomic file write.
//
// The URL is read from MARQUEE_KIT_URL when the manifest is evaluated, so CI
// can publish to a fresh temporary directory and point here without rewriting
// this file; unset, it is the default target of `Scripts/publish-kit`, the
// workspace's .build-published-kit:
//
//   Scripts/publish-kit --version 1.0.0 --to "$dir"
//   MARQUEE_KIT_URL="file://$dir" swift test --package-path Scripts/Support/KitConsumer
//
// A real project writes its URL here instead (see the README).
import PackageDescription

let kitURL =
    Context.environment["MARQUEE_KIT_URL"]
    ?? "file://" + Context.packageDirectory + "/../../../.build-published-kit"

// SwiftPM names a package fetched by URL after the URL's last path component.
let kitPackage = String(
    kitURL.split(separator: "/").last.map { $0.hasSuffix(".git") ? $0.dropLast(4) : $0 } ?? "Infrastructure"
)

let package = Package(
    name: "KitConsumer",
    products: [
        .library(name: "BikeRack", targets: ["BikeRack"])
    ],
    dependencies: [
        .package(url: kitURL, from: "1.0.0"),
        // The SQLite driver's API speaks GRDB's types (a migrator, a database).
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "BikeRack",
            dependencies: [
                .product(name: "MarqueeSQLite", package: kitPackage),
                .product(name: "MarqueeTerminalModel", package: kitPackage),
                .product(name: "MarqueeInfrastructure", package: kitPackage),
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .testTarget(
            name: "BikeRackTests",
            dependencies: ["BikeRack", .product(name: "MarqueeTerminalModel", package: kitPackage)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
