import WhimGraphics

/// Lays children out in a column (`VStack`) or a row (`HStack`) with spacing and padding. Children keep
/// their fitting size along the axis; `Spacer`s share what is left. Hidden children take no space.
open class StackWidget: Widget {
    /// Cross-axis placement of children.
    public enum Alignment: Sendable { case leading, center, trailing, fill }

    public let isVertical: Bool
    public var spacing: Double { didSet { setNeedsLayout() } }
    public var padding: EdgeInsets { didSet { setNeedsLayout() } }
    public var alignment: Alignment { didSet { setNeedsLayout() } }

    init(vertical: Bool, spacing: Double, padding: EdgeInsets, alignment: Alignment, children: [Widget]) {
        self.isVertical = vertical
        self.spacing = spacing
        self.padding = padding
        self.alignment = alignment
        super.init()
        for c in children { addChild(c) }
    }

    private var visible: [Widget] { children.filter { !$0.isHidden } }

    open override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let inner = Size(width: max(0, proposal.width - padding.horizontal), height: max(0, proposal.height - padding.vertical))
        var main = 0.0, cross = 0.0
        let kids = visible
        for c in kids where !(c is Spacer) {
            let s = c.sizeThatFits(inner, in: context)
            main += isVertical ? s.height : s.width
            cross = max(cross, isVertical ? s.width : s.height)
        }
        for c in kids { if let sp = c as? Spacer { main += sp.minLength } }
        main += spacing * Double(max(0, kids.count - 1))
        return isVertical
            ? Size(width: proposal.width.isFinite ? proposal.width : cross + padding.horizontal, height: main + padding.vertical)
            : Size(width: main + padding.horizontal, height: cross + padding.vertical)
    }

    open override func layout(in context: LayoutContext) {
        let inner = frame.inset(by: padding)
        let kids = visible
        var sizes: [Size] = []
        var fixed = 0.0
        var spacers = 0
        for c in kids {
            if let sp = c as? Spacer {
                sizes.append(.zero)
                spacers += 1
                fixed += sp.minLength
            } else {
                let s = c.sizeThatFits(isVertical ? Size(width: inner.width, height: .infinity) : Size(width: .infinity, height: inner.height), in: context)
                sizes.append(s)
                fixed += isVertical ? s.height : s.width
            }
        }
        fixed += spacing * Double(max(0, kids.count - 1))
        let free = max(0, (isVertical ? inner.height : inner.width) - fixed)
        var cursor = isVertical ? inner.minY : inner.minX
        for (c, s) in zip(kids, sizes) {
            let length: Double
            if let sp = c as? Spacer { length = sp.minLength + (spacers > 0 ? free / Double(spacers) : 0) } else { length = isVertical ? s.height : s.width }
            let crossAvailable = isVertical ? inner.width : inner.height
            let crossSize = alignment == .fill || c is Spacer ? crossAvailable : min(crossAvailable, isVertical ? s.width : s.height)
            let crossStart: Double
            switch alignment {
            case .leading, .fill: crossStart = isVertical ? inner.minX : inner.minY
            case .center: crossStart = (isVertical ? inner.minX : inner.minY) + (crossAvailable - crossSize) / 2
            case .trailing: crossStart = (isVertical ? inner.maxX : inner.maxY) - crossSize
            }
            c.frame = isVertical
                ? Rect(x: crossStart, y: cursor, width: crossSize, height: length)
                : Rect(x: cursor, y: crossStart, width: length, height: crossSize)
            c.layout(in: context)
            cursor += length + spacing
        }
    }
}

/// Children in a column.
public final class VStack: StackWidget {
    public init(spacing: Double = 8, padding: EdgeInsets = .zero, alignment: Alignment = .fill, _ children: [Widget] = []) {
        super.init(vertical: true, spacing: spacing, padding: padding, alignment: alignment, children: children)
    }
}

/// Children in a row.
public final class HStack: StackWidget {
    public init(spacing: Double = 8, padding: EdgeInsets = .zero, alignment: Alignment = .center, _ children: [Widget] = []) {
        super.init(vertical: false, spacing: spacing, padding: padding, alignment: alignment, children: children)
    }
}

/// Flexible empty space in a stack: spacers share the space the other children leave.
public final class Spacer: Widget {
    public let minLength: Double
    public init(minLength: Double = 0) {
        self.minLength = minLength
        super.init()
    }
}
