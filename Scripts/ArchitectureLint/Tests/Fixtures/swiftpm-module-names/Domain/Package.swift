// swift-tools-version: 6.0
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

let package = Package(
    name: "Domain",
    products: [.library(name: "MDomain", targets: ["MDomain"])],
    targets: [
        .target(name: "m-domain-core", swiftSettings: strict),
        .target(
            name: "MDomain",
            dependencies: ["m-domain-core"],
            exclude: ["Notes"],
            resources: [.copy("Templates"), .process("Data/Seed.swift")],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
