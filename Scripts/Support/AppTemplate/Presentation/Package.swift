// swift-tools-version: 6.0
// Presentation: view models, their states, and what front ends show from
// them — text lines and JSON for the commands, panels drawn into the
// terminal model for the full-screen app. Points inward to Domain only; it
// draws into SkeletonTerminalModel with SkeletonTerminalUI's building blocks
// (standard library only) as it would with a UI framework, and uses no other
// part of Infrastructure.
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
                .product(name: "SkeletonCommandLine", package: "Infrastructure"),
@@if terminal
                .product(name: "SkeletonTerminalModel", package: "Infrastructure"),
                .product(name: "SkeletonTerminalUI", package: "Infrastructure"),
@@endif
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "SkeletonPresentationTests",
            dependencies: [
                "SkeletonPresentation",
                .product(name: "SkeletonDomain", package: "Domain"),
                .product(name: "SkeletonDomainTesting", package: "Domain"),
                .product(name: "SkeletonCommandLine", package: "Infrastructure"),
@@if terminal
                .product(name: "SkeletonTerminalModel", package: "Infrastructure"),
                .product(name: "SkeletonTerminalUI", package: "Infrastructure"),
@@endif
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
