import WhimGraphics

/// A vertical list of `ListRow`s of equal height, with separators between rows, a selected row, and a
/// tap action (a press and a release on the same row). It is a `ScrollView` of its rows: it scrolls by the
/// wheel, by dragging (with momentum) and by its scroll bar, clamped to its content, and draws only the
/// rows inside its frame. On a card or sheet a drag is handed over between the list and the card.
///
/// Its fitting height is `visibleRowLimit` rows (or fewer when there are fewer); in a column that is too
/// short it gives up height and scrolls. With `fillsAvailableHeight` it also takes a column's left-over
/// height. In a side panel, whose height is the window's and not the content's, it takes of a column's
/// left-over height as much as shows all its rows, and scrolls only when the panel is shorter.
public final class ListView: ScrollView {
    /// The rows, top to bottom; replacing them keeps the scroll in range and drops a selection that is gone.
    public var rows: [ListRow] {
        didSet {
            if let id = selectedID, !rows.contains(where: { $0.id == id }) { selectedID = nil }
            pressedIndex = nil
            clampScroll()
            setNeedsLayout()
        }
    }
    /// The id of the selected row (drawn highlighted), if any.
    public var selectedID: String? { didSet { if selectedID != oldValue { setNeedsDisplay() } } }
    /// Colours, fonts and metrics.
    public var theme: Theme { didSet { setNeedsDisplay() } }
    /// The height of every row, at least: rows grow to fit their text at the reader's text size
    /// (`rowPitch`).
    public var rowHeight: Double { didSet { if rowHeight != oldValue { clampScroll(); setNeedsLayout() } } }
    /// The height rows need for their title and subtitle as last measured (0 before layout).
    private var textRowHeight = 0.0
    /// The height every row is laid out at: `rowHeight`, or taller when its text needs it.
    public var rowPitch: Double { max(rowHeight, textRowHeight) }
    /// How many rows the list asks room for (it scrolls beyond).
    public var visibleRowLimit: Int { didSet { setNeedsLayout() } }
    /// Whether a tap also selects the row (default); otherwise it only calls `onSelect`.
    public var selectsOnTap = true
    /// Whether the list grows to fill the height a column leaves over.
    public var fillsAvailableHeight = false { didSet { setNeedsLayout() } }
    /// Called with a row when it is tapped (after it becomes selected).
    public var onSelect: ((ListRow) -> Void)?
    /// Called instead of `onSelect` for a row released after a secondary-button press (a right click, the
    /// desktop's long press); nil: a secondary press selects like a primary one.
    public var onSecondarySelect: ((ListRow) -> Void)?
    private var pressButton: PointerButton = .primary
    /// The row under a press in progress (drawn highlighted).
    public private(set) var pressedIndex: Int? { didSet { if pressedIndex != oldValue { setNeedsDisplay() } } }
    /// The id of the row the keyboard is on while the list has keyboard focus (the ring surrounds it):
    /// arrows move it, Enter and Space tap it.
    public private(set) var keyboardRowID: String? { didSet { if keyboardRowID != oldValue { setNeedsDisplay() } } }

    /// Units scrolled per wheel step: half a row.
    public override var lineStep: Double { rowPitch / 2 }

    /// A list of `rows`, at most `visibleRowLimit` tall before it scrolls; `onSelect` gets the row released on
    /// (not a drag).
    public init(
        rows: [ListRow] = [], theme: Theme = .standard, rowHeight: Double? = nil, visibleRowLimit: Int = 6,
        onSelect: ((ListRow) -> Void)? = nil
    ) {
        self.rows = rows
        self.theme = theme
        self.rowHeight = max(1, rowHeight ?? theme.rowHeight)
        self.visibleRowLimit = visibleRowLimit
        self.onSelect = onSelect
        super.init()
    }

    // MARK: Selection

    /// The index of the selected row, if any.
    public var selectedIndex: Int? {
        get { selectedID.flatMap { id in rows.firstIndex { $0.id == id } } }
        set { selectedID = newValue.flatMap { rows.indices.contains($0) ? rows[$0].id : nil } }
    }

    // MARK: Geometry and scrolling

    public override var wantsPointer: Bool { true }
    /// A long press is a secondary click when the list has a secondary action.
    public override var acceptsLongPress: Bool { onSecondarySelect != nil }

    /// The height of all rows.
    public override var contentHeight: Double { Double(rows.count) * rowPitch }

    /// The rows at least partly inside the frame: the only ones drawn.
    public var visibleRowRange: Range<Int> {
        guard !rows.isEmpty, frame.height > 0 else { return 0..<0 }
        let first = max(0, min(rows.count, Int(saturating: (scrollOffset / rowPitch).rounded(.down))))
        let last = max(first, min(rows.count, Int(saturating: ((scrollOffset + frame.height) / rowPitch).rounded(.up))))
        return first..<last
    }

