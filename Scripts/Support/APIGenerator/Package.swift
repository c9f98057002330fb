// swift-tools-version: 6.0
// Builds swift-openapi-generator's command-line tool for Scripts/generate-api,
// which runs it once and commits what it writes (Data/Sources/MarqueeAPI):
// the build plugin would cost every clean build of Data minutes of
// OpenAPIKit and Yams. No layer depends on this package.
import PackageDescription

let package = Package(
    name: "APIGenerator",
    dependencies: [
        .package(url: "https://github.com/apple/swift-openapi-generator.git", from: "1.14.3")
    ],
    targets: [
        // Depends on the tool so that `swift build --product swift-openapi-generator` has a root target.
        .target(
            name: "APIGenerator",
            dependencies: [.product(name: "_OpenAPIGeneratorCore", package: "swift-openapi-generator")],
            path: "Sources"
        )
    ],
    swiftLanguageModes: [.v6]
)
