// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Profile",
    products: [.library(name: "ProfileFeature", targets: ["ProfileFeature"])],
    dependencies: [.package(path: "../../Core"), .package(path: "../../Interfaces/ProfileInterface"), .package(path: "../Search")],
    targets: [
        .target(
            name: "ProfileFeature",
            dependencies: [
                .product(name: "CoreKit", package: "Core"),
                .product(name: "ProfileInterface", package: "ProfileInterface"),
                .product(name: "SearchFeature", package: "Search"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
