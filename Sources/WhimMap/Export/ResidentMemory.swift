import Foundation

/// The process's resident memory as Linux reports it in `/proc/self/status`: what is in RAM now (`VmRSS`)
/// and the most it has been (`VmHWM`). For measuring what loading a map costs; the engine never reads it.
public struct ResidentMemory: Sendable, Equatable {
    /// Resident set size in bytes.
    public var current: Int
    /// The peak resident set size in bytes.
    public var peak: Int

    /// Figures in bytes.
    public init(current: Int, peak: Int) {
        self.current = current
        self.peak = peak
    }

    /// The figures from the text of a `/proc/PID/status` file, or nil when it lacks either line.
    public init?(status: String) {
        var rss: Int?, hwm: Int?
        for line in status.split(separator: "\n") {
            if line.hasPrefix("VmRSS:") { rss = Self.kilobytes(line) }
            if line.hasPrefix("VmHWM:") { hwm = Self.kilobytes(line) }
        }
        guard let rss, let hwm else { return nil }
        current = rss * 1024
        peak = hwm * 1024
    }

    /// This process's figures now, or nil where `/proc` is not available.
    public static func now() -> ResidentMemory? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        return ResidentMemory(status: text)
    }

    /// Gives the heap's free pages back to the system (glibc keeps them after large temporary arrays are
    /// freed, which would count as resident though nothing uses them).
    /// Does nothing where the C library has no `malloc_trim`.
    public static func releaseFreePages() {
        guard let trim = mallocTrim else { return }
        _ = trim(0)
    }

    /// glibc's `malloc_trim`, looked up at run time (its header is not part of the Glibc module).
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()

    private static func kilobytes(_ line: Substring) -> Int? {
        let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard fields.count >= 2, fields.count <= 3, fields.count == 2 || fields[2] == "kB" else { return nil }
        return Int(fields[1])
    }
}
