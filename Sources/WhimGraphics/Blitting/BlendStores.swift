import CBlend

/// How a one-pass blend (`Surface.blend`) writes its output: through the cache, or streamed past it
/// (non-temporal stores). The pixels are the same either way; only the memory traffic differs.
///
/// A store through the cache first reads the line it overwrites (to own it), so a blend of three inputs
/// moves five lines per line written; a streamed store does not read, so it moves four. That saves
/// time when the output would leave the cache before it is read again anyway — a whole-frame cross-fade
/// at 1080p reads 25 MB and writes 8 MB — and costs time when the output would have stayed there for the
/// next reader (the upload of a small frame).
public enum BlendStores: Sendable, Equatable {
    /// Streamed when the blend's inputs and output together exceed half the last-level cache
    /// (``streams(touchedBytes:lastLevelCacheBytes:)``), through the cache otherwise.
    case automatic
    /// Always through the cache.
    case cached
    /// Always streamed past the cache.
    case streaming

    /// Whether a blend that reads and writes `touchedBytes` in all streams its stores, on a machine whose
    /// last-level cache holds `lastLevelCacheBytes` (0: unknown, then never for `.automatic`). Half the
    /// cache, because the cache is shared: with the other core, the map's worker and other processes.
    public func streams(touchedBytes: Int, lastLevelCacheBytes: Int) -> Bool {
        switch self {
        case .cached: return false
        case .streaming: return true
        case .automatic: return lastLevelCacheBytes > 0 && touchedBytes > lastLevelCacheBytes / 2
        }
    }

    /// The size of this machine's last-level cache one core can use, in bytes, 0 when unknown (asked
    /// once: the kernel's figure for one cache instance, else the C library's).
    public static var lastLevelCacheBytes: Int { whim_last_level_cache_bytes() }
}
