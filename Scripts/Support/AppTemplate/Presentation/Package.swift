// swift-tools-version: 6.0
// Presentation: view models, their states, and what front ends show from
// them — text lines and JSON for the commands, panels drawn into the
// terminal model for the full-screen app. Points inward to Domain only; it
// draws into SkeletonTerminalModel (standard library only) as it would into a
// UI framework, and no other part of Infrastructure.
import PackageDescription

// Identical in all five manifests; Scripts/lint-architecture checks that.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Presentation",
    products: [
        .library(name: "SkeletonPresentation", targets: ["SkeletonPresentation"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Infrastructure"),
    ],
    targets: [
        .target(
            name: "SkeletonPresentation",
            dependencies: [
                .product(name: "SkeletonDomain", package: "Domain"),
                .product(name: "SkeletonTerminalModel", package: "Infrastructure"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SkeletonPresentationTests",
            dependencies: [
                "SkeletonPresentation",
                .product(name: "SkeletonDomain", package: "Domain"),
                .product(name: "SkeletonDomainTesting", package: "Domain"),
                .product(name: "SkeletonTerminalModel", package: "Infrastructure"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
