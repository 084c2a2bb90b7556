import WhimGraphics

/// The background a panel draws behind its widgets, and what follows from it: margins for the shadow,
/// which part of the surface is fully opaque (the compositor copies that part instead of blending it),
/// and whether the surface needs alpha at all.
public enum PanelChrome: Sendable, Hashable {
    /// Nothing: the widgets draw everything (transparent elsewhere).
    case none
    /// A full opaque background: fullscreen scenes. The surface is RGB24.
    case plain(Color)
    /// A bar along the top edge with rounded bottom corners and a shadow below.
    case topBar(Color)
    /// A card along the bottom edge with rounded top corners, a shadow above and a drag handle.
    case bottomCard(Color)
    /// A panel floating over the map, all four corners rounded, a shadow all round: how a bottom card is
    /// drawn as a side panel (`sidePanelForm`), where nothing is dragged and no edge is shared.
    case floatingPanel(Color)

    /// The chrome a panel of this chrome is drawn with as a side panel: a bottom card floats; the others
    /// stay as they are.
    public var sidePanelForm: PanelChrome {
        if case let .bottomCard(color) = self { return .floatingPanel(color) }
        return self
    }

    /// Space kept around the visible shape for the shadow, in logical units.
    public var shadowMargin: EdgeInsets {
        switch self {
        case .none, .plain: return .zero
        case .topBar: return EdgeInsets(bottom: 14)
        case .bottomCard: return EdgeInsets(top: 14)
        case .floatingPanel: return EdgeInsets(all: 14)
        }
    }

    /// Corner radius of the visible shape.
    public var cornerRadius: Double {
        switch self {
        case .none, .plain: return 0
        case .topBar: return 18
        case .bottomCard: return 22
        case .floatingPanel: return 18
        }
    }

    /// Whether every pixel of the surface is opaque (then it is kept as RGB24).
    public var isOpaque: Bool { if case .plain = self { return true } else { return false } }

    /// The visible shape inside a surface of `size`.
    public func shapeRect(in size: Size) -> Rect { Rect(size: size).inset(by: shadowMargin) }

    /// The part of a surface of `size` that is certainly opaque, or nil.
    public func opaqueRect(in size: Size) -> Rect? {
        switch self {
        case .none: return nil
        case .plain: return Rect(size: size)
        case .topBar, .bottomCard, .floatingPanel:
            let shape = shapeRect(in: size)
            let r = cornerRadius
            // Everything but the band holding the rounded corners.
            let inner: Rect
            if case .topBar = self {
                inner = Rect(x: shape.x, y: shape.y, width: shape.width, height: max(0, shape.height - r))
            } else if case .floatingPanel = self {
                inner = Rect(x: shape.x, y: shape.y + r, width: shape.width, height: max(0, shape.height - 2 * r))
            } else {
                inner = Rect(x: shape.x, y: shape.y + r, width: shape.width, height: max(0, shape.height - r))
            }
            return inner.isEmpty ? nil : inner
        }
    }

    /// Whether drawing the chrome at `scale` sets every pixel of the surface of `size` whatever it held: an
    /// opaque plain colour over a size of whole device pixels. Then the surface is not cleared first (a
    /// fullscreen panel's 8 MB at 1080p, cleared only to be filled at once).
    func coversEveryPixel(of size: Size, scale: Double) -> Bool {
        guard case let .plain(color) = self, color.clamped.alpha >= 1 else { return false }
        let w = size.width * scale, h = size.height * scale
        return w.isFinite && h.isFinite && w == w.rounded() && h == h.rounded()
    }

    /// The shadow's blur and how far it falls (down under a bar, up over a card), in units.
    static let shadowBlur = 12.0, shadowDrop = 2.0

    /// For a bar or card drawn at `scale`: how many device rows at the top and at the bottom of its surface
    /// differ from the rows between, which are all the same (straight sides and their shadow), so a chrome
    /// of another height is those bands with that row repeated between. Counted generously: on the side
    /// with the rounded corners the margin, the corner, the blur and the drop, and 4 units more; on the
    /// other (a bar's top, a card's bottom, whose corners lie beyond the surface) the blur, the drop and 4
    /// units, for the shadow of the corners out there. Nil for chromes without a shadow.
    func fixedRows(scale: Double) -> (top: Int, bottom: Int)? {
        guard scale.isFinite, scale > 0 else { return nil }
        switch self {
        case .none, .plain: return nil
        case .topBar: return (Self.band(0, scale), Self.band(shadowMargin.bottom + cornerRadius, scale))
        case .bottomCard: return (Self.band(shadowMargin.top + cornerRadius, scale), Self.band(0, scale))
        case .floatingPanel: return (Self.band(shadowMargin.top + cornerRadius, scale), Self.band(shadowMargin.bottom + cornerRadius, scale))
        }
    }

    /// For a bar or card drawn at `scale`: how many device columns at the left and at the right of its
    /// surface differ from the columns between, which are all the same (the straight top or bottom edge and
    /// its shadow): the corner, the blur, the drop and 4 units more on each side, as `fixedRows` counts
    /// them. Nil for chromes without a shadow.
    func fixedColumns(scale: Double) -> (left: Int, right: Int)? {
        guard scale.isFinite, scale > 0 else { return nil }
        switch self {
        case .none, .plain: return nil
        case .topBar, .bottomCard:
            let columns = Self.band(cornerRadius, scale)
            return (columns, columns)
        case .floatingPanel:
            return (Self.band(shadowMargin.left + cornerRadius, scale), Self.band(shadowMargin.right + cornerRadius, scale))
        }
    }

    /// Device pixels of a band that holds `units` of the shape, the blur, the drop and 4 units more.
    private static func band(_ units: Double, _ scale: Double) -> Int {
        Int(((units + shadowBlur + shadowDrop + 4) * scale).rounded(.up))
    }

    /// What the body in `color` covers opaquely in a surface of `size` (the shadow need not be drawn there).
    private func body(_ color: Color, _ size: Size) -> Rect? { color.alpha >= 1 ? opaqueRect(in: size) : nil }

    /// Draws the chrome into a surface of `size`.
    func draw(in canvas: Canvas, size: Size) {
        let shape = shapeRect(in: size)
        switch self {
        case .none:
            break
        case let .plain(color):
            canvas.fill(Rect(size: size), color)
        case let .topBar(color):
            // Extend the shape above the top edge so only the bottom corners are rounded.
            let drawn = Rect(x: shape.x, y: shape.y - cornerRadius, width: shape.width, height: shape.height + cornerRadius)
            canvas.drawShadow(of: drawn, cornerRadius: cornerRadius, blur: Self.shadowBlur, offset: Point(x: 0, y: Self.shadowDrop), covered: body(color, size))
            canvas.fill(roundedRect: drawn, radius: cornerRadius, color)
        case let .bottomCard(color):
            let drawn = Rect(x: shape.x, y: shape.y, width: shape.width, height: shape.height + cornerRadius)
            canvas.drawShadow(of: drawn, cornerRadius: cornerRadius, blur: Self.shadowBlur, offset: Point(x: 0, y: -Self.shadowDrop), covered: body(color, size))
            canvas.fill(roundedRect: drawn, radius: cornerRadius, color)
        case let .floatingPanel(color):
            canvas.drawShadow(of: shape, cornerRadius: cornerRadius, blur: Self.shadowBlur, offset: Point(x: 0, y: Self.shadowDrop), covered: body(color, size))
            canvas.fill(roundedRect: shape, radius: cornerRadius, color)
        }
    }
}
