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
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        .target(
            name: "MarqueeData",
            dependencies: [
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
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
        // The whole TMDB path against a bare client GET + JSONDecoder on loopback:
        // swift run -c release --package-path Data TMDBPathBenchmark
        .executableTarget(
            name: "TMDBPathBenchmark",
            dependencies: [
                "MarqueeData",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueeInfrastructureTesting", package: "Infrastructure"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/TMDBPathBenchmark",
            swiftSettings: strictSettings
        ),
        // A cached search page read through CachingMoviesRepository against a raw
        // select of the same rows: swift run -c release --package-path Data ResponseCacheBenchmark
        .executableTarget(
            name: "ResponseCacheBenchmark",
            dependencies: [
                "MarqueeData",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Benchmarks/ResponseCacheBenchmark",
            swiftSettings: strictSettings
        ),
        // Places N orders against one screening in one SQLite file or on a
        // PostgreSQL server and prints the counts; run from several processes
        // by the concurrency tests, and the orders-per-second benchmark
        // (Scripts/Benchmarks/benchmark-box-office):
        // swift run -c release --package-path Data box-office-load DB (setup|place|check) …
        .executableTarget(
            name: "box-office-load",
            dependencies: [
                "MarqueeData",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            path: "Benchmarks/BoxOfficeLoad",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeDataTests",
            dependencies: [
                "MarqueeData",
                // architecture:allow unused-dependency: built so the concurrency test can run it as real processes
                "box-office-load",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueeInfrastructureTesting", package: "Infrastructure"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
