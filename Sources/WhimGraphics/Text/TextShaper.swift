import CCairo
import CPango

/// One canvas's Pango state: a context on the calling thread's font map and one reusable layout.
///
/// Pango font maps are not safe to share between threads, and Pango gives every thread its own default
/// font map. A shaper therefore checks on every use that it is still on the font map of the current
/// thread and builds its context again when it is not (a canvas moved to another thread), so map labels
/// shaped on the tile worker and widgets shaped on the frame thread never touch one font map together.
///
/// The context's font options are fixed (grey antialiasing, slight hinting, no hinted metrics, unrounded
/// glyph positions) rather than read from the machine's fontconfig settings: text measures the same at
/// any transform and device scale, and golden images do not depend on desktop settings.
final class TextShaper {
    private var fontMap: UnsafeMutablePointer<PangoFontMap>?
    private var context: OpaquePointer?
    private var layout: OpaquePointer?
    private var descriptions: [Font: OpaquePointer] = [:]
    /// Lines are broken at word boundaries (between characters only for a word longer than a line) and
    /// never get an inserted hyphen.
    private let noHyphens: OpaquePointer

    init() {
        noHyphens = pango_attr_list_new()!
        pango_attr_list_insert(noHyphens, pango_attr_insert_hyphens_new(0))
    }

    deinit {
        for d in descriptions.values { pango_font_description_free(d) }
        release()
        pango_attr_list_unref(noHyphens)
    }

    private func release() {
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        layout = nil
        context = nil
        fontMap = nil
    }

    /// The layout set to one line of `text` (newlines not breaking it), unwrapped.
    func line(_ text: String, font: Font) -> OpaquePointer {
        let layout = reset(text, font: font)
        pango_layout_set_single_paragraph_mode(layout, 1)
        return layout
    }

    /// Shortens the line in `layout` with a trailing "…" to `width`; false when not even "…" fits.
    func ellipsize(_ layout: OpaquePointer, toWidth width: Double) -> Bool {
        guard width > 0 else { return false }
        pango_layout_set_width(layout, toPango(width))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return fromPango(logical.width) <= width
    }

    /// The layout set to `text` as a paragraph `width` wide (unwrapped when infinite) in `style`, the text
    /// it holds, and whether text was left out.
    ///
    /// Pango limits lines per paragraph, not in all, and adds "…" only to a line too wide for the width, so
    /// a limited paragraph is laid out twice: unlimited, then (when it takes too many lines) as the first
    /// `maxLines - 1` lines as they broke, each its own paragraph, and a last one-line paragraph holding
    /// the rest with its newlines read as spaces, ended in "…" (Pango ellipsizes it further when it is
    /// too wide).
    func paragraph(_ text: String, width: Double, style: ParagraphStyle) -> (layout: OpaquePointer, text: String, truncated: Bool) {
        let lines = Int32(clamping: style.maxLines)
        // One line at most: newlines read as spaces.
        let text = lines == 1 ? String(text.map { $0.isNewline ? " " : $0 }) : text
        guard width.isFinite else {
            // Unwrapped, a paragraph is a line: the first `maxLines` paragraphs.
            let shown = lines == 0 ? text : text.split(separator: "\n", omittingEmptySubsequences: false)
                .prefix(style.maxLines).joined(separator: "\n")
            return (paragraphLayout(shown, width: width, style: style), shown, shown != text)
        }
        let layout = paragraphLayout(text, width: width, style: style)
        guard lines > 0, pango_layout_get_line_count(layout) > lines else { return (layout, text, false) }
        let bytes = Array(text.utf8)
        var kept: [String] = []
        for i in 0..<(lines - 1) {
            guard let line = pango_layout_get_line_readonly(layout, i) else { break }
            let start = Int(line.pointee.start_index)
            kept.append(Self.trimmingTrailingWhitespace(utf8Slice(bytes, start, start + Int(line.pointee.length))))
        }
        guard let last = pango_layout_get_line_readonly(layout, lines - 1) else { return (layout, text, false) }
        let rest = Self.trimmingTrailingWhitespace(String(utf8Slice(bytes, Int(last.pointee.start_index), bytes.count)
            .map { $0.isNewline ? " " : $0 }))
        let shown = (kept + [rest + "…"]).joined(separator: "\n")
        let limited = paragraphLayout(shown, width: width, style: style)
        pango_layout_set_ellipsize(limited, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(limited, -1)
        return (limited, shown, true)
    }

    private static func trimmingTrailingWhitespace(_ text: String) -> String {
        var s = text
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return s
    }

    private func paragraphLayout(_ text: String, width: Double, style: ParagraphStyle) -> OpaquePointer {
        let layout = reset(text, font: style.font)
        pango_layout_set_single_paragraph_mode(layout, 0)
        pango_layout_set_line_spacing(layout, Float(style.lineHeightMultiple))
        switch style.alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
        if width.isFinite {
            pango_layout_set_width(layout, toPango(max(0, width)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        return layout
    }

    /// The layout, on a context of this thread's font map, reset to one unwrapped line of `text` in `font`.
    private func reset(_ text: String, font: Font) -> OpaquePointer {
        let map = pango_cairo_font_map_get_default()
        if layout == nil || map != fontMap {
            release()
            fontMap = map
            let ctx = pango_font_map_create_context(map)!
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(ctx, options)
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(ctx, 0)
            context = ctx
            layout = pango_layout_new(ctx)
        }
        let layout = layout!
        pango_layout_set_font_description(layout, description(of: font))
        pango_layout_set_width(layout, -1)
        pango_layout_set_height(layout, -1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        pango_layout_set_line_spacing(layout, 0)
        pango_layout_set_attributes(layout, noHyphens)
        text.withCString { pango_layout_set_text(layout, $0, -1) }
        return layout
    }

    private func description(of font: Font) -> OpaquePointer {
        if let known = descriptions[font] { return known }
        let d = pango_font_description_new()!
        let families = ([font.family] + font.fallbackFamilies).joined(separator: ",")
        families.withCString { pango_font_description_set_family(d, $0) }
        pango_font_description_set_absolute_size(d, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, font.weight == .bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_style(d, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[font] = d
        return d
    }
}

/// Pango units (1/1024) to logical units.
func fromPango(_ value: Int32) -> Double { Double(value) / Double(PANGO_SCALE) }
/// Logical units to Pango units, rounded down so a width never grows.
func toPango(_ value: Double) -> Int32 {
    Int32(clamping: Int((value * Double(PANGO_SCALE)).rounded(.down)))
}
/// The characters of `bytes` (UTF-8) between two byte offsets of Pango's, clamped to the text.
func utf8Slice(_ bytes: [UInt8], _ start: Int, _ end: Int) -> String {
    let a = max(0, min(start, bytes.count)), b = max(a, min(end, bytes.count))
    return String(decoding: bytes[a..<b], as: UTF8.self)
}
