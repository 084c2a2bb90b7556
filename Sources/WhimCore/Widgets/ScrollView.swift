import WhimGraphics

/// A viewport onto content taller than itself, scrolled vertically: by the wheel, by dragging (with
/// momentum after a fling), by dragging its scroll bar, and by Up, Down, Page Up, Page Down, Home and End
/// while it or a widget inside it has keyboard focus. A scroll bar at its trailing edge shows how much of
/// the content is in view and where.
///
/// It is the one scrolling widget of the toolkit: it scrolls a `content` widget laid out at its fitting
/// height (a column of controls longer than its card), and `ListView` and `TextArea` are scroll views that
/// draw their own content (rows, wrapped text) at `scrollOffset`. Inside a bottom card or a sheet, a drag
/// that the scroll view hands over (`handsDragsToCard`) moves the content until it is at its top, then the
/// card, in one gesture (`ScrollHandover`). Momentum is advanced by the container's clock, never the wall
/// clock.
open class ScrollView: Widget {
    /// The offset, its range and its momentum.
    public private(set) var position = ScrollPosition()
    /// The widget scrolled (nil for subclasses that draw their own content); laid out at its fitting
    /// height, as wide as the viewport.
    public var content: Widget? {
        didSet {
            oldValue?.removeFromParent()
            if let content { addChild(content) }
        }
    }
    /// The colour of the scroll bar's thumb.
    public var scrollBarColor = Color(0x5F6368, alpha: 0.55) { didSet { setNeedsDisplay() } }
    /// The height of `content` at the last layout.
    private var contentFittingHeight = 0.0
    /// A drag of the content (`start`: pointer y and offset at the press) or of the scroll bar's thumb.
    private var scrollDrag: (startY: Double, startOffset: Double, onBar: Bool, dragging: Bool)?

    /// Points a press must travel before it scrolls the content (under it, a press is a tap): the gesture
    /// arena's slop, so a card or sheet around the view claims the drag before the view starts one itself.
    public static let dragSlop = GestureArena.slop
    /// The width of the scroll bar's thumb.
    public static let barWidth = 4.0
    /// The width of the strip at the trailing edge where a press drags the thumb.
    public static let barHitWidth = 12.0
    /// The shortest the thumb gets.
    public static let minimumThumb = 24.0

    /// A scroll view of `content` (nil: a subclass draws its own).
    public init(content: Widget? = nil) {
        super.init()
        self.content = content
        if let content { addChild(content) }
    }

    // MARK: What subclasses decide

    /// The height of everything that scrolls: `content`'s fitting height unless a subclass says.
    open var contentHeight: Double { contentFittingHeight }

    /// The part of the frame the content scrolls in (a text area's is inside its padding).
    open var viewport: Rect { frame }

    /// Units one arrow key or wheel step scrolls.
    open var lineStep: Double { 40 }

    /// Whether a drag on the content scrolls it (a text area's drag selects instead).
    open var scrollsContentWithDrag: Bool { true }

    /// Called after the offset changed: redraws; with `content`, lays it out again at the new offset.
    open func scrollOffsetDidChange() {
        if content != nil { setNeedsLayout() } else { setNeedsDisplay() }
    }

    // MARK: Scrolling

    /// How far the content is scrolled up, from 0 to `maxScroll`.
    public var scrollOffset: Double { position.offset }

    /// The furthest the content scrolls.
    public var maxScroll: Double { max(0, contentHeight - viewport.height) }

    /// Whether a vertical drag here belongs to the scroll view: it scrolls (or selects) rather than
    /// starting a card's drag on its own.
    public override var scrollsWithDrag: Bool { !scrollsContentWithDrag || maxScroll > 0 }

    /// Whether a card or sheet around it may take its vertical drags and hand them over between the card
    /// and the content (`ScrollHandover`): true when the drag would scroll the content.
    public var handsDragsToCard: Bool { scrollsContentWithDrag }

