import Foundation

/// A private folder for one soak's state file (restoration saves and reads there), removed with the world.
enum SoakStateFolder {
    static func make(seed: UInt64) throws -> String {
        let path = NSTemporaryDirectory() + "whim-soak-\(ProcessInfo.processInfo.processIdentifier)-\(seed)-\(UInt32.random(in: 0...UInt32.max))"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
