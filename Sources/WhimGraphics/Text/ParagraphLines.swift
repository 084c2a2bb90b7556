import CPango

/// The lines of a laid-out paragraph as text: each line's characters without the break that ended it,
/// and an ellipsized line as shown (the characters Pango elided replaced by "…" where they stood).
struct ParagraphLines {
    var lines: [String] = []
    var size: Size

    init(_ layout: OpaquePointer, text: String) {
        let bytes = Array(text.utf8)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        size = Size(width: fromPango(logical.width), height: fromPango(logical.height))
        for i in 0..<Int(pango_layout_get_line_count(layout)) {
            guard let line = pango_layout_get_line_readonly(layout, Int32(i)) else { continue }
            let start = Int(line.pointee.start_index)
            let end = start + Int(line.pointee.length)
            var shown: String
            if let gap = Self.elidedRange(of: line) {
                shown = utf8Slice(bytes, start, gap.lowerBound)
                while shown.last == " " { shown.removeLast() }
                shown += "…" + utf8Slice(bytes, gap.upperBound, end)
            } else {
                shown = utf8Slice(bytes, start, end)
            }
            // The break that ended the line (a newline, or the spaces a wrapped line ends with) is not shown.
            while let last = shown.last, last.isNewline || last == " " { shown.removeLast() }
            lines.append(shown)
        }
    }

    /// The bytes Pango's ellipsis run stands for, or nil when the line shows all of its text.
    private static func elidedRange(of line: UnsafeMutablePointer<PangoLayoutLine>) -> Range<Int>? {
        var run = line.pointee.runs
        while let node = run {
            if let item = node.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item,
               item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                let offset = Int(item.pointee.offset)
                return offset..<(offset + Int(item.pointee.length))
            }
            run = node.pointee.next
        }
        return nil
    }
}
