import Foundation

/// Finds an executable product of this package (e.g. `whim-demo`) built next to the running test binary,
/// for tests that run it as a child process.
public enum BuiltExecutable {
    /// The path of `name` in the build products directory, or nil when it is not built.
    public static func path(_ name: String, filePath: String = #filePath) -> String? {
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name).path]
        // From Tests/TARGET/…/FILE.swift up to the package root, then its debug products.
        var root = URL(fileURLWithPath: filePath)
        while root.pathComponents.count > 1, root.lastPathComponent != "Tests" { root.deleteLastPathComponent() }
        candidates.append(root.deletingLastPathComponent().appendingPathComponent(".build/debug/\(name)").path)
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
