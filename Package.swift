// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "Waypoint",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Waypoint", targets: ["Waypoint"]),
        .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    ],
    targets: [
        // The core: Foundation only, no package dependencies. Every decision lives here.
        .target(name: "Waypoint"),
        // What an app's own tests import: recording container, table-driven link checks.
        .target(name: "WaypointTesting", dependencies: ["Waypoint"]),
        .testTarget(name: "WaypointTests", dependencies: ["Waypoint", "WaypointTesting"]),
        .testTarget(name: "WaypointTestingTests", dependencies: ["Waypoint", "WaypointTesting"]),
        // The README's quick start, compiled and run so that it cannot rot.
        .executableTarget(name: "quickstart", dependencies: ["Waypoint"], path: "Examples/QuickStart"),
    ],
    swiftLanguageModes: [.v6]
)

// The Shop example (`swift run shop`): feature modules that never import each other, each depending
// only on Waypoint and the shared route declarations, assembled into one app by ShopApp.
let shopFeatureModules = ["Catalog", "Basket", "Payment", "Profile", "Login", "Help"]
package.targets += [.target(name: "ShopRoutes", dependencies: ["Waypoint"], path: "Examples/Shop/Sources/ShopRoutes")]
package.targets += shopFeatureModules.map { module in
    .target(name: module, dependencies: ["Waypoint", "ShopRoutes"], path: "Examples/Shop/Sources/\(module)")
}
package.targets += [
    .target(
        name: "ShopApp",
        dependencies: ["Waypoint", "ShopRoutes"] + shopFeatureModules.map { .target(name: $0) },
        path: "Examples/Shop/Sources/ShopApp"),
    .executableTarget(name: "shop", dependencies: ["ShopApp"], path: "Examples/Shop/Sources/shop"),
    // Depends on the executable too, so that `swift test` builds it for the end-to-end tests.
    .testTarget(name: "ShopTests", dependencies: ["ShopApp", "ShopRoutes", "Waypoint", "shop"]),
]

// Strict settings for every target, in one place.
for target in package.targets where [.executable, .test, .regular].contains(target.type) {
    var settings = target.swiftSettings ?? []
    // Require `any` for existential types (SE-0335).
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    // Only what a file imports is visible in it (SE-0444).
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    // Imports are internal unless marked `public import` (SE-0409).
    settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    target.swiftSettings = settings
}
