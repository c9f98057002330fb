// swift-tools-version: 6.0
// A project outside the workspace that uses Marquee's domain the way anyone
// else would: by URL and version, from the repository Scripts/publish-domain
// produces. It proves the published package builds on its own, that its use
// cases run with an adapter written here, and that MarqueeDomainTesting's
// contract suite can check that adapter.
//
// The URL is read from MARQUEE_DOMAIN_URL when the manifest is evaluated, so
// CI can publish to a fresh temporary directory and point here without
// rewriting this file; unset, it is the default target of
// `Scripts/publish-domain`, the workspace's .build-published-domain:
//
//   Scripts/publish-domain --version 5.0.0 --to "$dir"
//   MARQUEE_DOMAIN_URL="file://$dir" swift test --package-path Scripts/Support/DomainConsumer
//
// A real project writes its URL here instead (see the README).
import PackageDescription

let domainURL =
    Context.environment["MARQUEE_DOMAIN_URL"]
    ?? "file://" + Context.packageDirectory + "/../../../.build-published-domain"

// SwiftPM names a package fetched by URL after the URL's last path component.
let domainPackage = String(
    domainURL.split(separator: "/").last.map { $0.hasSuffix(".git") ? $0.dropLast(4) : $0 } ?? "Domain"
)

let package = Package(
    name: "DomainConsumer",
    products: [
        .library(name: "GuestList", targets: ["GuestList"])
    ],
    dependencies: [
        .package(url: domainURL, from: "5.0.0")
    ],
    targets: [
        .target(
            name: "GuestList",
            dependencies: [.product(name: "MarqueeDomain", package: domainPackage)]
        ),
        .testTarget(
            name: "GuestListTests",
            dependencies: [
                "GuestList",
                .product(name: "MarqueeDomain", package: domainPackage),
                .product(name: "MarqueeDomainTesting", package: domainPackage),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
