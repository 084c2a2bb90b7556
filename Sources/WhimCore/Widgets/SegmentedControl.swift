import WhimGraphics

/// Two to four segments with one selected — the tab-like switch of a card.
public final class SegmentedControl: Widget {
    public let segments: [String]
    public var selectedIndex: Int { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }
    public var theme: Theme
    public var onChange: ((Int) -> Void)?
    private var pressedIndex: Int?

    public init(_ segments: [String], selectedIndex: Int = 0, theme: Theme = .standard, onChange: ((Int) -> Void)? = nil) {
        self.segments = segments
        self.selectedIndex = max(0, min(selectedIndex, segments.count - 1))
        self.theme = theme
        self.onChange = onChange
        super.init()
    }

    public override var wantsPointer: Bool { true }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : Double(segments.count) * 110, height: 36)
    }

    /// The segment at a point in panel coordinates.
    public func segment(at p: Point) -> Int? {
        guard frame.contains(p), !segments.isEmpty else { return nil }
        return min(segments.count - 1, Int((p.x - frame.minX) / (frame.width / Double(segments.count))))
    }

    public override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case let .pointerDown(p, _): pressedIndex = segment(at: p); return true
        case .pointerMove: return true
        case let .pointerUp(p, _):
            if let i = pressedIndex, segment(at: p) == i, i != selectedIndex {
                selectedIndex = i
                onChange?(i)
            }
            pressedIndex = nil
            return true
        default: return false
        }
    }

    public override func draw(in canvas: Canvas) {
        canvas.fill(roundedRect: frame, radius: 10, theme.fieldBackground)
        let w = frame.width / Double(max(1, segments.count))
        for (i, title) in segments.enumerated() {
            let r = Rect(x: frame.minX + Double(i) * w, y: frame.minY, width: w, height: frame.height).insetBy(dx: 3, dy: 3)
            if i == selectedIndex {
                canvas.drawShadow(of: r, cornerRadius: 8, blur: 4, offset: Point(x: 0, y: 1), color: Color(0x000000, alpha: 0.12))
                canvas.fill(roundedRect: r, radius: 8, .white)
            }
            canvas.drawText(title, in: r, font: i == selectedIndex ? theme.headlineFont : theme.bodyFont,
                            color: i == selectedIndex ? theme.text : theme.secondaryText, alignment: .center)
        }
    }
}
