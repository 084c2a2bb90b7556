import CPango

/// Text laid out and drawn for editing (`WrappedText`): the same Pango layout measures and draws.
extension Canvas {
    /// Lays out `text` in `font` wrapped at `width` (by words, inside a word only when it is longer than
    /// a line), every line kept, for a text area.
    public func wrappedText(_ text: String, width: Double, font: Font) -> WrappedText {
        let layout = shaper.paragraph(text, width: max(1, width), style: ParagraphStyle(font: font)).layout
        let bytes = Array(text.utf8)
        // Character boundaries, as UTF-8 offsets, in order.
        var boundaries: [Int] = []
        boundaries.reserveCapacity(text.utf8.count + 1)
        var offset = 0
        for c in text {
            boundaries.append(offset)
            offset += c.utf8.count
        }
        boundaries.append(offset)
        var lines: [WrappedText.Line] = []
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        var b = 0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            var y0: Int32 = 0, y1: Int32 = 0
            pango_layout_iter_get_line_yrange(iter, &y0, &y1)
            let start = Int(line.pointee.start_index)
            var end = min(bytes.count, start + Int(line.pointee.length))
            let isLast = pango_layout_iter_at_last_line(iter) != 0
            var endsWithBreak = false
            while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D {
                end -= 1
                endsWithBreak = true
            }
            while b < boundaries.count, boundaries[b] < start { b += 1 }
            var offsets: [Int] = []
            var xs: [Double] = []
            var k = b
            while k < boundaries.count, boundaries[k] <= end {
                var pos = PangoRectangle()
                pango_layout_index_to_pos(layout, Int32(boundaries[k]), &pos)
                offsets.append(boundaries[k])
                // At the end of a line Pango reports the next line's start: take the trailing edge instead.
                if boundaries[k] == end, k > b {
                    var last = PangoRectangle()
                    pango_layout_index_to_pos(layout, Int32(boundaries[k - 1]), &last)
                    xs.append(fromPango(max(last.x, last.x + last.width)))
                } else {
                    xs.append(fromPango(pos.x))
                }
                k += 1
            }
            if offsets.isEmpty {
                offsets = [start]
                xs = [0]
            }
            if !endsWithBreak, end < bytes.count, bytes[end] == 0x0A || bytes[end] == 0x0D { endsWithBreak = true }
            let wrapped = !isLast && !endsWithBreak
            lines.append(WrappedText.Line(range: start..<max(start, end), top: fromPango(y0), height: fromPango(y1 - y0),
                                          boundaries: offsets, caretX: xs, isWrapped: wrapped))
        } while pango_layout_iter_next_line(iter) != 0
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return WrappedText(lines: lines, size: Size(width: fromPango(logical.width), height: fromPango(logical.height)))
    }

    /// Draws `text` as ``wrappedText(_:width:font:)`` lays it out, its top-left at `origin`.
    public func drawWrappedText(_ text: String, width: Double, font: Font, at origin: Point, color: Color) {
        let layout = shaper.paragraph(text, width: max(1, width), style: ParagraphStyle(font: font)).layout
        show(layout, top: origin, color: color)
    }
}
