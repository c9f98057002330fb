// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Core",
    products: [.library(name: "CoreKit", targets: ["CoreKit"])],
    dependencies: [],
    targets: [
        .target(name: "CoreKit"),
    ],
    swiftLanguageModes: [.v6]
)
