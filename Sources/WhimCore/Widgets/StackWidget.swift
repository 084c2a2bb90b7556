import WhimGraphics

/// The layout shared by `VStack` and `HStack`: children one after another along an axis, `spacing`
/// apart, inside `padding`.
///
/// Each visible child first gets its fitting size (`sizeThatFits`). Space left over goes to children
/// that grow (`Spacer`, and others through `Widget.stackFlex(along:)`) by their weights; when the children do not
/// fit, those that shrink (labels in a row, lists in a column) give up space in proportion to their size.
/// Hidden children take no space and no spacing.
open class StackWidget: Widget {
    /// Placement of children across the stack's axis. In a row, `.leading` is the top and `.trailing`
    /// the bottom.
    public enum Alignment: Sendable, Hashable {
        /// At the start: the left of a column, the top of a row.
        case leading
        /// Centred.
        case center
        /// At the end: the right of a column, the bottom of a row.
        case trailing
        /// Stretched across the whole stack.
        case fill
    }

    /// The axis children follow.
    public let axis: StackAxis
    /// Whether children follow one another downwards (a `VStack`).
    public var isVertical: Bool { axis == .vertical }
    /// The gap between neighbouring visible children.
    public var spacing: Double { didSet { setNeedsLayout() } }
    /// Space between the stack's frame and its children.
    public var padding: EdgeInsets { didSet { setNeedsLayout() } }
    /// Placement of children across the axis.
    public var alignment: Alignment { didSet { setNeedsLayout() } }

    init(axis: StackAxis, spacing: Double, padding: EdgeInsets, alignment: Alignment, children: [Widget]) {
        self.axis = axis
        self.spacing = spacing
        self.padding = padding
        self.alignment = alignment
        super.init()
        for c in children { addChild(c) }
    }

    /// The children that take part in layout.
    public var visibleChildren: [Widget] { children.filter { !$0.isHidden } }

    // MARK: Sizing

    open override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size {
        let kids = visibleChildren
        let gaps = spacing * Double(max(0, kids.count - 1))
        if isVertical {
            let innerWidth = proposal.width.isFinite ? max(0, proposal.width - padding.horizontal) : .infinity
            var height = gaps, width = 0.0
            for c in kids {
                let s = fittingSize(of: c, Size(width: innerWidth, height: .infinity), context)
                height += s.height
                width = max(width, s.width)
            }
            return Size(
                width: proposal.width.isFinite ? proposal.width : width + padding.horizontal,
                height: height + padding.vertical)
        }
        let innerHeight = proposal.height.isFinite ? max(0, proposal.height - padding.vertical) : .infinity
        let ideals = kids.map { fittingSize(of: $0, Size(width: .infinity, height: innerHeight), context).width }
        var widths = ideals
        var width = ideals.reduce(0, +) + gaps + padding.horizontal
        if proposal.width.isFinite {
            let available = max(0, proposal.width - padding.horizontal - gaps)
            widths = Self.distribute(ideals, kids.map { flex(of: $0) }, available: available)
            if width > proposal.width || kids.contains(where: { flex(of: $0).grow > 0 }) { width = proposal.width }
        }
        var height = 0.0
        for (c, w) in zip(kids, widths) {
            height = max(height, fittingSize(of: c, Size(width: w, height: innerHeight), context).height)
        }
        return Size(width: width, height: height + padding.vertical)
    }

    // MARK: Layout

    open override func layout(in context: LayoutContext) {
        let inner = frame.inset(by: padding)
        let kids = visibleChildren
        let gaps = spacing * Double(max(0, kids.count - 1))
        let proposal = isVertical ? Size(width: inner.width, height: .infinity) : Size(width: .infinity, height: inner.height)
        let ideals = kids.map { fittingSize(of: $0, proposal, context) }
        let lengths = Self.distribute(
            ideals.map { isVertical ? $0.height : $0.width }, kids.map { flex(of: $0) },
            available: max(0, (isVertical ? inner.height : inner.width) - gaps))
        var cursor = isVertical ? inner.minY : inner.minX
        for (i, c) in kids.enumerated() {
            let length = lengths[i]
            let crossAvailable = isVertical ? inner.width : inner.height
            let crossSize: Double
            if alignment == .fill || c is Spacer {
                crossSize = crossAvailable
            } else if isVertical {
                crossSize = min(crossAvailable, ideals[i].width)
            } else {
                // A row child's height may depend on the width it finally got (a wrapping label).
                let s = length == ideals[i].width ? ideals[i] : fittingSize(of: c, Size(width: length, height: inner.height), context)
                crossSize = min(crossAvailable, s.height)
            }
            let crossOrigin = isVertical ? inner.minX : inner.minY
            let crossStart: Double
            switch alignment {
            case .leading, .fill: crossStart = crossOrigin
            case .center: crossStart = crossOrigin + (crossAvailable - crossSize) / 2
            case .trailing: crossStart = crossOrigin + crossAvailable - crossSize
            }
            c.frame = isVertical
                ? Rect(x: crossStart, y: cursor, width: crossSize, height: length)
                : Rect(x: cursor, y: crossStart, width: length, height: crossSize)
            c.layout(in: context)
            cursor += length + spacing
        }
    }

    // MARK: Helpers

    private func flex(of child: Widget) -> StackFlex {
        child.stackFlex(along: axis)
    }

    /// A child's fitting size with non-finite or negative answers made zero.
    private func fittingSize(of child: Widget, _ proposal: Size, _ context: LayoutContext) -> Size {
        let s = child.sizeThatFits(proposal, in: context)
        return Size(width: s.width.isFinite ? max(0, s.width) : 0, height: s.height.isFinite ? max(0, s.height) : 0)
    }

    /// Lengths along the axis: fitting lengths, plus left-over space shared by `grow` (each child up to its
    /// `maximumGrowth`, the rest shared among the others), or minus the overflow taken from the children
    /// that `shrink` (weighted by their lengths, never below zero).
    static func distribute(_ ideals: [Double], _ flex: [StackFlex], available: Double) -> [Double] {
        var lengths = ideals
        let total = ideals.reduce(0, +)
        if available > total {
            var left = available - total
            var growing = lengths.indices.filter { flex[$0].grow > 0 }
            // A child that reaches its most hands the rest of its share to the others: each pass either
            // places everything left or closes a child, so it ends.
            while left > 1e-9, !growing.isEmpty {
                let growth = growing.reduce(0) { $0 + flex[$1].grow }
                var open: [Int] = []
                var given = 0.0
                for i in growing {
                    let room = ideals[i] + flex[i].maximumGrowth - lengths[i]
                    let share = min(room, left * flex[i].grow / growth)
                    lengths[i] += share
                    given += share
                    if share < room { open.append(i) }
                }
                left -= given
                if open.count == growing.count { break }
                growing = open
            }
        } else if available < total {
            var deficit = total - available
            // A few passes: a child clamped at zero hands the rest of its share to the others.
            for _ in 0..<4 where deficit > 1e-9 {
                let weights = lengths.indices.map { max(0, flex[$0].shrink) * lengths[$0] }
                let sum = weights.reduce(0, +)
                guard sum > 0 else { break }
                var taken = 0.0
                for i in lengths.indices where weights[i] > 0 {
                    let cut = min(lengths[i], deficit * weights[i] / sum)
                    lengths[i] -= cut
                    taken += cut
                }
                deficit -= taken
            }
        }
        return lengths
    }
}
