import CCairo
import CPango

/// One of cairo's font objects, kept alive while this is held and compared by identity: what tests need
/// to see which fonts, and so which of cairo's font locks, two canvases share (``Canvas/cairoFonts(of:font:)``).
package final class CairoFontObject: Hashable, @unchecked Sendable {
    // @unchecked: only the pointer's identity is read; cairo counts references atomically.
    private let font: OpaquePointer

    init(referencing font: OpaquePointer) {
        self.font = cairo_scaled_font_reference(font)
    }

    deinit { cairo_scaled_font_destroy(font) }

    package static func == (a: CairoFontObject, b: CairoFontObject) -> Bool { a.font == b.font }
    package func hash(into hasher: inout Hasher) { hasher.combine(font) }
}

extension Canvas {
    /// The cairo fonts behind one line of `text` in `font` on this canvas: for each run, the font Pango
    /// measures it with and the one cairo draws it with at the canvas's current transform.
    package func cairoFonts(of text: String, font: Font) -> Set<CairoFontObject> {
        let layout = shaper.line(text, font: font)
        var fonts: Set<CairoFontObject> = []
        forEachRun(of: layout) { run in
            guard let pangoFont = run.pointee.item.pointee.analysis.font,
                  let measuring = pango_cairo_font_get_scaled_font(OpaquePointer(pangoFont)) else { return true }
            fonts.insert(CairoFontObject(referencing: measuring))
            withState {
                cairo_set_scaled_font(context, measuring)
                if let drawing = cairo_get_scaled_font(context) { fonts.insert(CairoFontObject(referencing: drawing)) }
            }
            return true
        }
        return fonts
    }
}
