// swift-tools-version: 6.0
// Presentation: view models, their states, and what front ends show from
// them — text lines and JSON for the commands, panels drawn into the
// terminal model for the full-screen app. Points inward to Domain only; it
// draws into MarqueeTerminalModel with MarqueeTerminalUI's building blocks
// and renders commands into MarqueeCommandLine's output (standard library
// only) as it would with a UI framework, and uses no other part of
// Infrastructure.
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
        .library(name: "MarqueePresentation", targets: ["MarqueePresentation"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Infrastructure"),
    ],
    targets: [
        .target(
            name: "MarqueePresentation",
            dependencies: [
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeTerminalModel", package: "Infrastructure"),
                .product(name: "MarqueeTerminalUI", package: "Infrastructure"),
                .product(name: "MarqueeCommandLine", package: "Infrastructure"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueePresentationTests",
            dependencies: [
                "MarqueePresentation",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
                .product(name: "MarqueeTerminalModel", package: "Infrastructure"),
                .product(name: "MarqueeTerminalUI", package: "Infrastructure"),
                .product(name: "MarqueeCommandLine", package: "Infrastructure"),
            ],
            // The frame fixtures, read through #filePath, not bundled.
            exclude: ["__Snapshots__"],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
