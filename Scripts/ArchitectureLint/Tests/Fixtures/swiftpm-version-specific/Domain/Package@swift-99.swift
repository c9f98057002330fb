// swift-tools-version: 6.0
// Too new for any toolchain here: never selected.
import PackageDescription

let package = Package(name: "Domain", targets: [.target(name: "NeverSeen")])
