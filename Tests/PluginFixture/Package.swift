// swift-tools-version: 6.1
import PackageDescription

// A package that uses Waypoint's plugins, built by `Scripts/plugins-check.sh` (which links the
// repository beside it as `Waypoint`): a target whose manifest lints clean, and one whose
// manifest has an unreachable route and a missing parent.
let package = Package(
    name: "PluginFixture",
    dependencies: [.package(name: "Waypoint", path: "../Waypoint")],
    targets: [
        .target(
            name: "ShopRoutesManifest",
            resources: [.copy("routes.json")],
            plugins: [.plugin(name: "WaypointLintPlugin", package: "Waypoint")]),
        .target(
            name: "BrokenRoutes",
            resources: [.copy("routes.json")],
            plugins: [.plugin(name: "WaypointLintPlugin", package: "Waypoint")]),
    ],
    swiftLanguageModes: [.v6]
)
