// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Presentation",
    products: [.library(name: "MPresentation", targets: ["MPresentation"])],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Infrastructure"),
    ],
    targets: [
        .target(
            name: "MPresentation",
            dependencies: [
                .product(name: "MDomain", package: "Domain"),
                .product(name: "MTerminalModel", package: "Infrastructure"),
                .product(name: "MTerminalUI", package: "Infrastructure"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MPresentationTests",
            dependencies: ["MPresentation", .product(name: "MTerminalModel", package: "Infrastructure")],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
