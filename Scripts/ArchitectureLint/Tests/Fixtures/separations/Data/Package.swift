// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Data",
    products: [.library(name: "MData", targets: ["MData"])],
    dependencies: [.package(path: "../Domain")],
    targets: [
        .target(
            name: "MData",
            dependencies: [.product(name: "MDomain", package: "Domain")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "MDataTests",
            dependencies: [
                "MData",
                .product(name: "MDomain", package: "Domain"),
                .product(name: "MDomainTesting", package: "Domain"),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
