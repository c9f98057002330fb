// swift-tools-version: 6.0
// Domain: entities, value objects, use cases and ports. Depends on nothing,
// imports nothing — not even Foundation (see Scripts/architecture.json).
import PackageDescription

// Identical in all five manifests; Scripts/lint-architecture checks that.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Domain",
    products: [
        .library(name: "MarqueeDomain", targets: ["MarqueeDomain"]),
        .library(name: "MarqueeDomainTesting", targets: ["MarqueeDomainTesting"]),
    ],
    targets: [
        .target(name: "MarqueeDomain", swiftSettings: strictSettings),
        .target(
            name: "MarqueeDomainTesting",
            dependencies: ["MarqueeDomain"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeDomainTests",
            dependencies: ["MarqueeDomain", "MarqueeDomainTesting"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
