/// One place Tab stops at: a focusable widget of a panel, or the map between the panels.
public enum FocusStop {
    /// A widget whose `accessibleElement` says it is focusable, in `panel`.
    case widget(Widget, in: Panel)
    /// The backdrop (the map) between the top panel and the bottom card.
    case map

    /// The widget, when the stop is one.
    public var widget: Widget? {
        if case let .widget(w, _) = self { return w }
        return nil
    }

    /// Whether two stops are the same place (the same widget object, or both the map).
    func isSame(as other: FocusStop) -> Bool {
        switch (self, other) {
        case let (.widget(a, _), .widget(b, _)): return a === b
        case (.map, .map): return true
        default: return false
        }
    }
}

/// A focus stop remembered by what survives a rebuilt widget tree: the widget object while it lives, its
/// panel and its index path from the panel's root, and its place in the order.
struct FocusMemory {
    weak var widget: Widget?
    weak var panel: Panel?
    /// The panel's place in its view controller (0: top or fullscreen, 1: bottom).
    var panelIndex: Int
    var identifier: String?
    var path: [Int]
    var isMap: Bool
    var index: Int

    /// `stop`, the `index`th stop, in the panel at `panelIndex` of its view controller.
    init(_ stop: FocusStop, index: Int, panelIndex: Int) {
        switch stop {
        case let .widget(w, panel):
            widget = w
            self.panel = panel
            identifier = w.identifier
            path = w.indexPath
            isMap = false
        case .map:
            identifier = nil
            path = []
            isMap = true
        }
        self.index = index
        self.panelIndex = panelIndex
    }

    /// The same place on another screen of the same shape (another tab): only the panel's place and the
    /// path are kept.
    var carriedOver: FocusMemory {
        var m = self
        m.widget = nil
        m.panel = nil
        return m
    }

    /// The index of the remembered stop in `stops` (in `panels`): the same widget, else the widget of the
    /// same identifier, else at the same path, in the same panel (a rebuilt tree) or, carried over to
    /// another screen, in the panel at the same place; else the map, else the stop at the same place in the
    /// order.
    func resolve(in stops: [FocusStop], panels: [Panel]) -> Int? {
        guard !stops.isEmpty else { return nil }
        if isMap { return stops.firstIndex { if case .map = $0 { return true } else { return false } } ?? min(index, stops.count - 1) }
        if let widget, let i = stops.firstIndex(where: { $0.widget === widget }) { return i }
        let target = panel ?? (panels.indices.contains(panelIndex) ? panels[panelIndex] : nil)
        func inTarget(_ stop: FocusStop) -> Widget? {
            if case let .widget(w, p) = stop, p === target { return w }
            return nil
        }
        if target != nil, let identifier, let i = stops.firstIndex(where: { inTarget($0)?.identifier == identifier }) { return i }
        if target != nil, let i = stops.firstIndex(where: { inTarget($0)?.indexPath == path }) { return i }
        return min(index, stops.count - 1)
    }
}

extension Widget {
    /// The child indices from the panel's root down to this widget.
    var indexPath: [Int] {
        var path: [Int] = []
        var w = self
        while let p = w.parent {
            path.append(p.children.firstIndex { $0 === w } ?? 0)
            w = p
        }
        return path.reversed()
    }
}
