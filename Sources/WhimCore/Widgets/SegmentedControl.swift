import WhimGraphics

/// Two to four segments side by side with one selected — the tab-like switch of a card. A press and a
/// release on the same segment selects it and calls `onChange` (only when the selection changes); on the
/// selected segment it calls `onReselect` (a tab bar takes the tab back to its root).
public final class SegmentedControl: Widget {
    /// The segment titles, left to right.
    public var segments: [String] {
        didSet {
            selectedIndex = max(0, min(selectedIndex, segments.count - 1))
            setNeedsLayout()
        }
    }
    /// The selected segment (setting it does not call `onChange`).
    public var selectedIndex: Int { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }
    /// Colours, fonts and metrics.
    public var theme: Theme { didSet { setNeedsLayout() } }
    /// Called with the new index after the user picks another segment (not when set in code).
    public var onChange: ((Int) -> Void)?
    /// Called after the user presses and releases the segment that is already selected.
    public var onReselect: (() -> Void)?
    /// The segment under a press in progress.
    public private(set) var pressedIndex: Int? { didSet { if pressedIndex != oldValue { setNeedsDisplay() } } }
    private var trackedIndex: Int?

    /// A control of `segments` with `selectedIndex` selected; `onChange` gets the index the user picks.
    public init(_ segments: [String], selectedIndex: Int = 0, theme: Theme = .standard, onChange: ((Int) -> Void)? = nil) {
        self.segments = segments
        self.selectedIndex = max(0, min(selectedIndex, segments.count - 1))
        self.theme = theme
        self.onChange = onChange
        super.init()
    }

    public override var wantsPointer: Bool { true }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let widest = segments.map { context.measure($0, font: theme.headlineFont).width }.max() ?? 0
        let own = Double(segments.count) * (widest + 2 * theme.spacingLarge)
        let height = max(theme.segmentedControlHeight, (context.lineHeight(theme.headlineFont) + 2 * theme.spacingSmall).rounded(.up))
        return Size(width: proposal.width.isFinite ? proposal.width : own.rounded(.up), height: height)
    }

    public override func stackFlex(along axis: StackAxis) -> StackFlex {
        axis == .horizontal ? StackFlex(grow: 0, shrink: 1) : .rigid
    }

    /// The frame of a segment in panel coordinates.
    public func segmentFrame(at index: Int) -> Rect {
        let w = frame.width / Double(max(1, segments.count))
        return Rect(x: frame.minX + Double(index) * w, y: frame.minY, width: w, height: frame.height)
    }

    /// The segment at a point in panel coordinates (anywhere in the control's `hitFrame`: a press just
    /// beside the control picks the nearest segment).
    public func segment(at p: Point) -> Int? {
        guard hitFrame.contains(p), !segments.isEmpty else { return nil }
        let width = frame.width / Double(segments.count)
        let index = Int(saturating: (p.x - frame.minX) / width)
        return max(0, min(segments.count - 1, index))
    }

    public override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case let .pointerDown(p, _):
            trackedIndex = segment(at: p)
            pressedIndex = trackedIndex
            return true
        case let .pointerMove(p):
            pressedIndex = trackedIndex.flatMap { segment(at: p) == $0 ? $0 : nil }
            return true
        case let .pointerUp(p, _):
            let chosen = trackedIndex.flatMap { segment(at: p) == $0 ? $0 : nil }
            trackedIndex = nil
            pressedIndex = nil
            if let i = chosen, i != selectedIndex {
                selectedIndex = i
                onChange?(i)
            } else if chosen != nil {
                onReselect?()
            }
            return true
        default:
            return false
        }
    }

    /// The control (its value the selected segment) and its segments, the selected one marked.
    public override var accessibleElement: AccessibleElement? {
        let items = segments.indices.map { i in
            AccessibleElement(role: .segment, name: segments[i], states: i == selectedIndex ? [.enabled, .visible, .selected] : [.enabled, .visible],
                              frame: segmentFrame(at: i))
        }
        let selected = segments.indices.contains(selectedIndex) ? segments[selectedIndex] : ""
        return AccessibleElement(role: .segmentedControl, name: accessibleName ?? segments.joined(separator: " / "), value: selected,
                                 states: [.focusable, .enabled, .visible], frame: frame, children: items)
    }

    /// Left and right select the neighbouring segment (calling `onChange`), as a press on it does.
    public override func handleFocusedKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        let step: Int
        switch key {
        case .left: step = -1
        case .right: step = 1
        default: return false
        }
        let next = selectedIndex + step
        guard segments.indices.contains(next) else { return true }
        selectedIndex = next
        onChange?(next)
        return true
    }

    public override func draw(in canvas: Canvas) {
        canvas.fill(roundedRect: frame, radius: theme.smallCornerRadius + 2, theme.fieldBackground)
        let border = legibility.controlBorderWidth
        if border > 0 {
            canvas.stroke(roundedRect: frame.insetBy(dx: border / 2, dy: border / 2), radius: theme.smallCornerRadius + 2 - border / 2, theme.text, width: border)
        }
        for (i, title) in segments.enumerated() {
            let r = segmentFrame(at: i).insetBy(dx: 3, dy: 3)
            let selected = i == selectedIndex
            if selected {
                canvas.drawShadow(of: r, cornerRadius: theme.smallCornerRadius, blur: 4, offset: Point(x: 0, y: 1), color: Color(0x000000, alpha: 0.12))
                canvas.fill(roundedRect: r, radius: theme.smallCornerRadius, theme.cardBackground)
            }
            if pressedIndex == i { canvas.fill(roundedRect: r, radius: theme.smallCornerRadius, theme.pressed) }
            // A divider between two unselected neighbours.
            if i > 0, !selected, i - 1 != selectedIndex {
                canvas.fill(Rect(x: segmentFrame(at: i).minX - 0.5, y: r.minY + 6, width: 1, height: max(0, r.height - 12)), theme.toggleOff.withAlpha(0.6))
            }
            canvas.drawText(
                title, in: r.insetBy(dx: 4, dy: 0), font: selected ? theme.headlineFont : theme.bodyFont,
                color: selected ? theme.text : theme.secondaryText, alignment: .center)
        }
    }
}
