// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Search",
    products: [.library(name: "SearchFeature", targets: ["SearchFeature"])],
    dependencies: [.package(path: "../../Core"), .package(path: "../../Interfaces/SearchInterface"), .package(path: "../../Interfaces/ProfileInterface")],
    targets: [
        .target(
            name: "SearchFeature",
            dependencies: [
                .product(name: "CoreKit", package: "Core"),
                .product(name: "SearchInterface", package: "SearchInterface"),
                .product(name: "ProfileInterface", package: "ProfileInterface"),
            ]
        ),
        .testTarget(name: "SearchFeatureTests", dependencies: ["SearchFeature"]),
    ],
    swiftLanguageModes: [.v6]
)
