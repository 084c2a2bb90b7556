/// Where the caret stands in one line of text as it is drawn, at each of its cursor positions: Pango's strong
/// caret (`pango_layout_get_cursor_pos`), exact in right-to-left and mixed text, where adding up the widths
/// of the characters before the caret is not. A value, so a text field finds carets and hits without Pango.
public struct LineCarets: Sendable, Hashable {
    /// The cursor positions as UTF-8 offsets in logical order, the start and the end of the text included.
    public var offsets: [Int]
    /// The caret's x at each of `offsets`, from the line's left edge as it is drawn.
    public var x: [Double]
    /// The line's width.
    public var width: Double

    /// The index in `offsets` of the position at or before `offset`.
    private func index(of offset: Int) -> Int {
        var low = 0, high = offsets.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if offsets[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The caret's x at `offset` (at the cursor position at or before it).
    public func caretX(at offset: Int) -> Double { x[index(of: offset)] }

    /// The cursor position whose caret is nearest `x`.
    public func offset(nearestX x: Double) -> Int {
        var best = 0
        for k in self.x.indices where abs(self.x[k] - x) < abs(self.x[best] - x) { best = k }
        return offsets[best]
    }

    /// Whether `text` has characters written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko and the
    /// other scripts of those blocks): only then do carets differ from the widths of what comes before them.
    public static func isNeeded(for text: String) -> Bool {
        text.unicodeScalars.contains { s in
            switch s.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF: true
            default: false
            }
        }
    }
}
