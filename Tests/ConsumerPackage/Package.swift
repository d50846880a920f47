// swift-tools-version:6.0
import PackageDescription

/// An app outside this repository's package, as a new user would write it: it depends on
/// FloatingTabs by path and may use only its products. Its `main.swift` is the README's example
/// (PackagingTests compares them and builds this package).
let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "FloatingTabs", path: "../..")],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [
                .product(name: "FloatingTabs", package: "FloatingTabs"),
                .product(name: "Gtk", package: "FloatingTabs"),
                .product(name: "TabModel", package: "FloatingTabs"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
