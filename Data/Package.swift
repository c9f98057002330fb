// swift-tools-version: 6.0
// Data: repositories implementing Domain's ports, DTOs and their mappers,
// endpoints and storage records. Points inward to Domain and uses
// Infrastructure's drivers. One module per adapter to the outside world, so
// an app links only the adapters it uses: MarqueeData (the core, with no
// driver: the storage records and their mapping to Domain, the offline
// catalog, TMDB's DTOs, posters in files, the clock and identities),
// MarqueeDataSQLite (everything kept in the SQLite file, on GRDB),
// MarqueeDataTMDB (the TMDB API over the HTTP client) and
// MarqueeDataPostgreSQL (accounts and the box office on a PostgreSQL server;
// it does not link GRDB). They share records and DTOs with `package` access.
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
        .library(name: "MarqueeDataSQLite", targets: ["MarqueeDataSQLite"]),
        .library(name: "MarqueeDataTMDB", targets: ["MarqueeDataTMDB"]),
        .library(name: "MarqueeDataPostgreSQL", targets: ["MarqueeDataPostgreSQL"]),
        .library(name: "MarqueeAPI", targets: ["MarqueeAPI"]),
        .library(name: "MarqueeDataService", targets: ["MarqueeDataService"]),
        .library(name: "MarqueeDataTesting", targets: ["MarqueeDataTesting"]),
        .executable(name: "offline-search-benchmark", targets: ["OfflineSearchBenchmark"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Infrastructure"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        // Desk tokens are kept as their SHA-256 digest.
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        // The box office service's wire contract and its client.
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/swift-server/swift-openapi-async-http-client.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        // A desk trusts a private CA for an https:// service (MARQUEE_SERVER_CA).
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    ],
    targets: [
        .target(
            name: "MarqueeData",
            dependencies: [
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "MarqueeDataSQLite",
            dependencies: [
                "MarqueeData",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueeSQLite", package: "Infrastructure"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "MarqueeDataTMDB",
            dependencies: [
                "MarqueeData",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueeHTTPClient", package: "Infrastructure"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "MarqueeDataPostgreSQL",
            dependencies: [
                "MarqueeData",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueePostgreSQL", package: "Infrastructure"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
        // The box office service's wire contract, generated from openapi.yaml
        // by Scripts/generate-api (committed; no build runs the generator):
        // its types, a client and the server's handler protocol. Data owns it
        // as it owns TMDB's DTOs; the remote adapters (MarqueeDataService)
        // and the service's handlers (App's MarqueeServer) both map it.
        .target(
            name: "MarqueeAPI",
            dependencies: [
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            exclude: ["openapi.yaml", "openapi-generator-config.yaml"],
            swiftSettings: strictSettings
        ),
        // Domain's ports over the box office service (`--server URL`): users,
        // screenings and orders, the catalog and the desk's recent searches,
        // through the generated client on AsyncHTTPClient; and the desk
        // tokens the service hands out (kept as their SHA-256 digest, by
        // swift-crypto: here, so that an app without the service builds none of it).
        .target(
            name: "MarqueeDataService",
            dependencies: [
                "MarqueeAPI",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIAsyncHTTPClient", package: "swift-openapi-async-http-client"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: strictSettings
        ),
        // Runs the box-office-load tool as a process, for the concurrency tests.
        .target(
            name: "MarqueeDataTesting",
            dependencies: [.product(name: "MarqueeInfrastructureTesting", package: "Infrastructure")],
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
                "MarqueeDataTMDB",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
                .product(name: "MarqueeHTTPClient", package: "Infrastructure"),
                .product(name: "MarqueeHTTPClientTesting", package: "Infrastructure"),
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
                "MarqueeDataSQLite",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeSQLite", package: "Infrastructure"),
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
                "MarqueeDataSQLite",
                "MarqueeDataPostgreSQL",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeSQLite", package: "Infrastructure"),
                .product(name: "MarqueePostgreSQL", package: "Infrastructure"),
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
                "MarqueeDataSQLite",
                "MarqueeDataTesting",
                // architecture:allow unused-dependency: built so the concurrency test can run it as real processes
                "box-office-load",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueeInfrastructureTesting", package: "Infrastructure"),
                .product(name: "MarqueeSQLite", package: "Infrastructure"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeDataServiceTests",
            dependencies: [
                "MarqueeDataService",
                "MarqueeAPI",
                .product(name: "MarqueeDomain", package: "Domain"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeDataTMDBTests",
            dependencies: [
                "MarqueeData",
                "MarqueeDataSQLite",
                "MarqueeDataTMDB",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueeSQLite", package: "Infrastructure"),
                .product(name: "MarqueeHTTPClient", package: "Infrastructure"),
                .product(name: "MarqueeHTTPClientTesting", package: "Infrastructure"),
                .product(name: "MarqueeInfrastructureTesting", package: "Infrastructure"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "MarqueeDataPostgreSQLTests",
            dependencies: [
                "MarqueeData",
                "MarqueeDataPostgreSQL",
                "MarqueeDataTesting",
                // architecture:allow unused-dependency: built so the concurrency test can run it as real processes
                "box-office-load",
                .product(name: "MarqueeDomain", package: "Domain"),
                .product(name: "MarqueeDomainTesting", package: "Domain"),
                .product(name: "MarqueeInfrastructure", package: "Infrastructure"),
                .product(name: "MarqueePostgreSQL", package: "Infrastructure"),
                .product(name: "MarqueePostgreSQLTesting", package: "Infrastructure"),
                .product(name: "MarqueeInfrastructureTesting", package: "Infrastructure"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
    ],
    swiftLanguageModes: [.v6]
)
