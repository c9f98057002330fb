// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Presentation",
    products: [.library(name: "MPresentation", targets: ["MPresentation"])],
    dependencies: [.package(path: "../Domain")],
    targets: [
        .target(
            name: "MPresentation",
            dependencies: [.product(name: "MDomain", package: "Domain")],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
