// swift-tools-version: 6.1
import PackageDescription

// The solver's internal checks (`Solver.checkInvariants()`, which the randomized property tests call after every
// step) are compiled into debug builds, as swift-collections does with COLLECTIONS_INTERNAL_CHECKS; set
// CASSOWARY_INTERNAL_CHECKS=1 in the environment to compile them into release builds too.
let cassowaryChecks: SwiftSetting =
    Context.environment["CASSOWARY_INTERNAL_CHECKS"] == "1"
    ? .define("CASSOWARY_INTERNAL_CHECKS") : .define("CASSOWARY_INTERNAL_CHECKS", .when(configuration: .debug))

let package = Package(
    name: "Masonry",
    // The text layout cache uses the standard library's `Mutex` (the Synchronization module), which Apple's
    // platforms ship from these releases on. Linux, Windows and Android have no minimum.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2), .macCatalyst(.v18)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "Masonry", targets: ["Masonry"]),
        .library(name: "MasonryRender", targets: ["MasonryRender"]),
        .library(name: "LayoutFile", targets: ["LayoutFile"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        // The command-line tool, a product as the contract names it. A package that depends only on the libraries
        // builds none of the tool's code; SwiftPM still resolves the tool's dependencies (CONTRIBUTING says which).
        .executable(name: "masonry", targets: ["masonry"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `swift package generate-documentation`: the DocC catalogs, built in CI. No target depends on it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // The playground's HTTP server (masonry serve): small, on the standard library and Foundation, no SwiftNIO.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1")
    ],
    targets: [
        // The solver: standard library only.
        .target(name: "Cassowary", swiftSettings: [cassowaryChecks]),
        .target(name: "Masonry", dependencies: ["Cassowary"]),
        .target(name: "MasonryRender", dependencies: ["Masonry"]),
        // The `.layout` language: a front end that builds Masonry views, kept out of the engine (standard library only).
        .target(name: "LayoutFile", dependencies: ["Masonry"]),
        // `.xib` / `.storyboard` documents: read with the toolchain's FoundationXML into Masonry views.
        .target(name: "InterfaceBuilder", dependencies: ["Masonry"]),
        .executableTarget(
            name: "masonry",
            dependencies: [
                "Masonry",
                "MasonryRender",
                "LayoutFile",
                "InterfaceBuilder",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FlyingFox", package: "FlyingFox")
            ],
            // The playground's page, compiled into the tool (it reads no file at run time but its FILE).
            resources: [
                .embedInCode("Serve/Page/index.html"), .embedInCode("Serve/Page/playground.js"),
                .embedInCode("Serve/Page/playground.css")
            ]
        ),
        // Test support: writes random systems and our solutions for the Kiwi differential check.
        .executableTarget(
            name: "cassowary-differential",
            dependencies: ["Cassowary", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/CassowaryDifferential"),
        // The benchmarks are a package of their own (Benchmarks/Package.swift), so consumers never build them.
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        // SnapshotTesting for the conflict log's text snapshots (Diagnostics/__Snapshots__), next to the helpers
        // that build the conflicts; the library itself stays standard-library only.
        .testTarget(
            name: "MasonryTests",
            dependencies: [
                "Masonry", "HeapCounting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
            ],
            exclude: ["Diagnostics/__Snapshots__"]
        ),
        // Heap bytes in use (glibc's `mallinfo2`, which the Swift `Glibc` module does not export), for the test that
        // bounds what a measured cell keeps; tests only.
        .target(name: "HeapCounting", path: "Tests/HeapCounting"),
        .testTarget(name: "LayoutFileTests", dependencies: ["LayoutFile"]),
        // The README's and the DocC articles' Swift snippets, run and checked against what they say they print.
        .testTarget(
            name: "DocumentationTests",
            dependencies: ["Cassowary", "Masonry", "MasonryRender", "LayoutFile", "InterfaceBuilder"]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "LayoutFile"]),
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
