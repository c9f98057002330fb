// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "App",
    products: [.executable(name: "app", targets: ["MApp"])],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Data"),
        .package(path: "../Presentation"),
    ],
    targets: [
        .executableTarget(
            name: "MApp",
            dependencies: [
                .product(name: "MDomain", package: "Domain"),
                .product(name: "MData", package: "Data"),
                .product(name: "MPresentation", package: "Presentation"),
            ],
            swiftSettings: strict
        ),
        .testTarget(name: "MAppTests", dependencies: ["MApp"], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
