// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Masonry",
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Masonry", targets: ["Masonry"]),
        .library(name: "MasonryRender", targets: ["MasonryRender"]),
        .executable(name: "masonry", targets: ["masonry"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The solver: standard library only.
        .target(name: "Cassowary"),
        .target(name: "Masonry", dependencies: ["Cassowary"]),
        .target(name: "MasonryRender", dependencies: ["Masonry"]),
        .executableTarget(
            name: "masonry",
            dependencies: [
                "Masonry",
                "MasonryRender",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
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
        .executableTarget(name: "layout-benchmarks", dependencies: ["Masonry"], path: "Benchmarks/LayoutBenchmarks"),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        .testTarget(name: "MasonryTests", dependencies: ["Masonry"]),
    ],
    swiftLanguageModes: [.v6]
)
