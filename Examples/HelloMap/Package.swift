// swift-tools-version: 6.1
// HelloMap: an app built on WhimCore from outside the package, depending on it by path.
import PackageDescription

let package = Package(
    name: "HelloMap",
    dependencies: [.package(name: "WhimCore", path: "../..")],
    targets: [
        .executableTarget(
            name: "hello-map",
            dependencies: [
                .product(name: "WhimCore", package: "WhimCore"),
                .product(name: "WhimMap", package: "WhimCore"),
                .product(name: "WhimMapBackdrop", package: "WhimCore"),
                .product(name: "WhimTiles", package: "WhimCore"),
                .product(name: "WhimStyle", package: "WhimCore"),
                .product(name: "WhimSDL", package: "WhimCore"),
                .product(name: "WhimGraphics", package: "WhimCore"),
                .product(name: "WhimAnimation", package: "WhimCore"),
            ],
            path: "Sources/HelloMap"
        ),
    ]
)
