import WhimGraphics

/// The drawn surfaces of panels that recently left the screen, kept within a byte budget (least recently
/// hidden out first), so that a panel coming back — the screen under a popped one, the tab switched back
/// to — shows its pixels without drawing them again. Every other hidden panel releases its surface, so
/// memory follows the budget, not how many panels wait in stacks (what the soak checks).
///
/// The container owns one and hands it to the panels it shows; it lives on the frame thread like them.
public final class HiddenSurfaceCache {
    /// The most bytes of surfaces hidden panels may keep (0: a hidden panel keeps none).
    public var budget: Int { didSet { trim() } }
    /// Hidden panels holding a surface, least recently hidden first, with what each holds.
    private var entries: [(panel: Weak, bytes: Int)] = []

    private struct Weak {
        weak var panel: Panel?
    }

    /// A cache that lets hidden panels keep up to `budget` bytes.
    public init(budget: Int) {
        self.budget = max(0, budget)
    }

    /// Bytes the hidden panels hold now.
    public var bytes: Int { entries.reduce(0) { $0 + ($1.panel.panel == nil ? 0 : $1.bytes) } }

    /// The hidden panels that hold a surface, least recently hidden first.
    public var panels: [Panel] { entries.compactMap(\.panel.panel) }

    /// A panel left the screen holding `bytes` of surface: it keeps them if they fit in the budget (older
    /// hidden panels release theirs to make room). Returns whether it may keep them.
    func keep(_ panel: Panel, bytes: Int) -> Bool {
        forget(panel)
        guard bytes <= budget else { return false }
        entries.append((Weak(panel: panel), bytes))
        trim()
        return true
    }

    /// A panel is coming back on screen (or released its surface): its bytes are no longer a hidden panel's.
    func forget(_ panel: Panel) {
        entries.removeAll { $0.panel.panel == nil || $0.panel.panel === panel }
    }

    /// Releases the surfaces of the least recently hidden panels until the rest fit the budget.
    private func trim() {
        entries.removeAll { $0.panel.panel == nil }
        var total = entries.reduce(0) { $0 + $1.bytes }
        while total > budget, let oldest = entries.first {
            entries.removeFirst()
            total -= oldest.bytes
            oldest.panel.panel?.releaseCachedSurface()
        }
    }
}
