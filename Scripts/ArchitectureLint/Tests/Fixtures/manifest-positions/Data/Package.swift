// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Data",
    products: [
        .library(name: "MData", targets: ["MData"]),
    ],
    dependencies: [.package(path: "../Domain/")],
    targets: [
        .target(
            name: "MData",
            dependencies: [.product(name: "MDomain", package: "Domain")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
