// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Data",
    products: [.library(name: "MData", targets: ["MData"])],
    dependencies: [.package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0")],
    targets: [
        .target(name: "MData", dependencies: [.product(name: "GRDB-dynamic", package: "GRDB.swift")]),
    ],
    swiftLanguageModes: [.v6]
)
