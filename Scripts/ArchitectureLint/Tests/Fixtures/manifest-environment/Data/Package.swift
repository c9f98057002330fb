// swift-tools-version: 6.0
import Foundation
import PackageDescription

let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

// The lint dumps this manifest without DATA_WITH_SQLITE and sees Domain alone;
// a machine that sets it builds Data on GRDB too.
var packages: [Package.Dependency] = [.package(path: "../Domain")]
var extra: [Target.Dependency] = []
if ProcessInfo.processInfo.environment["DATA_WITH_SQLITE"] != nil {
    packages.append(.package(url: "https://github.com/groue/GRDB.swift.git", from: "7.0.0"))
    extra.append(.product(name: "GRDB", package: "GRDB.swift"))
}

// architecture:allow manifest-reads-environment: a documented exception, as Scripts/Support/DomainConsumer would need
let mirror = Context.environment["DATA_MIRROR"] ?? "none"

// Inactive here, active on another machine: still a read.
#if os(Windows)
let profile = getenv("USERPROFILE")
#endif

let package = Package(
    name: "Data",
    products: [.library(name: "MData", targets: ["MData"])],
    dependencies: packages,
    targets: [
        .target(
            name: "MData",
            dependencies: [.product(name: "MDomain", package: "Domain")] + extra,
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
