// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

#if os(Linux) || os(macOS) || os(Windows)
let platformDependencies: [Target.Dependency] = [
    .product(name: "MData", package: "Data"),
]
#else
let platformDependencies: [Target.Dependency] = []
#endif

let package = Package(
    name: "Presentation",
    products: [.library(name: "MPresentation", targets: ["MPresentation"])],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Data"),
    ],
    targets: [
        .target(
            name: "MPresentation",
            dependencies: [.product(name: "MDomain", package: "Domain")] + platformDependencies,
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