    /// Scrolls to `offset`, clamped to the content; stops any momentum.
    public func scroll(to offset: Double) {
        update { $0.scroll(to: offset) }
    }

    /// Scrolls as little as needed to show `rect` (panel coordinates at the current offset); a rect
    /// taller than the viewport shows its top.
    public func reveal(_ rect: Rect) {
        let top = rect.minY - viewport.minY + scrollOffset
        update { $0.reveal(top: top, bottom: top + rect.height, viewport: viewport.height) }
    }

    /// Lets the content go on moving after a release at `velocity` (units per second, positive: the
    /// content moves up); the panel's container advances it each frame until it rests or meets an edge.
    public func fling(velocity: Double) {
        update { $0.fling(velocity: velocity) }
        if position.isMoving { panel?.scrollViewStartedMoving(self) }
    }

    /// Stops a fling where it is.
    public func stopMomentum() { update { $0.scroll(to: $0.offset) } }

    /// Advances the momentum by `dt` seconds; returns whether it still moves.
    func advanceMomentum(by dt: Double) -> Bool {
        var moving = false
        update { moving = $0.advance(by: dt) }
        return moving
    }

    /// Applies a change to the position with the range as laid out now, telling the subclass when the
    /// offset moved.
    private func update(_ body: (inout ScrollPosition) -> Void) {
        let old = position.offset
        position.setMaxOffset(maxScroll)
        body(&position)
        if position.offset != old { scrollOffsetDidChange() }
    }

    /// Keeps the offset in range after the content or the frame changed (subclasses call it when their
    /// content changes between layouts).
    public func clampScroll() { update { _ in } }

    // MARK: Layout

