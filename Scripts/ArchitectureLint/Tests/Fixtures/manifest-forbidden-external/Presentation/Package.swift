// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Presentation",
    products: [.library(name: "MPresentation", targets: ["MPresentation"])],
    dependencies: [
        .package(path: "../Domain"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
    ],
    targets: [
        .target(
            name: "MPresentation",
            dependencies: [
                .product(name: "MDomain", package: "Domain"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
