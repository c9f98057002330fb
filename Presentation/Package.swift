// swift-tools-version: 6.0
// Presentation: view models, view states and screens rendered as text.
// Points inward to Domain only.
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
    ],
    targets: [
        .target(
            name: "MarqueePresentation",
            dependencies: [.product(name: "MarqueeDomain", package: "Domain")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueePresentationTests",
            dependencies: [
                "MarqueePresentation",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
