// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "App",
    products: [.executable(name: "app", targets: ["MApp"])],
    traits: [
        .trait(name: "TMDB"),
        .trait(name: "PostgreSQL"),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(
            path: "../Infrastructure",
            traits: ["Fats", .trait(name: "Tracing", condition: .when(traits: ["PostgresQL"]))]
        ),
    ],
    targets: [
        .executableTarget(
            name: "MApp",
            dependencies: [
                .product(name: "MDomain", package: "Domain"),
                .product(name: "MHTTPClient", package: "Infrastructure", condition: .when(traits: ["TMBD"])),
                .product(name: "MPostgres", package: "Infrastructure", condition: .when(traits: ["PostgreSQL"])),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
