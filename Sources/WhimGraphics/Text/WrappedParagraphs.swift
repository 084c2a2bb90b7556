import CPango

/// A text area's text laid out a paragraph at a time (a paragraph ends at a line break: `\n`, `\r\n` or
/// `\r`), each paragraph's Pango layout and lines kept by its text, width and font. An edit lays out only
/// the paragraph it touched (typing in a long note costs one paragraph, not the note), and drawing shows
/// only the paragraphs in view. The layouts are this value's own, never in a `TextShaper`'s cache, where a
/// long note's paragraphs would push out the labels and lines kept there.
///
/// The lines, breaks, heights and carets are what `Canvas.wrappedText(_:width:font:)` gives for the whole
/// text (Pango breaks every paragraph on its own either way), the offsets moved by where each paragraph
/// starts, with two differences: spaces that end a paragraph hang past the width, as at the end of the
/// text (the whole layout wraps them before a line break), and each paragraph starts right under the one
/// before (the whole layout leaves a little room around a line shorter than the font's, an emoji alone).
/// One thread's, like the canvas it measures with.
public final class WrappedParagraphs {
    private struct Key: Hashable {
        var text: Substring
        var width: Double
        var font: Font
    }

    /// One paragraph laid out: its layout (owned) and its lines from its own start and top.
    private final class Paragraph {
        let layout: OpaquePointer
        let wrapped: WrappedText
        init(layout: OpaquePointer, wrapped: WrappedText) {
            self.layout = layout
            self.wrapped = wrapped
        }
        deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// The paragraphs of the last text laid out (and only those), by text, width and font.
    private var kept: [Key: Paragraph] = [:]
    /// The last text's paragraphs in order, with where each starts (UTF-8 offset) and its top.
    private var shown: [(start: Int, top: Double, paragraph: Paragraph)] = []
    /// Paragraphs laid out by Pango so far (for tests and benchmarks: an edit lays out one).
    public private(set) var paragraphsLaidOut = 0

    /// Nothing laid out yet.
    public init() {}

    /// Lays out `text` in `font` wrapped at `width` like `Canvas.wrappedText(_:width:font:)`, laying out
    /// only the paragraphs not laid out for the last text at this width and font, with `canvas`'s shaper.
    public func layout(_ text: String, width: Double, font: Font, measuringWith canvas: Canvas) -> WrappedText {
        let width = max(1, width)
        var next: [Key: Paragraph] = [:]
        var order: [(start: Int, top: Double, paragraph: Paragraph)] = []
        var lines: [WrappedText.Line] = []
        var top = 0.0, widest = 0.0
        for (range, start) in Self.paragraphs(of: text) {
            let key = Key(text: text[range], width: width, font: font)
            let paragraph: Paragraph
            if let known = next[key] ?? kept[key] {
                paragraph = known
            } else {
                let own = String(key.text)
                let layout = canvas.shaper.ownParagraph(own, width: width, style: ParagraphStyle(font: font))
                paragraph = Paragraph(layout: layout, wrapped: Canvas.wrappedText(of: layout, text: own))
                paragraphsLaidOut += 1
            }
            next[key] = paragraph
            order.append((start, top, paragraph))
            for var line in paragraph.wrapped.lines {
                line.range = (line.range.lowerBound + start)..<(line.range.upperBound + start)
                line.top += top
                for k in line.boundaries.indices { line.boundaries[k] += start }
                lines.append(line)
            }
            top += paragraph.wrapped.lines.last.map { $0.top + $0.height } ?? 0
            widest = max(widest, paragraph.wrapped.size.width)
        }
        kept = next
        shown = order
        return WrappedText(lines: lines, size: Size(width: widest, height: top))
    }

    /// Draws the paragraphs of the last text laid out whose lines reach into `visible` (the y range,
    /// from the same top as `origin`), the text's top-left at `origin`.
    public func draw(into canvas: Canvas, at origin: Point, color: Color, visible: ClosedRange<Double>) {
        for (_, top, paragraph) in shown {
            let y = origin.y + top
            guard y + paragraph.wrapped.size.height >= visible.lowerBound else { continue }
            guard y <= visible.upperBound else { break }
            canvas.show(paragraph.layout, top: Point(x: origin.x, y: y), color: color)
        }
    }

    /// `text`'s paragraphs, their line breaks left out, with the UTF-8 offset each starts at: one (empty)
    /// for an empty text, and an empty last one after a final line break, as Pango counts them. (A line
    /// break is a character of its own, so the ranges cut no character.)
    static func paragraphs(of text: String) -> [(range: Range<String.Index>, start: Int)] {
        let utf8 = text.utf8
        var result: [(range: Range<String.Index>, start: Int)] = []
        var start = utf8.startIndex, i = utf8.startIndex
        var startOffset = 0, offset = 0
        while i != utf8.endIndex {
            let byte = utf8[i]
            i = utf8.index(after: i)
            offset += 1
            guard byte == 0x0A || byte == 0x0D else { continue }
            result.append((start..<utf8.index(before: i), startOffset))
            if byte == 0x0D, i != utf8.endIndex, utf8[i] == 0x0A {
                i = utf8.index(after: i)
                offset += 1
            }
            start = i
            startOffset = offset
        }
        result.append((start..<utf8.endIndex, startOffset))
        return result
    }
}
