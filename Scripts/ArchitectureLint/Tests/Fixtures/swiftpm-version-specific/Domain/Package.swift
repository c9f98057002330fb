// swift-tools-version: 5.9
// Never evaluated by a 6.x toolchain: Package@swift-6.0.swift wins.
import PackageDescription

let package = Package(
    name: "Domain",
    targets: [.target(name: "MDomain")]
)
