// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Data",
    products: [.library(name: "MData", targets: ["MData"])],
    targets: [.target(name: "MData", swiftSettings: strict)],
    swiftLanguageModes: [.v6]
)
