import WhimGraphics

/// Panels' chrome with a shadow (bars and cards) as drawn on a cleared surface, by chrome, pixel size and
/// scale, within a byte budget (least recently used out). The 12-layer shadow is most of what a panel's
/// drawing costs; a panel drawn again (a pressed row, a switched segment) or a new panel of a size drawn
/// before (the title bars of the screens) copies the chrome's pixels instead — the same bytes, since
/// the chrome depends on nothing else. A bar or card of a height not drawn before is stretched from a kept
/// one of its width: all its rows but a band at the top and one at the bottom are the same row (the
/// shape's straight sides and their shadow), so the bands are copied and the row between them repeated.
///
/// The container owns one and hands it to the panels it shows; it lives on the frame thread like them.
public final class ChromeCache {
    /// The most bytes the kept chromes may take (0: none kept, every panel draws its chrome).
    public var budget: Int {
        get { kept.budget }
        set { kept.setBudget(newValue) }
    }
    /// Hits and misses so far, and the hits that stretched a chrome of another height (tests read them).
    public private(set) var hits = 0, misses = 0, stretches = 0

    struct Key: Equatable {
        var chrome: PanelChrome
        /// The panel's size (units): two sizes may round up to the same pixels and still differ in them.
        var size: Size
        var width: Int
        var height: Int
        var scale: Double
        var format: Surface.Format

        /// Whether a chrome kept for `other` can be stretched to this one: the same chrome, width, scale and
        /// format, both heights whole device pixels (so the bottom band moves by whole rows), each tall
        /// enough to have a row between its bands.
        func stretches(from other: Key) -> Bool {
            guard other.chrome == chrome, other.size.width == size.width, other.width == width, other.scale == scale,
                other.format == format, let bands = chrome.fixedRows(scale: scale)
            else { return false }
            func whole(_ key: Key) -> Bool {
                let h = key.size.height * scale
                return h == h.rounded() && Int(h) == key.height && key.height > bands.top + bands.bottom
            }
            return whole(self) && whole(other)
        }
    }

    /// Where the kept copies' memory comes from and goes back to (the container's pool; nil: cairo's).
    public var surfaces: SurfacePool?

    /// Most recently used last.
    private var kept: ByteBudgetQueue<(key: Key, surface: Surface)>

    /// A cache keeping up to `budget` bytes of chrome.
    public init(budget: Int) {
        kept = ByteBudgetQueue(budget: budget)
    }

    /// Bytes kept now.
    public var bytes: Int { kept.bytes }

    /// Whether a chrome is worth keeping: only shadows cost much to draw.
    static func keeps(_ chrome: PanelChrome) -> Bool { chrome.shadowMargin != .zero }

    /// Writes the chrome for `key` into `rect` of `surface` (a surface of the key's size) from what is kept:
    /// its own copy, else one of another height stretched (that one now the most recently used). Returns
    /// false, writing nothing, when nothing kept serves.
    func copy(_ key: Key, into surface: Surface, in rect: PixelRect) -> Bool {
        if let i = kept.entries.firstIndex(where: { $0.entry.key == key }) {
            hits += 1
            kept.moveToNewest(at: i)
            surface.blit(kept.entries[kept.entries.count - 1].entry.surface, at: .zero, in: rect, copy: true)
            return true
        }
        guard let i = kept.entries.lastIndex(where: { key.stretches(from: $0.entry.key) }),
            let bands = key.chrome.fixedRows(scale: key.scale)
        else {
            misses += 1
            return false
        }
        hits += 1
        stretches += 1
        kept.moveToNewest(at: i)
        let source = kept.entries[kept.entries.count - 1].entry.surface
        let r = rect.intersection(surface.bounds)
        guard !r.isEmpty else { return true }
        // Target row y shows the source's row: the same in the top band, the one as far from the bottom in
        // the bottom band, the row below the top band in between.
        let bottomStart = surface.height - bands.bottom, sourceBottomStart = source.height - bands.bottom
        source.withPixelsReadOnly { from in
            surface.withPixels { to in
                for y in r.minY..<r.maxY {
                    let sy = y < bands.top ? y : y >= bottomStart ? sourceBottomStart + (y - bottomStart) : bands.top
                    (to.baseAddress! + y * surface.stride + r.minX * 4)
                        .copyMemory(from: from.baseAddress! + sy * source.stride + r.minX * 4, byteCount: r.width * 4)
                }
            }
        }
        return true
    }

    /// Keeps a copy of `surface` (the chrome just drawn) for `key` when it fits the budget.
    func keep(_ surface: Surface, for key: Key) {
        guard surface.stride * surface.height <= budget,
            let copy = try? Surface.make(width: surface.width, height: surface.height, format: surface.format, pool: surfaces, cleared: false)
        else { return }
        copy.blit(surface, at: .zero, in: copy.bounds, copy: true)
        kept.removeAll { $0.key == key }
        kept.append((key, copy), bytes: copy.stride * copy.height)
    }
}
