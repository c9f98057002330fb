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
        .library(name: "SkeletonDomain", targets: ["SkeletonDomain"]),
        .library(name: "SkeletonDomainTesting", targets: ["SkeletonDomainTesting"]),
    ],
    targets: [
        .target(name: "SkeletonDomain", swiftSettings: strictSettings),
        .target(
            name: "SkeletonDomainTesting",
            dependencies: ["SkeletonDomain"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SkeletonDomainTests",
            dependencies: ["SkeletonDomain", "SkeletonDomainTesting"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
