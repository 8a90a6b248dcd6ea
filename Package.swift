// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Masonry",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Masonry", targets: ["Masonry"]),
        .library(name: "MasonryRender", targets: ["MasonryRender"]),
        .library(name: "LayoutFile", targets: ["LayoutFile"]),
        .executable(name: "masonry", targets: ["masonry"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0")
    ],
    targets: [
        // The solver: standard library only.
        .target(name: "Cassowary"),
        .target(name: "Masonry", dependencies: ["Cassowary"]),
        .target(name: "MasonryRender", dependencies: ["Masonry"]),
        // The `.layout` language: a front end that builds Masonry views, kept out of the engine (standard library only).
        .target(name: "LayoutFile", dependencies: ["Masonry"]),
        .executableTarget(
            name: "masonry",
            dependencies: [
                "Masonry",
                "MasonryRender",
                "LayoutFile",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // Test support: writes random systems and our solutions for the Kiwi differential check.
        .executableTarget(
            name: "cassowary-differential",
            dependencies: ["Cassowary", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/CassowaryDifferential"),
        // Benchmarks, run in release builds: the solver against Kiwi, and the engine against a hand-written layout.
        .executableTarget(
            name: "cassowary-benchmarks",
            dependencies: ["Cassowary", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Benchmarks/CassowaryBenchmarks"),
        .executableTarget(
            name: "layout-benchmarks",
            dependencies: [
                "Masonry", "Cassowary", "LayoutFile", .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            path: "Benchmarks/LayoutBenchmarks"
        ),
        // Rendering time per view, from 1,000 to 100,000 views (release builds).
        .executableTarget(
            name: "render-benchmarks",
            dependencies: ["MasonryRender", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Benchmarks/RenderBenchmarks"
        ),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        // SnapshotTesting for the conflict log's text snapshots (Diagnostics/__Snapshots__), next to the helpers
        // that build the conflicts; the library itself stays standard-library only.
        .testTarget(
            name: "MasonryTests",
            dependencies: ["Masonry", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            exclude: ["Diagnostics/__Snapshots__"]
        ),
        .testTarget(name: "LayoutFileTests", dependencies: ["LayoutFile"]),
        .testTarget(
            name: "MasonryCLITests",
            dependencies: [
                "masonry",
                "LayoutFile",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "MasonryRenderTests",
            dependencies: [
                "MasonryRender",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["__Snapshots__"]
        )
    ],
    swiftLanguageModes: [.v6]
)
