// swift-tools-version:6.0
import PackageDescription

/// FloatingTabs: a floating tab bar over retained pages, for GTK 4 in Swift.
///
/// Layers (each arrow points to what a target may import):
/// `CGtk` ← `Gtk` ← `FloatingTabs` ← `FloatingTabsApp`; `TabModel` is pure Swift and used by
/// `FloatingTabs` and the app. `TabBench` measures the component against GtkStack and libadwaita's
/// AdwViewStack (`Adw`), from outside through `XHarness` (XTest keys in, XDamage out).
/// `FLOATINGTABS_PROFILE=development` (set by meson's `-Dprofile=development`) builds the app with
/// the `.Devel` application id.
let developmentProfile = Context.environment["FLOATINGTABS_PROFILE"] == "development"

let package = Package(
    name: "FloatingTabs",
    products: [
        .library(name: "FloatingTabs", targets: ["FloatingTabs"]),
        .library(name: "TabModel", targets: ["TabModel"]),
        // Crash-safe session files (`StateStore`); it links FoundationEssentials, the others do not.
        .library(name: "StateStorage", targets: ["StateStorage"]),
        // The Swift GTK layer the README example imports (`Label`, `Window`, `Application`).
        .library(name: "Gtk", targets: ["Gtk"]),
        .executable(name: "floating-tabs", targets: ["FloatingTabsApp"]),
        .executable(name: "TabBench", targets: ["TabBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk4",
            providers: [.apt(["libgtk-4-dev"])]
        ),
        .target(name: "Gtk", dependencies: ["CGtk"]),
        // libadwaita, for TabBench's second baseline only (AdwViewStack + AdwViewSwitcherBar).
        .systemLibrary(name: "CAdw", pkgConfig: "libadwaita-1", providers: [.apt(["libadwaita-1-dev"])]),
        .target(name: "Adw", dependencies: ["Gtk", "CAdw"]),
        // Xlib, XTest and XDamage: TabBench's outside harness (key chords in, window damage out).
        .systemLibrary(name: "CXTest", pkgConfig: "xdamage", providers: [.apt(["libxtst-dev", "libxdamage-dev"])]),
        .target(name: "XHarness", dependencies: ["CXTest"]),
        // gettext for user-visible text (glibc only; CIntl exposes libintl.h).
        .target(name: "CIntl"),
        .target(name: "Localization", dependencies: ["CIntl"]),
        .target(name: "TabModel", dependencies: ["Localization"]),
        // The app's crash-safe session and draft files. Apart from TabModel because it needs
        // Foundation, which an app built on the component should not have to link.
        .target(name: "StateStorage", dependencies: ["TabModel"]),
        // Read-only file system access for the app (raw byte paths, listing, previews, recent scan).
        .target(name: "FileBrowsing", dependencies: ["Localization"]),
        .target(
            name: "FloatingTabs",
            dependencies: ["Gtk", "TabModel", "Localization"],
            resources: [.embedInCode("Resources/floating-tabs.css")]
        ),
        // The app's icons as a GResource compiled into C (scripts/generate-resources).
        .target(name: "CResources", dependencies: ["CGtk"]),
        .executableTarget(
            name: "FloatingTabsApp",
            dependencies: ["FloatingTabs", "TabModel", "StateStorage", "Gtk", "FileBrowsing", "CResources", "Localization"],
            swiftSettings: developmentProfile ? [.define("DEVELOPMENT_PROFILE")] : []
        ),
        // GtkTestSupport: its scripted swipe emits scroll signals (see issue on real-timed input).
        .executableTarget(name: "TabBench", dependencies: ["FloatingTabs", "TabModel", "Gtk", "Adw", "XHarness", "FileBrowsing", "GtkTestSupport"]),
        // The README's usage example, built so it cannot drift from the API.
        .executableTarget(name: "TabViewExample", dependencies: ["FloatingTabs", "TabModel", "Gtk"]),
        // Launched by the reliability tests, which SIGKILL it while it saves.
        .executableTarget(name: "StateStoreProbe", dependencies: ["StateStorage"]),
        // Launched by AppTests as an unprivileged user to check real permission errors.
        .executableTarget(name: "ListingProbe", dependencies: ["FileBrowsing"]),
        // Launched by GtkTests as a separate process (main-loop integration under g_application_run).
        .executableTarget(name: "GtkProbe", dependencies: ["Gtk"]),
        .testTarget(name: "TabModelTests", dependencies: ["TabModel", "StateStorage", "GtkTestSupport"]),
        // Helpers shared by the GTK test targets (harness, finalization probes, process runner).
        .target(name: "GtkTestSupport", dependencies: ["Gtk", "CGtk", "CGtkTestShims"]),
        // Variadic GTK calls only tests make (signal emission, GTK_A11Y=test checks), in C.
        .target(name: "CGtkTestShims", dependencies: ["CGtk"]),
        .testTarget(name: "GtkTests", dependencies: ["Gtk", "CGtk", "GtkProbe", "GtkTestSupport"]),
        .testTarget(name: "PackagingTests", dependencies: ["GtkTestSupport", "TabBench", "CResources", "CGtk"]),
        .testTarget(name: "ReliabilityTests", dependencies: ["GtkTestSupport", "TabModel", "StateStorage", "StateStoreProbe", "FloatingTabsApp"]),
        .testTarget(name: "AppTests", dependencies: ["FloatingTabsApp", "FileBrowsing", "Gtk", "GtkTestSupport", "ListingProbe"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["GtkTestSupport", "FloatingTabsApp"],
            exclude: [
                "atspi_client.py", "drop_target.c", "fake_portal.py", "sway_swipe.sh", "sway_session.sh", "sway_navigation.sh", "sway_search.sh",
                "fs_recorder.c", "input_client.c", "sway_chaos.sh", "popover_reproducer.c", "x11_chaos_reproducer.c", "virtual-keyboard-unstable-v1.xml",
                "wlr-virtual-pointer-unstable-v1.xml",
            ]
        ),
        .testTarget(name: "FloatingTabsTests", dependencies: ["FloatingTabs", "TabModel", "Gtk", "CGtk", "GtkTestSupport", "XHarness"]),
    ],
    swiftLanguageModes: [.v6]
)
