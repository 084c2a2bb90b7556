// swift-tools-version: 6.1
// The benchmark suites of WhimCore for Linux (issue 7). Its own package, depending on the root by path, so
// that library users never build benchmark dependencies. Run with `make bench` from the root, or
// `swift package --disable-sandbox benchmark` here; `swift package benchmark thresholds check` fails on a
// regression against the JSON thresholds committed under `Thresholds/`.
import PackageDescription


let package = Package(
    name: "WhimBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "WhimCore", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // SDL2 for the "SDL composites separate textures" baseline (the root's CSDL2 is not a product).
        .systemLibrary(name: "CSDL2Bench", path: "Sources/CSDL2Bench"),

        // Scenes, the map backdrop, the naive renderer and the SDL baseline, shared by every suite and the
        // profiling driver.
        .target(
            name: "BenchSupport",
            dependencies: [
                "CSDL2Bench",
                .product(name: "WhimCore", package: "WhimCore"),
                .product(name: "WhimMapBackdrop", package: "WhimCore"),
                .product(name: "WhimMap", package: "WhimCore"),
                .product(name: "WhimStyle", package: "WhimCore"),
                .product(name: "WhimGraphics", package: "WhimCore"),
                .product(name: "WhimAnimation", package: "WhimCore"),
            ]
        ),

        // Configurations and thresholds shared by the suites.
        .target(name: "BenchConfig", dependencies: [.product(name: "Benchmark", package: "benchmark")]),

        // A small executable that renders N frames of one kind, for `valgrind --tool=callgrind`.
        .executableTarget(name: "bench-driver", dependencies: ["BenchSupport"]),

        .executableTarget(
            name: "Transitions",
            dependencies: ["BenchSupport", "BenchConfig", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/Transitions",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Baselines",
            dependencies: ["BenchSupport", "BenchConfig", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/Baselines",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Scale",
            dependencies: ["BenchSupport", "BenchConfig", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/Scale",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Map",
            dependencies: ["BenchSupport", "BenchConfig", .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/Map",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Routes",
            dependencies: ["BenchConfig", .product(name: "WhimCore", package: "WhimCore"), .product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/Routes",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "Tour",
            dependencies: [
                "BenchSupport", .product(name: "WhimDemo", package: "WhimCore"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/Tour",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
