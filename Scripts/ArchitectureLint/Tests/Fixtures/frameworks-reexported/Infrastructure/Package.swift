// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Infrastructure",
    products: [
        .library(name: "MInfrastructure", targets: ["MInfrastructure"]),
        .library(name: "MTerminalModel", targets: ["MTerminalModel"]),
    ],
    dependencies: [.package(url: "https://example.com/kit.git", from: "1.0.0")],
    targets: [
        .target(
            name: "MTerminalModel", dependencies: [.product(name: "KitTerminalModel", package: "kit")],
            swiftSettings: strict),
        .target(name: "MInfrastructure", dependencies: ["MTerminalModel"], swiftSettings: strict),
        .testTarget(name: "MTerminalModelTests", dependencies: ["MTerminalModel"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
