// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Shell",
    products: [.executable(name: "shell-app", targets: ["shell-app"])],
    dependencies: [.package(path: "../Features/Search"), .package(path: "../Features/Profile")],
    targets: [
        .executableTarget(
            name: "shell-app",
            dependencies: [
                .product(name: "SearchFeature", package: "Search"),
                .product(name: "ProfileFeature", package: "Profile"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
