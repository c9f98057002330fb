// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]
let storage = Target.Dependency.product(name: "MData", package: "Data")
let domain: Target.Dependency = "MDomainLink"

let package = Package(
    name: "Presentation",
    products: [.library(name: "MPresentation", targets: ["MPresentation"])],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "./../Data/"),
    ],
    targets: [
        .target(
            name: "MPresentation",
            dependencies: [
                .product(name: "MDomain", package: "Domain"),
                storage,
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
