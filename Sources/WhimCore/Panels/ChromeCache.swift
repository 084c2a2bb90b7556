import WhimGraphics

/// Panels' chrome with a shadow (bars and cards) as drawn on a cleared surface, by chrome, pixel size and
/// scale, within a byte budget (least recently used out). The 12-layer shadow is most of what a panel's
/// drawing costs; a panel drawn again (a pressed row, a switched segment) or a new panel of a size drawn
/// before (the title bars of the screens) copies the chrome's pixels instead — the same bytes, since
/// the chrome depends on nothing else.
///
/// The container owns one and hands it to the panels it shows; it lives on the frame thread like them.
public final class ChromeCache {
    /// The most bytes the kept chromes may take (0: none kept, every panel draws its chrome).
    public var budget: Int {
        get { kept.budget }
        set { kept.setBudget(newValue) }
    }
    /// Hits and misses so far (tests read them).
    public private(set) var hits = 0, misses = 0

    struct Key: Equatable {
        var chrome: PanelChrome
        var width: Int
        var height: Int
        var scale: Double
        var format: Surface.Format
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

    /// The chrome's pixels for `key`, if kept (and now the most recently used).
    func pixels(for key: Key) -> Surface? {
        guard let i = kept.entries.firstIndex(where: { $0.entry.key == key }) else {
            misses += 1
            return nil
        }
        hits += 1
        kept.moveToNewest(at: i)
        return kept.entries.last?.entry.surface
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
