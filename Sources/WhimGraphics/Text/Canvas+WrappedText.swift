import CPango

/// Text laid out and drawn for editing (`WrappedText`): the same Pango layout measures and draws. Carets
/// are the clusters' leading edges, or, in text with right-to-left runs, Pango's strong caret.
extension Canvas {
    /// Lays out `text` in `font` wrapped at `width` (by words, inside a word only when it is longer than
    /// a line), every line kept, for a text area.
    public func wrappedText(_ text: String, width: Double, font: Font) -> WrappedText {
        let layout = shaper.paragraph(text, width: max(1, width), style: ParagraphStyle(font: scaled(font))).layout
        return Self.wrappedText(of: layout, text: text)
    }

    /// The lines, carets and size of `layout`, which holds `text` wrapped for editing.
    static func wrappedText(of layout: OpaquePointer, text: String) -> WrappedText {
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
        let clusters = Self.clusters(of: layout)
        // Right-to-left runs: Pango's strong caret, where a cluster's left edge is not the caret's place.
        let exact = LineCarets.isNeeded(for: text)
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
            if !endsWithBreak, end < bytes.count, bytes[end] == 0x0A || bytes[end] == 0x0D { endsWithBreak = true }
            while b < boundaries.count, boundaries[b] < start { b += 1 }
            // The line's clusters in text order: each boundary's x is its cluster's leading edge, or a share
            // of the cluster's width for a boundary inside one (a ligature holding two characters).
            let own = (clusters[start] ?? []).sorted { $0.index < $1.index }
            var offsets: [Int] = [], xs: [Double] = []
            var c = 0, k = b
            while k < boundaries.count, boundaries[k] <= end {
                let offset = boundaries[k]
                while c + 1 < own.count, own[c + 1].index <= offset { c += 1 }
                let x: Double
                if own.isEmpty {
                    x = 0
                } else if offset >= end {
                    x = own.map { $0.x + $0.width }.max() ?? 0
                } else {
                    let cluster = own[c]
                    let next = c + 1 < own.count ? own[c + 1].index : end
                    let share = next > cluster.index ? Double(offset - cluster.index) / Double(next - cluster.index) : 0
                    x = cluster.x + cluster.width * max(0, min(1, share))
                }
                offsets.append(offset)
                // (A wrapped line's last offset is the next line's first: Pango's caret there is on that line.)
                if exact, offset < end || isLast || endsWithBreak {
                    var strong = PangoRectangle()
                    pango_layout_get_cursor_pos(layout, Int32(offset), &strong, nil)
                    xs.append(fromPango(strong.x))
                } else {
                    xs.append(x)
                }
                k += 1
            }
            if offsets.isEmpty {
                offsets = [start]
                xs = [0]
            }
            let wrapped = !isLast && !endsWithBreak
            lines.append(WrappedText.Line(range: start..<max(start, end), top: fromPango(y0), height: fromPango(y1 - y0),
                                          boundaries: offsets, caretX: xs, isWrapped: wrapped))
        } while pango_layout_iter_next_line(iter) != 0
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return WrappedText(lines: lines, size: Size(width: fromPango(logical.width), height: fromPango(logical.height)))
    }

    /// Every cluster of a layout by the first byte of its line: its first byte and its logical left edge
    /// and width. One pass of an iterator: Pango's own index-to-position calls count characters from the
    /// start of the text each time, which made laying out a long note quadratic. (By line start, not by
    /// the order lines are visited in: an empty line between two `\r\n` is not always visited.)
    private static func clusters(of layout: OpaquePointer) -> [Int: [(index: Int, x: Double, width: Double)]] {
        var result: [Int: [(index: Int, x: Double, width: Double)]] = [:]
        let iter = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iter) }
        repeat {
            guard pango_layout_iter_get_run_readonly(iter) != nil, let line = pango_layout_iter_get_line_readonly(iter) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_cluster_extents(iter, nil, &logical)
            result[Int(line.pointee.start_index), default: []]
                .append((Int(pango_layout_iter_get_index(iter)), fromPango(logical.x), fromPango(logical.width)))
        } while pango_layout_iter_next_cluster(iter) != 0
        return result
    }

    /// Draws `text` as ``wrappedText(_:width:font:)`` lays it out, its top-left at `origin`.
    public func drawWrappedText(_ text: String, width: Double, font: Font, at origin: Point, color: Color) {
        let layout = shaper.paragraph(text, width: max(1, width), style: ParagraphStyle(font: scaled(font))).layout
        show(layout, top: origin, color: color)
    }
}
