// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Infrastructure",
    products: [
        .library(name: "MHTTPClient", targets: ["MHTTPClient"]),
    ],
    traits: [
        .trait(name: "Fast"),
        .trait(name: "Tracing"),
        .default(enabledTraits: []),
    ],
    targets: [
        .target(name: "MHTTPClient", swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
