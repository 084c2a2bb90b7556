import WhimGraphics

/// The drawn surfaces of panels that recently left the screen, kept within a byte budget (least recently
/// hidden out first), so that a panel coming back — the screen under a popped one, the tab switched back
/// to — shows its pixels without drawing them again. Every other hidden panel releases its surface, so
/// memory follows the budget, not how many panels wait in stacks (what the soak checks).
///
/// The container owns one and hands it to the panels it shows; it lives on the frame thread like them.
public final class HiddenSurfaceCache {
    /// The most bytes of surfaces hidden panels may keep (0: a hidden panel keeps none).
    public var budget: Int {
        get { kept.budget }
        set {
            kept.removeAll { $0.panel == nil }
            kept.setBudget(newValue) { $0.panel?.releaseCachedSurface() }
        }
    }
    /// Hidden panels holding a surface, least recently hidden first, with what each holds.
    private var kept: ByteBudgetQueue<Weak>

    private struct Weak {
        weak var panel: Panel?
    }

    /// A cache that lets hidden panels keep up to `budget` bytes.
    public init(budget: Int) {
        kept = ByteBudgetQueue(budget: budget)
    }

    /// Bytes the hidden panels hold now.
    public var bytes: Int { kept.entries.reduce(0) { $0 + ($1.entry.panel == nil ? 0 : $1.bytes) } }

    /// The hidden panels that hold a surface, least recently hidden first.
    public var panels: [Panel] { kept.entries.compactMap(\.entry.panel) }

    /// A panel left the screen holding `bytes` of surface: it keeps them if they fit in the budget (older
    /// hidden panels release theirs to make room). Returns whether it may keep them.
    func keep(_ panel: Panel, bytes: Int) -> Bool {
        forget(panel)
        guard bytes <= budget else { return false }
        kept.append(Weak(panel: panel), bytes: bytes) { $0.panel?.releaseCachedSurface() }
        return true
    }

    /// A panel is coming back on screen (or released its surface): its bytes are no longer a hidden panel's.
    func forget(_ panel: Panel) {
        kept.removeAll { $0.panel == nil || $0.panel === panel }
    }
}
