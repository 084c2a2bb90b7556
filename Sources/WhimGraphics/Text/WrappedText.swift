/// A text laid out for editing: wrapped at a width by words (inside a word only when it is longer than a
/// line), its lines with their UTF-8 ranges and heights, and the caret's x at every character boundary.
/// A value, so a text area finds carets, hits and line moves without Pango.
public struct WrappedText: Sendable, Hashable {
    /// One visual line.
    public struct Line: Sendable, Hashable {
        /// The UTF-8 offsets of the text on the line (the line break that ends it left out).
        public var range: Range<Int>
        /// The top of the line's box, from the top of the text.
        public var top: Double
        /// The line's height.
        public var height: Double
        /// The character boundaries on the line as UTF-8 offsets, first to last (both ends of `range`).
        public var boundaries: [Int]
        /// The caret's x at each of `boundaries`.
        public var caretX: [Double]
        /// Whether the line ends where Pango wrapped it (not at a line break or the end of the text).
        public var isWrapped: Bool
    }

    /// The lines, top to bottom (at least one, empty for an empty text).
    public var lines: [Line]
    /// The widest line's width and the height of all lines.
    public var size: Size

    /// The index of the line `offset` is shown on: at a wrap, the start of the next line.
    public func lineIndex(of offset: Int) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lines[mid].range.lowerBound <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Where the caret at `offset` is drawn: its x and its line.
    public func caret(at offset: Int) -> (x: Double, line: Int) {
        let i = lineIndex(of: offset)
        let line = lines[i]
        let k = line.boundaries.lastIndex { $0 <= offset } ?? 0
        return (line.caretX[k], i)
    }

    /// The boundary on line `index` whose caret is nearest `x`.
    public func offset(onLine index: Int, nearestX x: Double) -> Int {
        let line = lines[max(0, min(index, lines.count - 1))]
        var best = 0
        for k in line.caretX.indices where abs(line.caretX[k] - x) < abs(line.caretX[best] - x) { best = k }
        // A wrapped line's last boundary is the next line's first: the caret would jump down.
        if line.isWrapped, best == line.boundaries.count - 1, best > 0 { best -= 1 }
        return line.boundaries[best]
    }

    /// The boundary nearest to a point (from the top-left of the text): on the line under it (the first
    /// or last above or below the text), nearest in x.
    public func offset(nearest p: Point) -> Int {
        let index = lines.lastIndex { $0.top <= p.y } ?? 0
        return offset(onLine: index, nearestX: p.x)
    }

    /// The end of line `index` where End puts the caret: before the space a wrapped line ends with, so the
    /// caret stays on that line.
    public func lineEnd(_ index: Int) -> Int {
        let line = lines[index]
        return line.isWrapped && line.boundaries.count > 1 ? line.boundaries[line.boundaries.count - 2] : line.range.upperBound
    }
}
