import WhimGraphics

/// Panels' chrome with a shadow (bars and cards) as drawn on a cleared surface, by chrome, pixel size and
/// scale, within a byte budget (least recently used out). The 12-layer shadow is most of what a panel's
/// drawing costs; a panel drawn again (a pressed row, a switched segment) or a new panel of a size drawn
/// before (the title bars of the screens) copies the chrome's pixels instead — the same bytes, since
/// the chrome depends on nothing else. A bar or card of a size not drawn before is stretched from a kept
/// one: all its rows but a band at the top and one at the bottom are the same row, and all its columns but
/// a band at each side the same column (the shape's straight edges and their shadow), so the bands are
/// copied and the row or column between them repeated. The first bar or card of a kind is drawn that way
/// too, from a template as small as its bands (a corner's worth of shadow instead of a whole panel's).
///
/// The container owns one and hands it to the panels it shows; it lives on the frame thread like them.
public final class ChromeCache {
    /// The most bytes the kept chromes may take (0: none kept, every panel draws its chrome).
    public var budget: Int {
        get { kept.budget }
        set { kept.setBudget(newValue) }
    }
    /// Hits and misses so far, the hits that stretched a chrome of another size, and the templates drawn
    /// (tests read them). A chrome served from a template drawn for it counts as a miss and a stretch.
    public private(set) var hits = 0, misses = 0, stretches = 0, templates = 0

    struct Key: Equatable {
        var chrome: PanelChrome
        /// The panel's size (units): two sizes may round up to the same pixels and still differ in them.
        var size: Size
        var width: Int
        var height: Int
        var scale: Double
        var format: Surface.Format

        /// Whether a chrome kept for `other` can be stretched to this one: the same chrome, scale and format,
        /// and on each axis either the same size or two sizes of whole device pixels (so the far band moves
        /// by whole pixels), each long enough to have a pixel between its bands.
        func stretches(from other: Key) -> Bool {
            guard other.chrome == chrome, other.scale == scale, other.format == format,
                let rows = chrome.fixedRows(scale: scale), let columns = chrome.fixedColumns(scale: scale)
            else { return false }
            func fits(_ units: Double, _ pixels: Int, _ otherUnits: Double, _ otherPixels: Int, bands: Int) -> Bool {
                if units == otherUnits && pixels == otherPixels { return true }
                func whole(_ u: Double, _ p: Int) -> Bool {
                    let d = u * scale
                    return d == d.rounded() && Int(exactly: d) == p && p > bands
                }
                return whole(units, pixels) && whole(otherUnits, otherPixels)
            }
            return fits(size.width, width, other.size.width, other.width, bands: columns.left + columns.right)
                && fits(size.height, height, other.size.height, other.height, bands: rows.top + rows.bottom)
        }

        /// The key of the smallest chrome this one can be stretched from (a template: each axis the fewest
        /// whole device pixels that hold its bands and a pixel between), or nil when none can serve it.
        func template() -> Key? {
            guard let rows = chrome.fixedRows(scale: scale), let columns = chrome.fixedColumns(scale: scale),
                let w = Self.wholeUnits(atLeast: columns.left + columns.right + 1, scale: scale),
                let h = Self.wholeUnits(atLeast: rows.top + rows.bottom + 1, scale: scale)
            else { return nil }
            let t = Key(chrome: chrome, size: Size(width: w.units, height: h.units), width: w.pixels, height: h.pixels, scale: scale, format: format)
            return stretches(from: t) ? t : nil
        }

        /// The fewest units, `pixels` device pixels or more at `scale`, that are a whole number of pixels.
        static func wholeUnits(atLeast pixels: Int, scale: Double) -> (units: Double, pixels: Int)? {
            for n in pixels..<(pixels + 64) {
                let u = Double(n) / scale
                if u * scale == Double(n) { return (u, n) }
            }
            return nil
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
    /// its own copy, else one of another size stretched (that one now the most recently used), else a
    /// template drawn for it now and kept. Returns false, writing nothing, when none of these serves (a
    /// size of fractional pixels not drawn before, or a budget too small for a template).
    func copy(_ key: Key, into surface: Surface, in rect: PixelRect) -> Bool {
        if let i = kept.entries.firstIndex(where: { $0.entry.key == key }) {
            hits += 1
            kept.moveToNewest(at: i)
            surface.blit(kept.entries[kept.entries.count - 1].entry.surface, at: .zero, in: rect, copy: true)
            return true
        }
        let source: Surface
        if let i = kept.entries.lastIndex(where: { key.stretches(from: $0.entry.key) }) {
            hits += 1
            kept.moveToNewest(at: i)
            source = kept.entries[kept.entries.count - 1].entry.surface
        } else {
            misses += 1
            guard let t = key.template(), let drawn = drawTemplate(t) else { return false }
            source = drawn
        }
        stretches += 1
        stretch(source, into: surface, in: rect, chrome: key.chrome, scale: key.scale)
        return true
    }

    /// Draws the chrome of template key `t` on a cleared surface, as a panel draws it, and keeps it; nil
    /// when it would not fit the budget.
    private func drawTemplate(_ t: Key) -> Surface? {
        let bytes = t.width * 4 * t.height
        guard bytes <= budget, let surface = try? Surface(width: t.width, height: t.height, format: t.format) else { return nil }
        let canvas = Canvas(surface)
        canvas.scale(x: t.scale, y: t.scale)
        t.chrome.draw(in: canvas, size: t.size)
        canvas.flush()
        templates += 1
        kept.removeAll { $0.key == t }
        kept.append((t, surface), bytes: surface.stride * surface.height)
        return surface
    }

    /// Writes `source` stretched to `surface`'s size into `rect`: target pixel (x, y) shows the source's
    /// pixel at the same place in the top and left bands, as far from the far edge in the bottom and right
    /// bands, and the first pixel past the near band in between (rows and columns there are all the same).
    private func stretch(_ source: Surface, into surface: Surface, in rect: PixelRect, chrome: PanelChrome, scale: Double) {
        let r = rect.intersection(surface.bounds)
        guard !r.isEmpty, let rows = chrome.fixedRows(scale: scale), let columns = chrome.fixedColumns(scale: scale) else { return }
        let bottomStart = surface.height - rows.bottom, sourceBottomStart = source.height - rows.bottom
        let rightStart = surface.width - columns.right, sourceRightStart = source.width - columns.right
        // The row's three pieces inside r: [r.minX, left), [left, right), [right, r.maxX).
        let left = min(max(r.minX, columns.left), r.maxX), right = max(min(r.maxX, rightStart), left)
        source.withPixelsReadOnly { from in
            surface.withPixels { to in
                for y in r.minY..<r.maxY {
                    let sy = y < rows.top ? y : y >= bottomStart ? sourceBottomStart + (y - bottomStart) : rows.top
                    let target = to.baseAddress! + y * surface.stride, row = from.baseAddress! + sy * source.stride
                    if left > r.minX {
                        (target + r.minX * 4).copyMemory(from: row + r.minX * 4, byteCount: (left - r.minX) * 4)
                    }
                    if right > left {
                        let pixel = (row + columns.left * 4).loadUnaligned(as: UInt32.self)
                        (target + left * 4).withMemoryRebound(to: UInt32.self, capacity: right - left) {
                            $0.update(repeating: pixel, count: right - left)
                        }
                    }
                    if r.maxX > right {
                        (target + right * 4)
                            .copyMemory(from: row + (sourceRightStart + (right - rightStart)) * 4, byteCount: (r.maxX - right) * 4)
                    }
                }
            }
        }
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
