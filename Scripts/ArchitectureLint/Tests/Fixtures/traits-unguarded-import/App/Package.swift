// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "App",
    products: [.executable(name: "app", targets: ["MApp"])],
    traits: [
        .trait(name: "TMDB"),
        .trait(name: "PostgreSQL"),
        .trait(name: "Service", enabledTraits: ["TMDB"]),
        .default(enabledTraits: ["TMDB"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Infrastructure"),
    ],
    targets: [
        .executableTarget(
            name: "MApp",
            dependencies: [
                .product(name: "MDomain", package: "Domain"),
                .product(name: "MHTTPClient", package: "Infrastructure", condition: .when(traits: ["TMDB"])),
                .product(name: "MPostgres", package: "Infrastructure", condition: .when(traits: ["PostgreSQL"])),
                .product(name: "MServer", package: "Infrastructure", condition: .when(traits: ["Service"])),
                .product(name: "MCache", package: "Infrastructure", condition: .when(traits: ["TMDB", "Service"])),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MAppTests",
            dependencies: [
                "MApp",
                .product(name: "MHTTPClient", package: "Infrastructure", condition: .when(traits: ["TMDB"])),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
