// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Domain",
    products: [.library(name: "MDomain", targets: ["MDomain"])],
    dependencies: [.package(path: "../Infrastructure")],
    targets: [
        .target(
            name: "MDomain",
            dependencies: [.product(name: "MTerminalModel", package: "Infrastructure")],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
