// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "App",
    products: [.executable(name: "app", targets: ["MApp"])],
    dependencies: [.package(path: "../Data")],
    targets: [
        .executableTarget(
            name: "MApp",
            dependencies: [.product(name: "MData", package: "Data")],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
