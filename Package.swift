// swift-tools-version: 6.1

import CompilerPluginSupport
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
        // Not for apps: the tools' API is `package`, for the `waypoint` command and the tests. It stays
        // a product for tools outside the package (the separate Benchmarks package times `waypoint
        // lint` and reads the Shop's manifest): `RouteLinter`, `LintFinding` and `ManifestRoutes` are
        // its public entries, about 20 lines, nothing else.
        .library(name: "WaypointTools", targets: ["WaypointTools"]),
        // `@Route`: typed routes checked by the compiler. The only product that brings swift-syntax.
        .library(name: "WaypointMacros", targets: ["WaypointMacros"]),
        .executable(name: "waypoint", targets: ["WaypointCLI"]),
        // `waypoint lint` in the build of a target with a routes manifest, and
        // `swift package waypoint aasa|lint|graph|docs` on the package's manifests.
        .plugin(name: "WaypointLintPlugin", targets: ["WaypointLintPlugin"]),
        .plugin(name: "WaypointCommandPlugin", targets: ["WaypointCommandPlugin"]),
    ],
    dependencies: [
        // For the `waypoint` command line only; the libraries never see it.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // `swift package generate-documentation` for the DocC catalogs; no target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // For the `@Route` macro's compiler plugin only (602 for Swift 6.2, 603 for 6.3); nothing
        // in the core depends on it, so apps that do not use the macro never build it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "602.0.0"..<"604.0.0"),
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
        // on Waypoint by the README's install lines (`bash Scripts/samples-check.sh`).
        .executableTarget(name: "adopter", dependencies: ["Waypoint"], path: "Examples/Adopter"),
        // Lint, resolve, AASA, graph and docs over a route manifest: all the logic, Foundation only;
        // `package` API for the command and the tests (see its product above for the public entry).
        .target(name: "WaypointTools", dependencies: ["Waypoint"]),
        // The `waypoint` command: argument parsing over WaypointTools. The target is not called
        // `waypoint` because its module would then differ from `Waypoint` only by case, which
        // collides on case-insensitive file systems (macOS); the product is still `waypoint`.
        .executableTarget(
            name: "WaypointCLI",
            dependencies: ["WaypointTools", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/waypoint"),
        // The `@Route` macro: its declaration, the compiler plugin that expands it, and the
        // expansion itself as a library, built for the host with the core's own pattern grammar
        // (`RoutePattern`), so the compiler and the route table read a pattern the same way. The
        // tests depend on the library, not on the plugin: a test target that depends on a macro
        // target makes SwiftPM build every test target, and all they use, a second time for the host.
        .target(
            name: "WaypointMacroExpansion",
            dependencies: [
                "WaypointRouting",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ]),
        .macro(
            name: "WaypointMacrosPlugin",
            dependencies: [
                "WaypointMacroExpansion",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        .target(name: "WaypointMacros", dependencies: ["WaypointRouting", "WaypointMacrosPlugin"]),
        .testTarget(
            name: "WaypointMacrosTests",
            dependencies: [
                "WaypointMacroExpansion", "WaypointMacros", "WaypointRouting",
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]),
        // The plugins run the `waypoint` executable, built for the host; `Scripts/plugins-check.sh`
        // builds a package that uses both.
        .plugin(name: "WaypointLintPlugin", capability: .buildTool(), dependencies: ["WaypointCLI"]),
        .plugin(
            name: "WaypointCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "waypoint", description: "Run waypoint aasa, lint, graph, docs or resolve on the routes")),
            dependencies: ["WaypointCLI"]),
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
// Its typed routes are declared with `@Route`, so the Shop is also the macro's compile test.
package.targets += [
    .target(name: "ShopRoutes", dependencies: ["Waypoint", "WaypointMacros"], path: "Examples/Shop/Sources/ShopRoutes")
]
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

// Strict settings for every target, in one place. `.ci/run` sets WAYPOINT_WARNINGS_AS_ERRORS=1, so
// that one build, in the default scratch path, is both the strict build and the one the README's
// commands use; an app that depends on Waypoint never sets it, so its builds get no unsafe flag.
let warningsAreErrors = Context.environment["WAYPOINT_WARNINGS_AS_ERRORS"] == "1"
for target in package.targets where [.executable, .test, .regular, .macro].contains(target.type) {
    var settings = target.swiftSettings ?? []
    // Require `any` for existential types (SE-0335); not for the documents' code (see below).
    if !target.name.hasPrefix("Seeds") { settings.append(.enableUpcomingFeature("ExistentialAny")) }
    // Only what a file imports is visible in it (SE-0444).
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    // Imports are internal unless marked `public import` (SE-0409); not for the documents' code,
    // which is app code written with an app target's defaults.
    if !target.name.hasPrefix("Seeds") { settings.append(.enableUpcomingFeature("InternalImportsByDefault")) }
    if warningsAreErrors { settings.append(.unsafeFlags(["-warnings-as-errors"])) }
    target.swiftSettings = settings
}

// `WAYPOINT_CORE_ONLY=1` keeps the three core modules, WaypointTesting and their tests: nothing that
// needs swift-syntax (the macro, the Shop, the tools, the documents' code). The ThreadSanitizer build
// of the stress suites uses it, so a CI run compiles swift-syntax once, in its strict build.
if Context.environment["WAYPOINT_CORE_ONLY"] == "1" {
    let core: Set<String> = [
        "WaypointRouting", "WaypointInjection", "Waypoint", "WaypointTesting", "TestSupport",
        "WaypointRoutingTests", "WaypointInjectionTests", "WaypointTests", "WaypointTestingTests",
    ]
    package.targets.removeAll { !core.contains($0.name) }
    package.products.removeAll { !core.contains($0.name) }
    package.dependencies = []
}
