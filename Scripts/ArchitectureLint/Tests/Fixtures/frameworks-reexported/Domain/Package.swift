// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Domain",
    products: [.library(name: "MDomain", targets: ["MDomain"])],
    targets: [.target(name: "MDomain", swiftSettings: strict)],
    swiftLanguageModes: [.v6]
)
