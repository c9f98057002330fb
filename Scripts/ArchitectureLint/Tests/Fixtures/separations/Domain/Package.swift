// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Domain",
    products: [
        .library(name: "MDomain", targets: ["MDomain"]),
        .library(name: "MDomainTesting", targets: ["MDomainTesting"]),
    ],
    targets: [
        .target(name: "MDomain", swiftSettings: strict),
        .target(name: "MDomainTesting", dependencies: ["MDomain"], swiftSettings: strict),
        .testTarget(name: "MDomainTests", dependencies: ["MDomain", "MDomainTesting"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
