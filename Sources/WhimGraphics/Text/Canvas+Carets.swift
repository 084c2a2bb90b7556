import CPango

/// Carets in one line of text as ``Canvas/drawText(_:in:font:color:alignment:ellipsize:)`` draws it from the
/// left of its rect: where they stand, and where the Left and Right arrows take them.
extension Canvas {
    /// The carets of one line of `text` in `font`: Pango's strong caret at each cursor position.
    public func lineCarets(_ text: String, font: Font) -> LineCarets {
        let layout = shaper.line(text, font: scaled(font))
        let extents = LineExtents(layout)
        var offsets: [Int] = []
        var xs: [Double] = []
        var count: Int32 = 0
        let attributes = pango_layout_get_log_attrs_readonly(layout, &count)
        var offset = 0
        for (i, scalar) in text.unicodeScalars.enumerated() {
            let isCursorPosition = i < Int(count) ? attributes.map { $0[i].is_cursor_position != 0 } ?? true : true
            if i == 0 || isCursorPosition { offsets.append(offset) }
            offset += scalar.utf8.count
        }
        offsets.append(offset)
        for o in offsets { xs.append(fromPango(Self.strongCaretX(layout, at: o)) - extents.x) }
        return LineCarets(offsets: offsets, x: xs, width: extents.width)
    }

    /// Where Right (`rightwards`) or Left moves the caret at `offset` in one line of `text`: to the next
    /// place on screen in that direction, as Pango moves its strong caret (`pango_layout_move_cursor_visually`),
    /// backwards in the text through a right-to-left run. Where two positions in the text share a place on
    /// screen (at the edge of a run) Pango may step from one to the other without moving; such steps are
    /// taken together with the next, so every press moves the caret. Nil at the line's end that way.
    public func caretMove(in text: String, font: Font, from offset: Int, rightwards: Bool) -> Int? {
        let layout = shaper.line(text, font: scaled(font))
        let start = Self.strongCaretX(layout, at: offset)
        var position = offset
        for _ in 0...text.utf8.count {
            var index: Int32 = 0, trailing: Int32 = 0
            pango_layout_move_cursor_visually(layout, 1, Int32(position), 0, rightwards ? 1 : -1, &index, &trailing)
            guard index >= 0, index < Int32.max else { return nil }
            // A trailing count is characters past `index`: the caret is after them.
            var bytes = text.utf8.dropFirst(Int(index))
            for _ in 0..<trailing {
                guard let first = bytes.first else { break }
                bytes = bytes.dropFirst(first < 0x80 ? 1 : first < 0xE0 ? 2 : first < 0xF0 ? 3 : 4)
            }
            position = text.utf8.count - bytes.count
            if Self.strongCaretX(layout, at: position) != start { return position }
        }
        return nil
    }

    /// Pango's strong caret's x at a UTF-8 offset of `layout`, in Pango units.
    private static func strongCaretX(_ layout: OpaquePointer, at offset: Int) -> Int32 {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, Int32(offset), &strong, nil)
        return strong.x
    }
}
