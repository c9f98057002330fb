// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Infrastructure",
    products: [
        .library(name: "MHTTPClient", targets: ["MHTTPClient"]),
        .library(name: "MPostgres", targets: ["MPostgres"]),
        .library(name: "MServer", targets: ["MServer"]),
        .library(name: "MCache", targets: ["MCache"]),
    ],
    traits: [
        .trait(name: "Fast"),
        .trait(name: "Tracing"),
        .default(enabledTraits: []),
    ],
    targets: [
        .target(name: "MHTTPClient", swiftSettings: strict),
        .target(name: "MPostgres", swiftSettings: strict),
        .target(name: "MServer", swiftSettings: strict),
        .target(name: "MCache", swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