    /// The frame of a row in panel coordinates at the current scroll offset.
    public func rowFrame(at index: Int) -> Rect {
        Rect(x: frame.minX, y: frame.minY + Double(index) * rowPitch - scrollOffset, width: frame.width, height: rowPitch)
    }

    /// The row index at a point in panel coordinates.
    public func rowIndex(at p: Point) -> Int? {
        guard frame.contains(p) else { return nil }
        let i = Int(saturating: (((p.y - frame.minY) + scrollOffset) / rowPitch).rounded(.down))
        return rows.indices.contains(i) ? i : nil
    }

    /// Scrolls as little as needed to show a row whole.
    public func scrollToRow(_ index: Int) {
        guard rows.indices.contains(index) else { return }
        reveal(rowFrame(at: index))
    }

    // MARK: Layout

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        measureRowText(in: context)
        return Size(width: proposal.width.isFinite ? proposal.width : 320, height: Double(min(rows.count, max(0, visibleRowLimit))) * rowPitch)
    }

    public override func layout(in context: LayoutContext) {
        let old = textRowHeight
        measureRowText(in: context)
        super.layout(in: context)
        if textRowHeight != old { clampScroll() }
    }

    /// The title's font: the body font, one unit larger, bold.
    private var titleFont: Font { Font(family: theme.bodyFont.family, size: theme.bodyFont.size + 1, weight: .bold) }

    /// Measures the height the rows' text needs (a title, and a subtitle when a row has one, 2 units above
    /// and below), so that at a large text size the rows grow instead of cutting it.
    private func measureRowText(in context: LayoutContext) {
        var text = context.lineHeight(titleFont)
        if rows.contains(where: { $0.subtitle != nil }) { text += context.lineHeight(theme.subheadlineFont) + 2 }
        textRowHeight = (text + 4).rounded(.up)
    }

    public override func stackFlex(along axis: StackAxis) -> StackFlex {
        switch axis {
        case .vertical:
            if fillsAvailableHeight { return StackFlex(grow: 1, shrink: 1) }
            guard panel?.isSidePanel == true else { return StackFlex(grow: 0, shrink: 1) }
            let unshown = rows.count - min(rows.count, max(0, visibleRowLimit))
            return StackFlex(grow: 1, shrink: 1, maximumGrowth: Double(unshown) * rowPitch)
        case .horizontal: return StackFlex(grow: 1, shrink: 1)
        }
    }

    // MARK: Input

    /// A press highlights its row and a release on it taps it; a drag (or a press on the scroll bar)
    /// scrolls instead (`ScrollView.handleScrolling`).
    public override func handle(_ event: InputEvent) -> Bool {
        let scrolled = handleScrolling(event)
        switch event {
        case let .pointerDown(p, button):
            pressButton = button
            pressedIndex = scrolled ? nil : rowIndex(at: p)
            return true
        case let .pointerMove(p):
            if !scrolled, let i = pressedIndex, rowIndex(at: p) != i { pressedIndex = nil }
            return true
        case let .pointerUp(p, _):
            let tapped = scrolled ? nil : pressedIndex.flatMap { rowIndex(at: p) == $0 ? $0 : nil }
            pressedIndex = nil
            if let i = tapped, pressButton == .secondary, let secondary = onSecondarySelect {
                secondary(rows[i])
            } else if let i = tapped {
                if selectsOnTap { selectedID = rows[i].id }
                onSelect?(rows[i])
            }
            return true
        case .wheel:
            return scrolled
        default:
            return false
        }
    }

    /// A drag that scrolls drops the pressed row.
    public override func scrollDragDidBegin() { pressedIndex = nil }

    // MARK: Keyboard

    /// The index of the row the keyboard is on: `keyboardRowID`'s, else the selected row, else the first.
    public var keyboardRowIndex: Int? {
        guard !rows.isEmpty else { return nil }
        return keyboardRowID.flatMap { id in rows.firstIndex { $0.id == id } } ?? selectedIndex ?? 0
    }

    /// Up and Down (Home, End, Page Up, Page Down) move the keyboard's row, scrolling it into view; Enter
    /// and Space tap it, as a click does; Shift+F10 is its secondary click (`onSecondarySelect`).
    public override func handleFocusedKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool {
        guard let index = keyboardRowIndex else { return false }
        let page = max(1, Int(frame.height / rowPitch) - 1)
        let target: Int
        switch key {
        case .up: target = index - 1
        case .down: target = index + 1
        case .home: target = 0
        case .end: target = rows.count - 1
        case .pageUp: target = index - page
        case .pageDown: target = index + page
        case .enter, .space:
            if selectsOnTap { selectedID = rows[index].id }
            onSelect?(rows[index])
            return true
        case .function(10) where modifiers.contains(.shift):
            guard let secondary = onSecondarySelect else { return false }
            secondary(rows[index])
            return true
        default: return false
        }
        let clamped = max(0, min(rows.count - 1, target))
        keyboardRowID = rows[clamped].id
        scrollToRow(clamped)
        return clamped != index || target == index
    }

    /// The ring surrounds the keyboard's row (inside the list) while it is in view, else the list.
    public override var focusRingRect: Rect {
        guard let i = keyboardRowIndex, let row = rowFrame(at: i).intersection(frame), row.height >= rowPitch / 2 else { return frame }
        return row
    }

    /// The list, named by `accessibleName`, with its rows as items (the selected one selected, those
    /// scrolled out not visible).
    public override var accessibleElement: AccessibleElement? {
        let visible = visibleRowRange
        let items = rows.indices.map { i in
            var states: AccessibleStates = [.enabled]
            if visible.contains(i) { states.insert(.visible) }
            if rows[i].id == selectedID { states.insert(.selected) }
            let row = rows[i]
            let value = [row.subtitle, row.detail].compactMap { $0 }.joined(separator: ", ")
            return AccessibleElement(role: .listItem, name: row.title, value: value, states: states, frame: rowFrame(at: i))
        }
        let current = keyboardRowIndex.map { rows[$0].title } ?? ""
        return AccessibleElement(role: .list, name: accessibleName ?? identifier ?? "list", value: current,
                                 states: rows.isEmpty ? [.enabled, .visible] : [.focusable, .enabled, .visible], frame: frame, children: items)
    }

    // MARK: Drawing

    public override func draw(in canvas: Canvas) {
        let range = visibleRowRange
        guard !range.isEmpty else { return }
        canvas.withState {
            canvas.clip(to: frame)
            for i in range { drawRow(i, in: canvas) }
        }
    }

    private func drawRow(_ i: Int, in canvas: Canvas) {
        let row = rows[i]
        let r = rowFrame(at: i)
        let highlight = r.insetBy(dx: 0, dy: 1)
        if row.id == selectedID { canvas.fill(roundedRect: highlight, radius: theme.cornerRadius - 2, theme.selection) }
        if pressedIndex == i { canvas.fill(roundedRect: highlight, radius: theme.cornerRadius - 2, theme.pressed) }
        let inset = theme.spacingSmall
        var x = r.minX + inset
        if let icon = row.icon {
            let d = 36.0
            canvas.fillCircle(center: Point(x: x + d / 2, y: r.midY), radius: d / 2, row.iconColor.withAlpha(0.14))
            let s = theme.iconSize
            icon.draw(in: canvas, rect: Rect(x: x + (d - s) / 2, y: r.midY - s / 2, width: s, height: s), color: row.iconColor)
            x += d + theme.spacingMedium
        }
        var trailing = r.maxX - inset
        if row.showsChevron {
            IconSymbol.chevronRight.draw(in: canvas, rect: Rect(x: trailing - 18, y: r.midY - 9, width: 18, height: 18), color: theme.tertiaryText)
            trailing -= 18 + theme.spacingSmall
        }
        if let detail = row.detail {
            let w = min(canvas.measure(detail, font: theme.bodyFont).width, max(0, (trailing - x) / 2))
            canvas.drawText(detail, in: Rect(x: trailing - w, y: r.minY, width: w, height: r.height), font: theme.bodyFont, color: theme.secondaryText, alignment: .right)
            trailing -= w + theme.spacingMedium
        }
        let textWidth = max(0, trailing - x)
        if let subtitle = row.subtitle {
            let titleHeight = canvas.measure("", font: titleFont).lineHeight
            let subtitleHeight = canvas.measure("", font: theme.subheadlineFont).lineHeight
            let top = r.midY - (titleHeight + subtitleHeight + 2) / 2
            canvas.drawText(row.title, in: Rect(x: x, y: top, width: textWidth, height: titleHeight), font: titleFont, color: theme.text)
            canvas.drawText(subtitle, in: Rect(x: x, y: top + titleHeight + 2, width: textWidth, height: subtitleHeight), font: theme.subheadlineFont, color: theme.secondaryText)
        } else {
            canvas.drawText(row.title, in: Rect(x: x, y: r.minY, width: textWidth, height: r.height), font: titleFont, color: theme.text)
        }
        // A separator under every row but the last, from the text's edge; none around a highlighted row.
        let highlighted = row.id == selectedID || pressedIndex == i
        let nextHighlighted = i + 1 < rows.count && (rows[i + 1].id == selectedID || pressedIndex == i + 1)
        if i < rows.count - 1, !highlighted, !nextHighlighted {
            canvas.fill(Rect(x: x, y: (r.maxY - 0.5).rounded(.down), width: r.maxX - x, height: 1), theme.separator)
        }
    }
}
