// swift-tools-version: 6.1

import PackageDescription

let package = Package(
    name: "Waypoint",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        // Everything an app uses: navigation and modules, re-exporting the two below.
        .library(name: "Waypoint", targets: ["Waypoint"]),
        // The router alone (links, policy, patterns, the route table): for a widget extension or a server.
        .library(name: "WaypointRouting", targets: ["WaypointRouting"]),
        // The dependency container alone.
        .library(name: "WaypointInjection", targets: ["WaypointInjection"]),
        .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
        .library(name: "WaypointUIKit", targets: ["WaypointUIKit"]),
        .library(name: "WaypointSwiftUI", targets: ["WaypointSwiftUI"]),
        .library(name: "WaypointTools", targets: ["WaypointTools"]),
        .executable(name: "waypoint", targets: ["WaypointCLI"]),
    ],
    dependencies: [
        // For the `waypoint` command line only; the libraries never see it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` for the DocC catalogs; no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The core is three modules, one per layer, so the compiler keeps the flow in one direction.
        // None has a package dependency; all import Foundation only.
        // Links, policy, patterns, the trie, typed routes, the route table, descriptors.
        .target(name: "WaypointRouting"),
        // The dependency container; depends on nothing of ours.
        .target(name: "WaypointInjection"),
        // Navigation and modules over both; `import Waypoint` re-exports them.
        .target(name: "Waypoint", dependencies: ["WaypointRouting", "WaypointInjection"]),
        // What an app's own tests import: recording container, table-driven link checks.
        .target(name: "WaypointTesting", dependencies: ["Waypoint"]),
        // Thin executors of the core's decisions, compiled on Apple platforms only: every file is
        // inside `#if canImport(UIKit)` / `#if canImport(SwiftUI)`, so on Linux they build empty.
        .target(name: "WaypointUIKit", dependencies: ["Waypoint"]),
        .target(name: "WaypointSwiftUI", dependencies: ["Waypoint"]),
        // What the test targets share (a seeded random generator, the Shop's routes, thread-safe
        // recorders); not a product.
        .target(name: "TestSupport", dependencies: ["WaypointRouting"], path: "Tests/Support"),
        .testTarget(name: "WaypointRoutingTests", dependencies: ["WaypointRouting", "TestSupport"]),
        .testTarget(name: "WaypointInjectionTests", dependencies: ["WaypointInjection", "TestSupport"]),
        .testTarget(name: "WaypointTests", dependencies: ["Waypoint", "WaypointTesting", "TestSupport"]),
        .testTarget(name: "WaypointTestingTests", dependencies: ["Waypoint", "WaypointTesting"]),
        // The README's quick start, compiled and run so that it cannot rot.
        .executableTarget(name: "quickstart", dependencies: ["Waypoint"], path: "Examples/QuickStart"),
        // The README's "from routes to a running app": built here, and as a fresh package that depends
        // on Waypoint by the README's install lines (`bash Scripts/adopter-check.sh`).
        .executableTarget(name: "adopter", dependencies: ["Waypoint"], path: "Examples/Adopter"),
        // Lint, resolve, AASA, graph and docs over a route manifest: all the logic, Foundation only.
        .target(name: "WaypointTools", dependencies: ["Waypoint"]),
        // The `waypoint` command: argument parsing over WaypointTools. The target is not called
        // `waypoint` because its module would then differ from `Waypoint` only by case, which
        // collides on case-insensitive file systems (macOS); the product is still `waypoint`.
        .executableTarget(
            name: "WaypointCLI",
            dependencies: ["WaypointTools", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/waypoint"),
        // Depends on the executable so that the end-to-end tests find it built.
        .testTarget(
            name: "WaypointToolsTests",
            dependencies: ["WaypointTools", "Waypoint", "WaypointTesting", "WaypointCLI", "TestSupport"]),
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
    .testTarget(name: "ShopTests", dependencies: ["ShopApp", "ShopRoutes", "Waypoint", "WaypointTesting", "WaypointTools", "shop"]),
]

// The design documents' example code, written as they write it, run against the public API on
// Linux (Tests/SeedsTests): one test target per document, as each is its own app and some declare
// names another's code takes from Waypoint. UIKit's few types they call stand in SeedsPlatform.
// Main-actor by default, as Xcode makes an app target: view controllers are main-actor types.
let seedDocuments = ["DDINavigation", "DDNA", "DIContainer", "Direkt", "SwiftUINavigator"]
let mainActorByDefault: [SwiftSetting] = [.unsafeFlags(["-default-isolation", "MainActor"])]
package.targets += [
    .target(name: "SeedsPlatform", path: "Tests/SeedsTests/Platform", swiftSettings: mainActorByDefault)
]
package.targets += seedDocuments.map { document in
    .testTarget(
        name: "Seeds\(document)Tests", dependencies: ["Waypoint", "WaypointTesting", "SeedsPlatform"],
        path: "Tests/SeedsTests/\(document)", swiftSettings: mainActorByDefault)
}

// Strict settings for every target, in one place.
for target in package.targets where [.executable, .test, .regular].contains(target.type) {
    var settings = target.swiftSettings ?? []
    // Require `any` for existential types (SE-0335); not for the documents' code (see below).
    if !target.name.hasPrefix("Seeds") { settings.append(.enableUpcomingFeature("ExistentialAny")) }
    // Only what a file imports is visible in it (SE-0444).
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    // Imports are internal unless marked `public import` (SE-0409); not for the documents' code,
    // which is app code written with an app target's defaults.
    if !target.name.hasPrefix("Seeds") { settings.append(.enableUpcomingFeature("InternalImportsByDefault")) }
    target.swiftSettings = settings
}
