// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ProfileInterface",
    products: [.library(name: "ProfileInterface", targets: ["ProfileInterface"])],
    dependencies: [.package(path: "../../Core")],
    targets: [
        .target(name: "ProfileInterface", dependencies: [.product(name: "CoreKit", package: "Core")]),
    ],
    swiftLanguageModes: [.v6]
)