    public override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let fitting = content?.sizeThatFits(Size(width: proposal.width, height: .infinity), in: context)
        return Size(width: proposal.width.isFinite ? proposal.width : fitting?.width ?? 0, height: fitting?.height ?? 0)
    }

    /// In a column it gives up height (and scrolls) when short; in a row it shares the width.
    public override func stackFlex(along axis: StackAxis) -> StackFlex {
        axis == .vertical ? StackFlex(grow: 0, shrink: 1) : StackFlex(grow: 1, shrink: 1)
    }

    public override func layout(in context: LayoutContext) {
        if let content, !content.isHidden {
            contentFittingHeight = content.sizeThatFits(Size(width: frame.width, height: .infinity), in: context).height
            clampScroll()
            content.frame = Rect(x: frame.minX, y: frame.minY - scrollOffset, width: frame.width, height: contentFittingHeight)
            content.layout(in: context)
        } else {
            clampScroll()
        }
    }

    /// Children are drawn only inside the viewport.
    public override var clipsChildren: Bool { true }

    // MARK: Scroll bar

    /// The thumb's rect (panel coordinates), nil when the content fits.
    public var scrollBarThumb: Rect? {
        let track = barTrack
        guard maxScroll > 0, contentHeight > 0, track.height > 0 else { return nil }
        let length = min(track.height, max(Self.minimumThumb, track.height * viewport.height / contentHeight))
        let y = track.minY + (track.height - length) * (scrollOffset / maxScroll)
        return Rect(x: frame.maxX - Self.barWidth - 3, y: y, width: Self.barWidth, height: length)
    }

    /// Where the thumb runs: the viewport's height, a little in from its ends.
    private var barTrack: Rect { viewport.insetBy(dx: 0, dy: 3) }

    /// Whether a press at `p` grabs the scroll bar.
    private func isOnBar(_ p: Point) -> Bool {
        maxScroll > 0 && p.x >= frame.maxX - Self.barHitWidth && frame.contains(p)
    }

    /// Draws the scroll bar over the content.
    public override func drawAbove(in canvas: Canvas) {
        guard let thumb = scrollBarThumb else { return }
        canvas.fill(roundedRect: thumb, radius: Self.barWidth / 2, scrollBarColor)
    }

    // MARK: Input

    /// The scroll view's share of an event: the wheel, a press on the scroll bar and its drag, and (with
    /// `scrollsContentWithDrag`) a drag of the content past the slop. Subclasses call it first and handle
    /// what it leaves. Returns whether it used the event.
    public func handleScrolling(_ event: InputEvent) -> Bool {
        switch event {
        case let .wheel(_, _, dy):
            guard maxScroll > 0, dy != 0 else { return false }
            scroll(to: scrollOffset - dy * lineStep)
            return true
        case let .pointerDown(p, _):
            stopMomentum()
            let onBar = isOnBar(p)
            scrollDrag = (p.y, scrollOffset, onBar, onBar)
            return onBar
        case let .pointerMove(p):
            guard var drag = scrollDrag else { return false }
            if drag.onBar {
                let track = barTrack.height - (scrollBarThumb?.height ?? 0)
                if track > 0 { scroll(to: drag.startOffset + (p.y - drag.startY) * maxScroll / track) }
                return true
            }
            guard scrollsContentWithDrag, maxScroll > 0 else { return false }
            if !drag.dragging, abs(p.y - drag.startY) > Self.dragSlop {
                drag.dragging = true
                scrollDrag = drag
                scrollDragDidBegin()
            }
            if drag.dragging { scroll(to: drag.startOffset - (p.y - drag.startY)) }
            return drag.dragging
        case .pointerUp:
            let drag = scrollDrag
            scrollDrag = nil
            return drag?.dragging ?? false
        default:
            return false
        }
    }

    /// Whether a press in progress drags the content or the bar (a tap under it is then no tap).
    public var isDraggingContent: Bool { scrollDrag?.dragging ?? false }

    /// Called when a press turns into a drag of the content (a list drops its pressed row).
    open func scrollDragDidBegin() {}

    public override var wantsPointer: Bool { maxScroll > 0 }

    public override func handle(_ event: InputEvent) -> Bool { handleScrolling(event) }

    // MARK: Keyboard

    /// Up and Down scroll a line, Page Up and Page Down a viewport less a line, Home and End to the ends.
    /// Returns whether the key is one of them and the content scrolls.
    public func handleScrollingKey(_ key: Key) -> Bool {
        guard maxScroll > 0 else { return false }
        let page = max(lineStep, viewport.height - lineStep)
        switch key {
        case .up: scroll(to: scrollOffset - lineStep)
        case .down: scroll(to: scrollOffset + lineStep)
        case .pageUp: scroll(to: scrollOffset - page)
        case .pageDown: scroll(to: scrollOffset + page)
        case .home: scroll(to: 0)
        case .end: scroll(to: maxScroll)
        default: return false
        }
        return true
    }

    public override func handleFocusedKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool { handleScrollingKey(key) }
}

extension Widget {
    /// Scrolls every scroll view around this widget as little as needed to show it (its focus ring's
    /// rect): keyboard focus calls it so the focused widget is never scrolled out of sight.
    public func scrollIntoView() {
        var rect = focusRingRect
        var ancestor = parent
        while let current = ancestor {
            if let scroller = current as? ScrollView, scroller.content != nil {
                let before = scroller.scrollOffset
                scroller.reveal(rect)
                // The content moves up by what the view scrolled: outer views reveal the moved rect, cut to this view.
                rect = rect.offsetBy(dx: 0, dy: before - scroller.scrollOffset)
                rect = rect.intersection(scroller.frame) ?? rect
                scroller.panel?.layoutIfNeeded()
            }
            ancestor = current.parent
        }
    }

    /// Offers a key that the focused widget did not use to the scroll views around it (a button in a long
    /// column: Page Down scrolls the column). Returns whether one used it.
    func handleFocusedKeyInScrollViews(_ key: Key) -> Bool {
        var ancestor = parent
        while let current = ancestor {
            if let scroller = current as? ScrollView, scroller.content != nil, scroller.handleScrollingKey(key) { return true }
            ancestor = current.parent
        }
        return false
    }
}
