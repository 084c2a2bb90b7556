import WhimGraphics

/// The building block of panels: a rectangle in panel coordinates that lays out its children, draws
/// itself and handles input. Concrete widgets (label, button, list, text field…) subclass it.
///
/// A widget never draws directly to the screen: it draws into its panel's cached surface when the panel
/// is redrawn. `setNeedsDisplay()` marks the part of the panel it draws for redrawing; `setNeedsLayout()`
/// the whole panel for re-layout.
open class Widget {
    /// The frame in panel coordinates (logical units), set by the parent's layout.
    public var frame: Rect = .zero
    /// The widget this one is a child of.
    public private(set) weak var parent: Widget?
    /// The children, back to front.
    public private(set) var children: [Widget] = []
    /// Hidden widgets take no space in stacks, draw nothing and get no input.
    public var isHidden = false { didSet { if isHidden != oldValue { setNeedsLayout() } } }
    /// Whether this widget wants keyboard focus when pressed (text fields).
    open var acceptsFocus: Bool { false }
    /// A name for tests and debugging.
    public var identifier: String?
    /// What a screen reader calls this widget when its own text does not say it (an icon-only button).
    public var accessibleName: String?

    weak var owningPanel: Panel?

    /// A widget with no frame and no children.
    public init() {}

    /// The panel this widget is in, if any.
    public var panel: Panel? { owningPanel ?? parent?.panel }

    /// How its panel is drawn for the reader (text size, contrast); standard outside a panel.
    public var legibility: Legibility { panel?.legibility ?? .standard }

    // MARK: Tree

    /// Adds `child` on top of the other children, taking it from its old parent.
    public func addChild(_ child: Widget) {
        child.removeFromParent()
        child.parent = self
        children.append(child)
        setNeedsLayout()
    }

