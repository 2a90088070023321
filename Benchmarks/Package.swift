// swift-tools-version: 6.1

import PackageDescription

// Waypoint measured side by side with the libraries an app would otherwise pick. A separate
// package, so that apps depending on Waypoint never fetch RoutingKit, Swinject or the harness.
//
//     swift run -c release --package-path Benchmarks compare            # the table
//     swift run -c release --package-path Benchmarks compare --json     # one JSON object per line
let package = Package(
    name: "WaypointBenchmarks",
    // Synchronization's Atomic and Mutex start the harness's threads together.
    platforms: [.macOS(.v15)],
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder name, which differs by checkout.
        .package(name: "Waypoint", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit", exact: "4.9.3"),
        .package(url: "https://github.com/Swinject/Swinject", exact: "2.10.0"),
    ],
    targets: [
        // Every case and every implementation of it, with the correctness checks that run before timing.
        .target(
            name: "BenchmarkCases",
            dependencies: [
                .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "WaypointTesting", package: "Waypoint"),
                .product(name: "WaypointTools", package: "Waypoint"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "Swinject", package: "Swinject"),
                "CHeapStats",
            ]
        ),
        // glibc's allocator statistics, which Swift's Glibc module does not expose.
        .target(name: "CHeapStats"),
        // The side-by-side harness: warm-up, timed batches, median ns/op, table or JSON.
        .executableTarget(name: "compare", dependencies: ["BenchmarkCases"]),
        .testTarget(name: "BenchmarkCasesTests", dependencies: ["BenchmarkCases"]),
    ],
    swiftLanguageModes: [.v6]
)
