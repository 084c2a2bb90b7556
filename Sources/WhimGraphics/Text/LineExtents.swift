import CPango

/// The logical extents of a laid-out line (or block) in logical units: where its box starts, how wide
/// and tall it is, and how far its first baseline is below its top.
struct LineExtents {
    var x: Double
    var width: Double
    var height: Double
    var baseline: Double

    init(_ layout: OpaquePointer) {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        x = fromPango(logical.x)
        width = fromPango(logical.width)
        height = fromPango(logical.height)
        baseline = fromPango(pango_layout_get_baseline(layout)) - fromPango(logical.y)
    }
}
