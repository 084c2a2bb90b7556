// swift-tools-version: 6.1
// libFuzzer targets, one per parser (`make fuzz` from the root). Its own package, depending on the root by
// path, so the root never builds with the fuzzer sanitizer. Each target is a library-style executable: the
// sanitizer links libFuzzer's `main`, which calls `LLVMFuzzerTestOneInput`.
import PackageDescription

let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "WhimFuzz",
    dependencies: [.package(name: "WhimCore", path: "..")],
    targets: [
        .executableTarget(name: "FuzzMVT", dependencies: [.product(name: "WhimTiles", package: "WhimCore")], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzPMTiles", dependencies: [.product(name: "WhimTiles", package: "WhimCore")], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzPBF", dependencies: [.product(name: "WhimMap", package: "WhimCore")], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzDeepLink", dependencies: [.product(name: "WhimCore", package: "WhimCore"), .product(name: "WhimDemo", package: "WhimCore")], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzStyle", dependencies: [.product(name: "WhimStyle", package: "WhimCore")], swiftSettings: fuzzTarget),
        .executableTarget(name: "FuzzScript", dependencies: [.product(name: "WhimDemo", package: "WhimCore")], swiftSettings: fuzzTarget),
        .executableTarget(
            name: "FuzzStateFile",
            dependencies: [.product(name: "WhimCore", package: "WhimCore"), .product(name: "WhimAnimation", package: "WhimCore"), .product(name: "WhimDemo", package: "WhimCore")],
            swiftSettings: fuzzTarget),
    ]
)
