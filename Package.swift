// swift-tools-version: 6.1
// WhimCore for Linux: a map-centric scene renderer. One persistent map surface, scenes that push, pop,
// fade, reveal and present modally over it, drawn by Cairo and shown by SDL2.
import PackageDescription

let package = Package(
    name: "WhimCore",
    products: [
        .library(name: "WhimFiles", targets: ["WhimFiles"]),
        .library(name: "WhimGraphics", targets: ["WhimGraphics"]),
        .library(name: "WhimThreads", targets: ["WhimThreads"]),
        .library(name: "WhimAnimation", targets: ["WhimAnimation"]),
        .library(name: "WhimTiles", targets: ["WhimTiles"]),
        .library(name: "WhimNet", targets: ["WhimNet"]),
        .library(name: "WhimStyle", targets: ["WhimStyle"]),
        .library(name: "WhimMap", targets: ["WhimMap"]),
        .library(name: "WhimRouting", targets: ["WhimRouting"]),
        .library(name: "WhimCore", targets: ["WhimCore"]),
        .library(name: "WhimRestoration", targets: ["WhimRestoration"]),
        .library(name: "WhimMapBackdrop", targets: ["WhimMapBackdrop"]),
        .library(name: "WhimSDL", targets: ["WhimSDL"]),
        .library(name: "WhimAppShell", targets: ["WhimAppShell"]),
        .library(name: "WhimAccessibility", targets: ["WhimAccessibility"]),
        .library(name: "WhimDesktop", targets: ["WhimDesktop"]),
        .library(name: "WhimDemo", targets: ["WhimDemo"]),
        .library(name: "WhimExamples", targets: ["WhimExamples"]),
        .executable(name: "whim-demo", targets: ["whim-demo"]),
        .executable(name: "whim-soak", targets: ["whim-soak"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // `make docs`: `swift package generate-documentation` for WhimCore and WhimMap.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // System libraries: module maps and shim headers only.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(name: "CSDL2", providers: [.apt(["libsdl2-dev"])]),
        .systemLibrary(name: "CZlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CPixman", pkgConfig: "pixman-1", providers: [.apt(["libpixman-1-dev"])]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CSQLite", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        .systemLibrary(name: "CGio", pkgConfig: "gio-2.0", providers: [.apt(["libglib2.0-dev"])]),

        // The layers, dependencies pointing down this list.
        // The cross-fade's one-pass blend kernel (C vector extensions, AVX2 chosen at load time).
        .target(name: "CBlend"),
        .target(name: "CThreads"),
        // Reading and writing users' files safely (docs/file-safety.md): atomic writes, regular files only.
        .target(name: "WhimFiles"),
        .target(name: "WhimGraphics", dependencies: ["WhimFiles", "CCairo", "CPixman", "CPango", "CBlend"]),
        // How threads share the CPU: the frame thread's long slices, the workers' lower priority.
        .target(name: "WhimThreads", dependencies: ["CThreads"]),
        .target(name: "WhimAnimation"),
        // A seeded random generator: property tests and the soak replay a walk from its seed.
        .target(name: "WhimRandom"),
        // Vector tiles: tile sources (PMTiles, MBTiles) and MVT decoding; knows no pixels.
        .target(name: "WhimTiles", dependencies: ["WhimFiles", "CZlib", "CSQLite"]),
        // MapLibre style documents: parsing, expressions and filters, evaluated per zoom and feature
        // (WhimAnimation for its cubic Bézier, which `interpolate`'s cubic-bezier curve shares).
        .target(name: "WhimStyle", dependencies: ["WhimGraphics", "WhimAnimation"]),
        // HTTP for tiles and routers: libcurl on a small pool of fetch threads, retries with backoff; tile
        // sources over HTTP (PMTiles by range requests, URL templates, TileJSON). WhimTiles knows no network.
        .target(name: "WhimNet", dependencies: ["CCurl", "WhimAnimation", "WhimFiles", "WhimThreads", "WhimTiles"]),
        .target(name: "WhimMap", dependencies: ["WhimGraphics", "WhimAnimation", "WhimThreads", "WhimTiles", "WhimNet", "WhimStyle", "CZlib"]),
        // Routing engines over HTTP (OSRM, Valhalla) behind WhimMap's `Router`, beside the built-in A*.
        .target(name: "WhimRouting", dependencies: ["WhimMap", "WhimNet"]),
        // A scene engine over any backdrop: it knows the `Backdrop` protocol, not the map.
        .target(name: "WhimCore", dependencies: ["WhimGraphics", "WhimAnimation"]),
        // State restoration: the navigation state saved to a file (atomically, debounced) and read back at launch.
        .target(name: "WhimRestoration", dependencies: ["WhimCore", "WhimFiles", "WhimAnimation"]),
        // The map as WhimCore's backdrop: map layers per scene, camera fits, map gestures.
        .target(name: "WhimMapBackdrop", dependencies: ["WhimCore", "WhimMap", "WhimGraphics", "WhimTiles", "WhimStyle"]),
        .target(name: "WhimSDL", dependencies: ["WhimCore", "WhimGraphics", "WhimAnimation", "WhimThreads", "CSDL2", .product(name: "Logging", package: "swift-log")]),
        // What the demo and the examples both are: the container over the map, the presenter around the root
        // stack and the live navigation; Back, go-to, typing and settling; the title bar and the bottom card.
        .target(name: "WhimAppShell", dependencies: ["WhimCore", "WhimMapBackdrop", "WhimGraphics", "WhimAnimation"]),
        // The screen-reader bridge: the widget tree as AT-SPI 2 objects over GDBus, answered from snapshots
        // the frame thread publishes; actions come back to the frame thread through a queue.
        .target(name: "WhimAccessibility", dependencies: ["WhimCore", "WhimGraphics", "WhimAnimation", "CGio"]),
        // The desktop around the window: one instance per app, links handed to it over a Unix socket.
        .target(name: "WhimDesktop", dependencies: ["WhimAnimation", .product(name: "Logging", package: "swift-log")]),
        .target(
            name: "WhimDemo",
            dependencies: ["WhimFiles", "WhimAppShell", "WhimCore", "WhimMapBackdrop", "WhimMap", "WhimNet", "WhimRouting", "WhimTiles", "WhimStyle", "WhimGraphics", "WhimAnimation", "WhimThreads", .product(name: "Logging", package: "swift-log")]),
        // The seed apps rebuilt on the engine (`whim-demo example NAME`), one folder per example.
        .target(
            name: "WhimExamples",
            dependencies: ["WhimFiles", "WhimAppShell", "WhimCore", "WhimMapBackdrop", "WhimMap", "WhimGraphics", "WhimAnimation"]),
        .executableTarget(
            name: "whim-demo",
            dependencies: [
                "WhimFiles", "WhimAppShell", "WhimAccessibility", "WhimDemo", "WhimExamples", "WhimSDL", "WhimDesktop", "WhimCore", "WhimRestoration", "WhimMapBackdrop", "WhimMap", "WhimNet", "WhimRouting", "WhimTiles", "WhimStyle", "WhimGraphics", "WhimAnimation",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),

        // A child process that saves navigation states until it is killed (the restoration test).
        .executableTarget(name: "nav-state-writer", dependencies: ["WhimCore", "WhimRestoration", "WhimFiles"]),
        // A child process that stores into a disk tile cache until killed (the cache's process tests).
        .executableTarget(name: "cache-writer", dependencies: ["WhimNet", "WhimFiles"]),
        // A child process showing one text field in a window, printing its state (the input-method test).
        .executableTarget(name: "field-window", dependencies: ["WhimSDL", "WhimCore", "WhimGraphics", "WhimAnimation"]),

        // The soak: seeded random walks over the whole engine with invariants after every tick (`make soak`).
        .target(name: "WhimSoak", dependencies: ["WhimRandom", "WhimCore", "WhimRestoration", "WhimDemo", "WhimMapBackdrop", "WhimMap", "WhimGraphics", "WhimAnimation"]),
        .executableTarget(name: "whim-soak", dependencies: ["WhimSoak", "WhimAnimation"]),

        // Golden-image testing and the reference compositor, shared by every test target.
        .target(
            name: "WhimTestSupport",
            dependencies: [
                "WhimGraphics", "WhimCore", "WhimRandom", "CCairo",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["HTTP/test-http-server.py"]
        ),
        .testTarget(name: "WhimGraphicsTests", dependencies: ["WhimGraphics", "WhimTestSupport", "CCairo", "CPango", "CBlend"], exclude: ["__Snapshots__"]),
        .testTarget(name: "WhimTilesTests", dependencies: ["WhimTiles", "WhimTestSupport", "CZlib", "CSQLite"], exclude: ["Fixtures"]),
        .testTarget(name: "WhimNetTests", dependencies: ["WhimNet", "WhimFiles", "WhimTiles", "WhimTestSupport"]),
        .testTarget(name: "WhimRoutingTests", dependencies: ["WhimRouting", "WhimMap", "WhimNet", "WhimTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "WhimStyleTests", dependencies: ["WhimStyle", "WhimGraphics", "WhimTestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "WhimAnimationTests", dependencies: ["WhimAnimation"]),
        .testTarget(name: "WhimThreadsTests", dependencies: ["WhimThreads", "CThreads"]),
        .testTarget(name: "WhimMapTests", dependencies: ["WhimMap", "WhimNet", "WhimAnimation", "WhimGraphics", "WhimTiles", "WhimStyle", "WhimTestSupport", "CZlib"], exclude: ["__Snapshots__"]),
        .testTarget(name: "WhimCoreTests", dependencies: ["WhimFiles", "WhimRandom", "WhimCore", "WhimRestoration", "WhimGraphics", "WhimAnimation", "WhimTestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "WhimSoakTests", dependencies: ["WhimSoak"]),
        .testTarget(name: "WhimAccessibilityTests", dependencies: ["WhimAccessibility", "WhimCore", "WhimGraphics", "WhimAnimation", "WhimTestSupport"]),
        .testTarget(name: "WhimDesktopTests", dependencies: ["WhimDesktop", "WhimTestSupport", .product(name: "Logging", package: "swift-log")]),
        .testTarget(
            name: "WhimDemoTests",
            dependencies: [
                "WhimFiles", "WhimAppShell", "WhimDemo", "WhimSDL", "WhimCore", "WhimRestoration", "WhimMapBackdrop", "WhimMap", "WhimNet", "WhimTiles", "WhimGraphics", "WhimAnimation", "WhimTestSupport",
                .product(name: "Logging", package: "swift-log"),
            ],
            exclude: ["__Snapshots__", "Window/atspi-tour.py", "Window/ime-ibus.py"]),
        .testTarget(
            name: "WhimExamplesTests",
            dependencies: ["WhimFiles", "WhimExamples", "WhimAppShell", "WhimDemo", "WhimCore", "WhimRestoration", "WhimMapBackdrop", "WhimMap", "WhimGraphics", "WhimAnimation", "WhimTestSupport"],
            exclude: ["__Snapshots__"]),
    ]
)
