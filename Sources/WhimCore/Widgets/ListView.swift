import WhimGraphics

/// One row of a `ListView`: an icon, a title, a subtitle and a trailing detail or chevron.
public struct ListRow: Sendable {
    public var id: String
    public var icon: IconSymbol?
    public var iconColor: Color
    public var title: String
    public var subtitle: String?
    public var detail: String?
    public var showsChevron: Bool

    public init(id: String, icon: IconSymbol? = nil, iconColor: Color = Theme.standard.accent, title: String, subtitle: String? = nil, detail: String? = nil, showsChevron: Bool = false) {
        self.id = id
        self.icon = icon
        self.iconColor = iconColor
        self.title = title
        self.subtitle = subtitle
        self.detail = detail
        self.showsChevron = showsChevron
    }
}

/// A vertical list of rows with separators, a selected row, tap actions and wheel scrolling. Only the
/// rows inside the frame are drawn. A tap is a press and release on the same row.
public final class ListView: Widget {
    public var rows: [ListRow] { didSet { clampScroll(); setNeedsDisplay() } }
    public var selectedID: String? { didSet { if selectedID != oldValue { setNeedsDisplay() } } }
    public var theme: Theme
    public var rowHeight: Double { didSet { setNeedsLayout() } }
    /// How many rows the list asks room for (it scrolls beyond).
    public var visibleRowLimit: Int
    /// Called with a row when it is tapped (after it becomes selected).
    public var onSelect: ((ListRow) -> Void)?
    public private(set) var scrollOffset = 0.0
    private var pressedIndex: Int?

    public init(rows: [ListRow] = [], theme: Theme = .standard, rowHeight: Double? = nil, visibleRowLimit: Int = 6, onSelect: ((ListRow) -> Void)? = nil) {
        self.rows = rows
        self.theme = theme
        self.rowHeight = rowHeight ?? theme.rowHeight
        self.visibleRowLimit = visibleRowLimit
        self.onSelect = onSelect
        super.init()
    }

    public override var wantsPointer: Bool { true }
    public override var scrollsWithDrag: Bool { maxScroll > 0 }

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        Size(width: proposal.width.isFinite ? proposal.width : 320, height: Double(min(rows.count, visibleRowLimit)) * rowHeight)
    }

    /// The furthest the list can scroll.
    public var maxScroll: Double { max(0, Double(rows.count) * rowHeight - frame.height) }

    /// The row index at a point in panel coordinates.
    public func rowIndex(at p: Point) -> Int? {
        guard frame.contains(p) else { return nil }
        let i = Int(((p.y - frame.minY) + scrollOffset) / rowHeight)
        return rows.indices.contains(i) ? i : nil
    }

    /// Scrolls to an offset, clamped to the content.
    public func scroll(to offset: Double) {
        let clamped = max(0, min(offset, maxScroll))
        guard clamped != scrollOffset else { return }
        scrollOffset = clamped
        setNeedsDisplay()
    }

    private func clampScroll() { scroll(to: scrollOffset) }

    public override func handle(_ event: InputEvent) -> Bool {
        switch event {
        case let .pointerDown(p, _):
            pressedIndex = rowIndex(at: p)
            setNeedsDisplay()
            return true
        case let .pointerMove(p):
            if let i = pressedIndex, rowIndex(at: p) != i {
                pressedIndex = nil
                setNeedsDisplay()
            }
            return true
        case let .pointerUp(p, _):
            defer { pressedIndex = nil; setNeedsDisplay() }
            if let i = pressedIndex, rowIndex(at: p) == i {
                selectedID = rows[i].id
                onSelect?(rows[i])
            }
            return true
        case let .wheel(_, _, dy):
            guard maxScroll > 0 else { return false }
            scroll(to: scrollOffset - dy * rowHeight / 2)
            return true
        default:
            return false
        }
    }

    public override func draw(in canvas: Canvas) {
        canvas.withState {
            canvas.clip(to: frame)
            let first = max(0, Int(scrollOffset / rowHeight))
            let last = min(rows.count, Int((scrollOffset + frame.height) / rowHeight) + 1)
            guard first < last else { return }
            for i in first..<last {
                let row = rows[i]
                let r = Rect(x: frame.minX, y: frame.minY + Double(i) * rowHeight - scrollOffset, width: frame.width, height: rowHeight)
                if row.id == selectedID { canvas.fill(roundedRect: r.insetBy(dx: -6, dy: 2), radius: 10, theme.selection) }
                if pressedIndex == i { canvas.fill(roundedRect: r.insetBy(dx: -6, dy: 2), radius: 10, theme.pressed) }
                var x = r.minX
                if let icon = row.icon {
                    canvas.fillCircle(center: Point(x: x + 18, y: r.midY), radius: 18, row.iconColor.withAlpha(0.14))
                    icon.draw(in: canvas, rect: Rect(x: x + 7, y: r.midY - 11, width: 22, height: 22), color: row.iconColor)
                    x += 48
                }
                var trailing = r.maxX
                if row.showsChevron {
                    IconSymbol.chevronRight.draw(in: canvas, rect: Rect(x: trailing - 18, y: r.midY - 9, width: 18, height: 18), color: theme.secondaryText)
                    trailing -= 26
                }
                if let detail = row.detail {
                    let w = canvas.measure(detail, font: theme.bodyFont).width
                    canvas.drawText(detail, in: Rect(x: trailing - w, y: r.minY, width: w, height: rowHeight), font: theme.bodyFont, color: theme.secondaryText)
                    trailing -= w + 12
                }
                if let subtitle = row.subtitle {
                    canvas.drawText(row.title, in: Rect(x: x, y: r.minY + 7, width: trailing - x, height: rowHeight / 2 - 3), font: theme.headlineFont, color: theme.text)
                    canvas.drawText(subtitle, in: Rect(x: x, y: r.midY, width: trailing - x, height: rowHeight / 2 - 6), font: theme.captionFont, color: theme.secondaryText)
                } else {
                    canvas.drawText(row.title, in: Rect(x: x, y: r.minY, width: trailing - x, height: rowHeight), font: theme.headlineFont, color: theme.text)
                }
                if i < rows.count - 1 { canvas.fill(Rect(x: x, y: r.maxY - 0.5, width: r.maxX - x, height: 1), theme.separator) }
            }
        }
    }
}