    /// Takes this widget out of its parent (nothing when it has none).
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        p.setNeedsLayout()
    }

    /// Takes every child out.
    public func removeAllChildren() {
        for c in children { c.parent = nil }
        children.removeAll()
        setNeedsLayout()
    }

    /// The first widget in this subtree (depth first) with the identifier.
    public func widget(withIdentifier id: String) -> Widget? {
        if identifier == id { return self }
        for c in children { if let w = c.widget(withIdentifier: id) { return w } }
        return nil
    }

    // MARK: Layout

    /// The size this widget would like within `proposal` (a width is usually fixed, height free).
    open func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size { Size(width: proposal.width.isFinite ? proposal.width : 0, height: 0) }

    /// How this widget shares a stack's length along `axis` (`.rigid`: its fitting size). Spacers grow,
    /// labels shrink (and ellipsize) in rows, lists shrink (and scroll) in columns, text fields take the
    /// rest of a row. A method of the class, not a protocol a stack casts to: a cast to a protocol costs a
    /// search of every conformance in the process the first time each widget class meets it, on the frame
    /// that lays out a new screen.
    open func stackFlex(along axis: StackAxis) -> StackFlex { .rigid }

    /// The text scale changed: a widget that keeps measured text drops it (and passes the news on to its
    /// children, as the default does), since the panel lays out again at the new scale.
    open func textScaleDidChange() {
        for c in children { c.textScaleDidChange() }
    }

    /// Positions the children inside `frame`. The default stacks nothing: every child gets the whole frame.
    open func layout(in context: LayoutContext) {
        for c in children where !c.isHidden {
            c.frame = frame
            c.layout(in: context)
        }
    }

    // MARK: Drawing

    /// Draws this widget (not its children) in panel coordinates. What it draws is kept to the device pixels
    /// of `drawingBounds`.
    open func draw(in canvas: Canvas) {}

    /// Where this widget's own drawing may land, in panel coordinates: its frame, or more for a widget that
    /// draws outside it (a card's shadow). A change of its look redraws only this part of the panel
    /// (`setNeedsDisplay()`), so its drawing is clipped to it: no pixel outside can go stale.
    open var drawingBounds: Rect { frame }

    /// Whether the children are drawn only inside this widget's frame (a scroll view's content); such a
    /// widget also draws `drawAbove(in:)` over them.
    open var clipsChildren: Bool { false }

    /// Draws over the children (a scroll view's bar), clipped as `draw(in:)` is; called only for widgets
    /// that clip their children.
    open func drawAbove(in canvas: Canvas) {}

    /// Draws this widget, clipped to the pixels of its `drawingBounds`, and then its visible children.
    public final func drawTree(in canvas: Canvas) {
        guard !isHidden else { return }
        canvas.withState {
            canvas.clip(toPixelsOf: drawingBounds)
            draw(in: canvas)
        }
        guard clipsChildren else {
            for c in children where !c.isHidden { c.drawTree(in: canvas) }
            return
        }
        canvas.withState {
            canvas.clip(toPixelsOf: frame)
            for c in children where !c.isHidden { c.drawTree(in: canvas) }
        }
        canvas.withState {
            canvas.clip(toPixelsOf: drawingBounds)
            drawAbove(in: canvas)
        }
    }

    // MARK: Input

    /// The smallest side of the area a finger can press a control in, in logical units (44 points, as the
    /// platforms' guidelines ask): a smaller control takes presses around it up to this size.
    public static let minimumTouchTarget = 44.0

    /// Where a press lands on this widget (panel coordinates): its frame, grown evenly about its centre to
    /// at least `minimumTouchTarget` on each side for a widget that handles the pointer itself, so a small
    /// control (a segmented control, a short plain button) is as easy to hit as a large one.
    public var hitFrame: Rect {
        guard wantsPointer else { return frame }
        let dx = max(0, Self.minimumTouchTarget - frame.width) / 2, dy = max(0, Self.minimumTouchTarget - frame.height) / 2
        return dx == 0 && dy == 0 ? frame : frame.insetBy(dx: -dx, dy: -dy)
    }

    /// Whether a point (panel coordinates) is on this widget: in its `hitFrame`.
    open func hitTest(_ p: Point) -> Bool { hitFrame.contains(p) }

    /// The deepest visible widget under `p` that wants pointer input, front-most first. A widget that clips
    /// its children passes on only points inside its frame; another lets its children's hit areas reach
    /// past its own frame (a small control at a stack's edge).
    public func target(at p: Point) -> Widget? {
        guard !isHidden, !clipsChildren || frame.contains(p) else { return nil }
        for c in children.reversed() { if let t = c.target(at: p) { return t } }
        return wantsPointer && hitTest(p) ? self : nil
    }

    /// Whether this widget handles pointer events itself (buttons, lists, toggles, fields).
    open var wantsPointer: Bool { false }

    /// Whether a vertical drag on this widget scrolls it (then a bottom card is not dragged from here).
    open var scrollsWithDrag: Bool { false }

    /// Whether a press held still on this widget past the long-press delay means what a secondary-button
    /// click means here (a list's quick actions): the press then becomes that click.
    open var acceptsLongPress: Bool { false }

    /// Handles an input event (pointer coordinates in panel space). Returns whether it was consumed.
    open func handle(_ event: InputEvent) -> Bool { false }

    /// Called when focus leaves this widget.
    open func focusDidEnd() {}

    // MARK: Keyboard focus and accessibility

    /// What this widget is to keyboard focus and assistive technology (panel coordinates); nil for a
    /// widget that is neither focusable nor announced (stacks, spacers, labels).
    open var accessibleElement: AccessibleElement? { nil }

    /// Where the focus ring goes while this widget has keyboard focus (panel coordinates): around it, 2
    /// units away, so it stands apart from a control of its own colour.
    open var focusRingRect: Rect { frame.insetBy(dx: -5, dy: -5) }

    /// A key for this widget while it has keyboard focus (and no text field takes it): Enter and Space
    /// activate, arrows move within it. Returns whether it was used.
    open func handleFocusedKey(_ key: Key, _ modifiers: KeyModifiers) -> Bool { false }

    /// Where this widget's text caret is, in panel coordinates, while it edits text (nil otherwise): the
    /// host places an input method's candidate window there.
    open var caretRect: Rect? { nil }

    // MARK: Invalidation

    /// Asks for the part of the panel this widget draws (`drawingBounds`) to be redrawn before the next frame.
    public func setNeedsDisplay() { panel?.setNeedsDisplay(in: drawingBounds) }

    /// Asks for the panel to lay out again (and redraw).
    public func setNeedsLayout() { panel?.setNeedsLayout() }
}
