// swift-tools-version: 6.0
// Data: repositories implementing Domain's ports, DTOs and their mappers,
// endpoints and storage records. Points inward to Domain and uses
// Infrastructure's drivers.
import PackageDescription

// Identical in all five manifests; Scripts/lint-architecture checks that.
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Data",
    products: [
        .library(name: "MarqueeData", targets: ["MarqueeData"]),
        .executable(name: "offline-search-benchmark", targets: ["OfflineSearchBenchmark"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Infrastructure"),
    ],
    targets: [
        .target(
            name: "MarqueeData",
            dependencies: [
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
            ],
            resources: [.copy("Resources/offline-catalog.json")],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "OfflineSearchBenchmark",
            dependencies: [
                "MarqueeData",
                .product(name: "MarqueeDomain", package: "Domain"),
            ],
            path: "Benchmarks/OfflineSearchBenchmark",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeDataTests",
            dependencies: [
                "MarqueeData",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
