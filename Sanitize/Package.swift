// swift-tools-version:6.0
// TabModel, its storage and their tests alone (symlinked from the main package), so scripts/test
// can run them under --sanitize=address and --sanitize=thread without building GTK code with
// sanitizers.
import PackageDescription

let package = Package(
    name: "TabModelSanitized",
    targets: [
        .target(name: "CIntl"),
        .target(name: "Localization", dependencies: ["CIntl"]),
        .target(name: "TabModel", dependencies: ["Localization"]),
        .target(name: "StateStorage", dependencies: ["TabModel"]),
        .target(name: "GtkTestSupport"), // only SplitMix64, the seeded generator the fuzz tests use
        .testTarget(name: "TabModelTests", dependencies: ["TabModel", "StateStorage", "GtkTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
