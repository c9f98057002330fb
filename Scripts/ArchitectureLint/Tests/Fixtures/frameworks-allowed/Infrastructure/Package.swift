// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Infrastructure",
    products: [
        .library(name: "MInfrastructure", targets: ["MInfrastructure"]),
        .library(name: "MTerminalModel", targets: ["MTerminalModel"]),
        .library(name: "MTerminalUI", targets: ["MTerminalUI"]),
    ],
    targets: [
        .target(name: "MTerminalModel", swiftSettings: strict),
        .target(name: "MTerminalUI", dependencies: ["MTerminalModel"], swiftSettings: strict),
        .target(name: "MInfrastructure", dependencies: ["MTerminalModel"], swiftSettings: strict),
        .testTarget(name: "MTerminalModelTests", dependencies: ["MTerminalModel"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
