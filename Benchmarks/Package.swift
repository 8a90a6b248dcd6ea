// swift-tools-version: 6.1
import PackageDescription

// The benchmarks: a package of their own, depending on Masonry by path, so that a package depending on Masonry never
// builds them (swift-collections keeps its benchmarks the same way). Build them with
// `swift build -c release --package-path Benchmarks`; run them from `Benchmarks/.build/release/`.
let package = Package(
    name: "MasonryBenchmarks",
    dependencies: [
        .package(name: "Masonry", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // The solver against Kiwi (Benchmarks/compare-kiwi).
        .executableTarget(
            name: "cassowary-benchmarks",
            dependencies: [
                .product(name: "Cassowary", package: "Masonry"),
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            path: "CassowaryBenchmarks"),
        // The engine against a hand-written layout, the bare solver, Yoga and Taffy (Benchmarks/compare-flexbox).
        .executableTarget(
            name: "layout-benchmarks",
            dependencies: [
                .product(name: "Masonry", package: "Masonry"),
                .product(name: "Cassowary", package: "Masonry"),
                .product(name: "LayoutFile", package: "Masonry"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "HeapStats"
            ],
            path: "LayoutBenchmarks"),
        // Heap bytes in use (glibc's `mallinfo2`), for the layout benchmarks' memory suite. DWARF 4: valgrind 3.19
        // cannot read clang's default DWARF 5, and refuses the whole binary.
        .target(name: "HeapStats", path: "HeapStats", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // Rendering time per view, from 1,000 to 100,000 views.
        .executableTarget(
            name: "render-benchmarks",
            dependencies: [
                .product(name: "MasonryRender", package: "Masonry"),
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ],
            path: "RenderBenchmarks")
    ],
    swiftLanguageModes: [.v6]
)
