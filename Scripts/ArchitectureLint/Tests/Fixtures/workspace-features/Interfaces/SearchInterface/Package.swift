// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SearchInterface",
    products: [.library(name: "SearchInterface", targets: ["SearchInterface"])],
    dependencies: [.package(path: "../../Core")],
    targets: [
        .target(name: "SearchInterface", dependencies: [.product(name: "CoreKit", package: "Core")]),
    ],
    swiftLanguageModes: [.v6]
)
