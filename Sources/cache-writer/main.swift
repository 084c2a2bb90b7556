import Glibc
import Synchronization
import WhimFiles
import WhimNet

// A child process for the disk cache's tests. Usage:
//   cache-writer hammer DIR SEED BUDGET [slow]
//                                         stores self-checking bodies under keys k0…k7 of the cache in DIR,
//                                         reading some back, until killed; exits 3 on a bad read. `slow`
//                                         writes 4 KiB at a time with a pause, so a kill lands mid-write
//   cache-writer full DIR                 stores 100 KiB entries with files limited to 64 KiB
//                                         (RLIMIT_FSIZE) and prints "warnings=N writable=B"
// A body is `CacheWriterBody.make(generation)`: its length and every byte follow from its first 8 bytes.

/// The bodies both this process and the tests check: 16 + g mod 50000 bytes, g in the first 8, then a
/// pattern of g.
enum CacheWriterBody {
    static func make(_ generation: UInt64) -> [UInt8] {
        (0 ..< 16 + Int(generation % 50_000)).map { i in
            i < 8 ? UInt8(truncatingIfNeeded: generation >> (8 * UInt64(i))) : UInt8(truncatingIfNeeded: generation &* 31 &+ UInt64(i))
        }
    }

    static func isWhole(_ body: [UInt8]) -> Bool {
        guard body.count >= 16 else { return false }
        let generation = (0 ..< 8).reduce(UInt64(0)) { $0 | UInt64(body[$1]) << (8 * UInt64($1)) }
        return body == make(generation)
    }
}

/// One line on standard error.
@Sendable func complain(_ message: String) {
    let line = Array("cache-writer: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

let arguments = CommandLine.arguments
switch (arguments.count, arguments.count > 1 ? arguments[1] : "") {
case (5, "hammer"), (6, "hammer"):
    guard let seed = UInt64(arguments[3]), let budget = Int(arguments[4]) else { exit(2) }
    let slow: AtomicFile.ChunkWriter = { fd, chunk in
        usleep(200)
        return write(fd, chunk.baseAddress, min(chunk.count, 4096))
    }
    let cache = DiskTileCache(directory: arguments[2], budget: budget, warn: { complain($0) },
                              writer: arguments.count == 6 && arguments[5] == "slow" ? slow : AtomicFile.systemWriter)
    var state = seed | 1
    while true {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        let key = "k\(state % 8)"
        if state % 3 == 0 {
            if let held = cache.entry(for: key), !CacheWriterBody.isWhole(held.body) {
                complain("a damaged body was served for \(key)")
                exit(3)
            }
        } else {
            cache.store(DiskTileCache.Entry(body: CacheWriterBody.make(state >> 8), validators: HTTPValidators(etag: "\"\(state)\"")), for: key)
        }
    }
case (3, "full"):
    signal(SIGXFSZ, SIG_IGN)
    var limit = rlimit(rlim_cur: 64 << 10, rlim_max: 64 << 10)
    guard setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limit) == 0 else { exit(2) }
    final class Count: Sendable { let value = Mutex(0) }
    let warnings = Count()
    let cache = DiskTileCache(directory: arguments[2], budget: 1 << 30, warn: { message in
        complain(message)
        warnings.value.withLock { $0 += 1 }
    })
    for index in 0 ..< 5 {
        cache.store(DiskTileCache.Entry(body: [UInt8](repeating: UInt8(index), count: 100 << 10)), for: "big\(index)")
    }
    cache.store(DiskTileCache.Entry(body: [1, 2, 3]), for: "small")
    print("warnings=\(warnings.value.withLock { $0 }) writable=\(cache.isWritable) small=\(cache.entry(for: "small") != nil)")
default:
    complain("usage: cache-writer hammer DIR SEED BUDGET [slow] | cache-writer full DIR")
    exit(2)
}
