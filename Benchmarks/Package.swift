// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so that the library keeps no dependencies.
// Run them from this folder: `swift package --disable-sandbox benchmark`.
let package = Package(
    name: "PreparedContextBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "PreparedContext", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "PropagationBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "PreparedContext", package: "PreparedContext"),
            ],
            path: "Benchmarks/PropagationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The propagations `count-instructions.sh` counts with callgrind; shares the fixtures.
        // Outside Benchmarks/, so the benchmark plugin does not take it for a benchmark.
        .executableTarget(
            name: "InstructionCounts",
            dependencies: [.product(name: "PreparedContext", package: "PreparedContext")],
            path: "Tools/InstructionCounts"
        ),
    ],
    swiftLanguageModes: [.v6]
)
