// swift-tools-version: 6.0
// Data: repositories implementing Domain's ports, and their storage records.
// Points inward to Domain and uses Infrastructure's drivers. One module per
// adapter to the outside world, so the app links only the adapters it uses:
@@if sqlite
// SkeletonData (everything kept in the SQLite file)
@@else
// SkeletonData (everything kept in JSON files in the data directory)
@@endif
@@if postgresql
// and SkeletonDataPostgreSQL (the same ports on a PostgreSQL server); they
// share records with `package` access.
@@endif
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
        .library(name: "SkeletonData", targets: ["SkeletonData"]),
@@if postgresql
        .library(name: "SkeletonDataPostgreSQL", targets: ["SkeletonDataPostgreSQL"]),
@@endif
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Infrastructure"),
@@if sqlite
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
@@endif
@@if postgresql
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
@@endif
    ],
    targets: [
        .target(
            name: "SkeletonData",
            dependencies: [
                .product(name: "SkeletonDomain", package: "Domain"),
@@if sqlite
                .product(name: "SkeletonSQLite", package: "Infrastructure"),
                .product(name: "GRDB", package: "GRDB.swift"),
@@else
                .product(name: "SkeletonInfrastructure", package: "Infrastructure"),
@@endif
            ],
            swiftSettings: strictSettings
        ),
@@if postgresql
        .target(
            name: "SkeletonDataPostgreSQL",
            dependencies: [
                "SkeletonData",
                .product(name: "SkeletonDomain", package: "Domain"),
                .product(name: "SkeletonPostgreSQL", package: "Infrastructure"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ],
            swiftSettings: strictSettings
        ),
@@endif
        .testTarget(
            name: "SkeletonDataTests",
            dependencies: [
                "SkeletonData",
                .product(name: "SkeletonDomain", package: "Domain"),
                .product(name: "SkeletonDomainTesting", package: "Domain"),
@@if sqlite
                .product(name: "SkeletonSQLite", package: "Infrastructure"),
                .product(name: "GRDB", package: "GRDB.swift"),
@@endif
            ],
            swiftSettings: strictSettings
        ),
@@if postgresql
        // Scripts/new-feature --postgresql adds Domain's products here for the
        // contract suites it runs against the server.
        .testTarget(
            name: "SkeletonDataPostgreSQLTests",
            dependencies: [
                "SkeletonDataPostgreSQL",
                .product(name: "SkeletonPostgreSQL", package: "Infrastructure"),
                .product(name: "SkeletonPostgreSQLTesting", package: "Infrastructure"),
            ],
            swiftSettings: strictSettings
        ),
@@endif
    ],
    swiftLanguageModes: [.v6]
)
