#if canImport(Glibc)
import Glibc
#endif

/// The process's resident memory from `/proc/self/status`: now (VmRSS) and at its peak (VmHWM), in KiB.
enum ProcessMemory {
    static func sample() -> (rssKiB: Int, peakKiB: Int)? {
        guard let text = read("/proc/self/status") else { return nil }
        var rss: Int?, peak: Int?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") { rss = kib(line) }
            if line.hasPrefix("VmHWM:") { peak = kib(line) }
        }
        guard let rss, let peak else { return nil }
        return (rss, peak)
    }

    private static func kib(_ line: Substring) -> Int? {
        line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
    }

    private static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
