import CCairo
import CPango

/// One thread's Pango state — a context on the calling thread's font map, a reusable layout — and the
/// lines it has shaped. Canvases that draw on one thread may share a shaper (``Canvas/init(_:shaper:)``):
/// a line of text in a font is then shaped once, whichever of them measures or draws it again (a panel's
/// labels measured for layout and then drawn, the same rows on every visit of a screen, a map label's
/// pieces on every tile it crosses). Each canvas has one of its own otherwise.
///
/// Pango font maps are not safe to share between threads, and Pango gives every thread its own default
/// font map. A shaper therefore checks on every use that it is still on the font map of the current
/// thread and builds its context again when it is not (a canvas moved to another thread), letting go of
/// the lines shaped on the other, so map labels shaped on the tile worker and widgets shaped on the frame
/// thread never touch one font map together. A shaper is used by one thread at a time.
///
/// The context's font options are fixed (grey antialiasing, slight hinting, no hinted metrics, unrounded
/// glyph positions) rather than read from the machine's fontconfig settings: text measures the same at
/// any transform and device scale, and golden images do not depend on desktop settings.
///
/// Below Pango, cairo keeps one font object for each face, size, transform and set of options, shared by
/// every thread, and holds that font's lock while any thread measures glyphs with it or draws or outlines
/// a run of them. A worker's shaper (``Owner/worker``) asks for fonts under options of its own, so the
/// frame thread never waits for a worker's labels to measure its own text: the same glyphs, from other
/// font objects.
public final class TextShaper {
    /// Which thread's text a shaper shapes, so that a worker's cairo fonts are never the frame thread's.
    public enum Owner: Sendable, Hashable {
        /// The frame thread (widgets, the map's overlays), and any code that draws on one thread.
        case frameThread
        /// A worker drawing beside the frame thread (map tiles).
        case worker
    }
    /// Whose text this shaper shapes.
    public let owner: Owner
    private var fontMap: UnsafeMutablePointer<PangoFontMap>?
    private var context: OpaquePointer?
    private var layout: OpaquePointer?
    private var descriptions: [Font: OpaquePointer] = [:]
    /// Lines are broken at word boundaries (between characters only for a word longer than a line) and
    /// never get an inserted hyphen.
    private let noHyphens: OpaquePointer

    /// What was shaped: one line of text in a font, or a paragraph at a width in a style.
    private enum Shaped: Hashable {
        case line(String, Font)
        case paragraph(String, width: Double, ParagraphStyle)
    }
    /// A shaped line or paragraph: a layout of its own, never changed once made, the text it holds and
    /// whether text was left out.
    private typealias Kept = (layout: OpaquePointer, text: String, truncated: Bool)
    /// Lines and paragraphs shaped so far.
    private var kept: [Shaped: Kept] = [:]
    /// The same, oldest first: past `lineCapacity` the oldest goes.
    private var keptOrder: ByteBudgetQueue<Shaped>
    /// How many shaped lines and paragraphs a shaper keeps, weighed by length: a line of up to
    /// `bytesPerUnit` bytes of text is one, a longer one one per `bytesPerUnit` (its layout grows with it).
    public static let lineCapacity = 1024
    /// The bytes of text that weigh one unit of `lineCapacity`.
    public static let bytesPerUnit = 256
    /// Lines and paragraphs asked for that were shaped before, and those shaped (for tests and diagnostics).
    public private(set) var lineHits = 0, linesShaped = 0
    /// Bytes of text handed to Pango so far: the shaping work done (for tests that count it).
    public private(set) var bytesShaped = 0

    /// One line's outline at a scale, in steps of 10⁻⁶ (see ``outline(_:font:scale:)``).
    private struct OutlineKey: Hashable {
        var text: String
        var font: Font
        var microScale: Int
    }
    /// Outlines made so far (cairo's copies, freed when they go; nil for a line that must be outlined
    /// under each transform), oldest first past `outlineCapacity`.
    private var outlines: [OutlineKey: UnsafeMutablePointer<cairo_path_t>?] = [:]
    private var outlinesOrder: ByteBudgetQueue<OutlineKey>
    /// How many outlines a shaper keeps (a glyph's is a few hundred bytes to a few kilobytes).
    public static let outlineCapacity = 4096
    /// Outlines asked for that were made before, and those made (for tests and diagnostics).
    public private(set) var outlineHits = 0, outlinesMade = 0
    /// A context on a pixel of its own, where outlines are made without rotation.
    private var outliner: OpaquePointer?

    /// A shaper for `owner`'s text with nothing shaped yet; its Pango context is made at the first use, on
    /// that thread.
    public init(for owner: Owner = .frameThread) {
        self.owner = owner
        noHyphens = pango_attr_list_new()!
        pango_attr_list_insert(noHyphens, pango_attr_insert_hyphens_new(0))
        keptOrder = ByteBudgetQueue(budget: Self.lineCapacity)
        outlinesOrder = ByteBudgetQueue(budget: Self.outlineCapacity)
    }

    deinit {
        for d in descriptions.values { pango_font_description_free(d) }
        release()
        pango_attr_list_unref(noHyphens)
    }

    private func release() {
        for case let path? in outlines.values { cairo_path_destroy(path) }
        outlines = [:]
        outlinesOrder.removeAll { _ in true }
        if let outliner { cairo_destroy(outliner) }
        outliner = nil
        for k in kept.values { g_object_unref(UnsafeMutableRawPointer(k.layout)) }
        kept = [:]
        keptOrder.removeAll { _ in true }
        if let layout { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        layout = nil
        context = nil
        fontMap = nil
    }

    /// The layout holding one line of `text` (newlines not breaking it), unwrapped: shaped once, kept, and
    /// never to be changed by the caller. It stays valid until the next call that shapes a line.
    func line(_ text: String, font: Font) -> OpaquePointer {
        keeping(.line(text, font)) {
            let layout = newLayout(text, font: font)
            pango_layout_set_single_paragraph_mode(layout, 1)
            return (layout, text, false)
        }.layout
    }

    /// What `key` names, shaped before, or shaped now by `shape` (a layout of its own) and kept.
    private func keeping(_ key: Shaped, _ shape: () -> Kept) -> Kept {
        _ = currentContext()
        if let known = kept[key] {
            lineHits += 1
            return known
        }
        let made = shape()
        linesShaped += 1
        kept[key] = made
        // At most a quarter of the capacity, so that the entry just made is never the one let go.
        let units = min(Self.lineCapacity / 4, max(1, made.text.utf8.count / Self.bytesPerUnit))
        keptOrder.append(key, bytes: units) { gone in
            if let k = kept.removeValue(forKey: gone) { g_object_unref(UnsafeMutableRawPointer(k.layout)) }
        }
        return made
    }

    /// The outline of one line of `text` in `font` (the path `pango_cairo_layout_path` adds with the
    /// layout's top-left corner at the user-space origin), as cairo outlines it under a rotation where user
    /// space is device space scaled by `scale`, in user space. Made once and kept; nil when cairo could not.
    ///
    /// Text set along a curve draws each glyph under a rotation of its own. Outlined there, each angle
    /// would be a cairo font of its own: made, outlined glyph by glyph, and soon destroyed to make room,
    /// and destroying a font takes a lock that every thread's text shares. Cairo leaves glyphs unhinted
    /// under any rotation, so one outline made under one rotation and appended under another is the same
    /// path but for the rounding of FreeType's points (1/64 of a pixel) at each angle. A line in a face
    /// that cairo synthesizes (a bold made from a regular face: FreeType emboldens the rotated outline) is
    /// not: nil.
    func outline(_ text: String, font: Font, scale: Double) -> UnsafeMutablePointer<cairo_path_t>? {
        let microScale = Int((scale * 1e6).rounded())
        let key = OutlineKey(text: text, font: font, microScale: microScale)
        if let known = outlines[key] {
            outlineHits += 1
            return known
        }
        let layout = line(text, font: font)
        let path = Self.synthesizes(layout) ? nil : makeOutline(layout, scale: Double(microScale) / 1e6)
        if path != nil { outlinesMade += 1 }
        outlines[key] = path
        outlinesOrder.append(key, bytes: 1) { gone in
            if let p = outlines.removeValue(forKey: gone) ?? nil { cairo_path_destroy(p) }
        }
        return path
    }

    /// Whether cairo synthesizes the face of any run of `layout` (or it cannot tell).
    private static func synthesizes(_ layout: OpaquePointer) -> Bool {
        var synthesized = false
        forEachRun(of: layout) { run in
            guard let font = run.pointee.item.pointee.analysis.font else { return true }
            guard let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)),
                  let face = cairo_scaled_font_get_font_face(scaled),
                  cairo_font_face_get_type(face) == CAIRO_FONT_TYPE_FT,
                  cairo_ft_font_face_get_synthesize(face) == 0 else {
                synthesized = true
                return false
            }
            return true
        }
        return synthesized
    }

    /// `layout`'s outline made under a rotation where user space is device space scaled by `s`.
    private func makeOutline(_ layout: OpaquePointer, scale s: Double) -> UnsafeMutablePointer<cairo_path_t>? {
        if outliner == nil, let pixel = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1) {
            outliner = cairo_create(pixel)
            cairo_surface_destroy(pixel)
        }
        guard let cr = outliner else { return nil }
        cairo_identity_matrix(cr)
        cairo_scale(cr, s, s)
        // Rotated, as the outline's every use is: cairo then leaves the glyphs unhinted, and the path is
        // copied out in user space, unrotated.
        cairo_rotate(cr, Double.pi / 4)
        cairo_new_path(cr)
        cairo_move_to(cr, 0, 0)
        pango_cairo_layout_path(cr, layout)
        let path = cairo_copy_path(cr)
        cairo_new_path(cr)
        guard let path, path.pointee.status == CAIRO_STATUS_SUCCESS else {
            if let path { cairo_path_destroy(path) }
            return nil
        }
        return path
    }

    /// One line of `text` shortened with a trailing "…" to `width` (in the shaper's reusable layout, valid
    /// until its next use); nil when not even "…" fits.
    func ellipsizedLine(_ text: String, font: Font, toWidth width: Double) -> OpaquePointer? {
        guard width > 0 else { return nil }
        let layout = reset(text, font: font)
        pango_layout_set_single_paragraph_mode(layout, 1)
        pango_layout_set_width(layout, toPango(width))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return fromPango(logical.width) <= width ? layout : nil
    }

    /// The layout set to `text` as a paragraph `width` wide (unwrapped when infinite) in `style`, the text
    /// it holds, and whether text was left out.
    ///
    /// Pango limits lines per paragraph, not in all, and adds "…" only to a line too wide for the width, so
    /// a limited paragraph is laid out twice: unlimited, then (when it takes too many lines) as the first
    /// `maxLines - 1` lines as they broke, each its own paragraph, and a last one-line paragraph holding
    /// the rest with its newlines read as spaces, ended in "…" (Pango ellipsizes it further when it is
    /// too wide).
    /// Shaped once and kept, like a line (the layout never to be changed by the caller, valid until the
    /// next call that shapes).
    func paragraph(_ text: String, width: Double, style: ParagraphStyle) -> (layout: OpaquePointer, text: String, truncated: Bool) {
        keeping(.paragraph(text, width: width, style)) { shapeParagraph(text, width: width, style: style) }
    }

    /// A new layout of `text` as a paragraph `width` wide in `style` (no line limit), which the caller owns
    /// (`g_object_unref` it) and which is not kept here: for text that would crowd out the lines this
    /// shaper keeps (a long note's paragraphs, kept by `WrappedParagraphs`).
    func ownParagraph(_ text: String, width: Double, style: ParagraphStyle) -> OpaquePointer {
        paragraphLayout(text, width: width, style: style)
    }

    private func shapeParagraph(_ text: String, width: Double, style: ParagraphStyle) -> Kept {
        let lines = Int32(clamping: style.maxLines)
        // Only what `maxLines` lines can show is shaped: however long the text, the work is bounded by the box.
        var text = text, cut = false
        if lines > 0, width.isFinite, let bound = Self.characterBound(lines: Int(lines), width: width, font: style.font) {
            let head = text.prefix(bound)
            if head.endIndex != text.endIndex {
                text = String(head)
                cut = true
            }
        }
        // One line at most: newlines read as spaces.
        if lines == 1 { text = String(text.map { $0.isNewline ? " " : $0 }) }
        guard width.isFinite else {
            // Unwrapped, a paragraph is a line: the first `maxLines` paragraphs.
            let shown = lines == 0 ? text : text.split(separator: "\n", omittingEmptySubsequences: false)
                .prefix(style.maxLines).joined(separator: "\n")
            return (paragraphLayout(shown, width: width, style: style), shown, shown != text)
        }
        let layout = paragraphLayout(text, width: width, style: style)
        guard lines > 0, pango_layout_get_line_count(layout) > lines else { return (layout, text, cut) }
        let bytes = Array(text.utf8)
        var head: [String] = []
        for i in 0..<(lines - 1) {
            guard let line = pango_layout_get_line_readonly(layout, i) else { break }
            let start = Int(line.pointee.start_index)
            head.append(Self.trimmingTrailingWhitespace(utf8Slice(bytes, start, start + Int(line.pointee.length))))
        }
        guard let last = pango_layout_get_line_readonly(layout, lines - 1) else { return (layout, text, false) }
        let rest = Self.trimmingTrailingWhitespace(String(utf8Slice(bytes, Int(last.pointee.start_index), bytes.count)
            .map { $0.isNewline ? " " : $0 }))
        let shown = (head + [rest + "…"]).joined(separator: "\n")
        g_object_unref(UnsafeMutableRawPointer(layout))
        let limited = paragraphLayout(shown, width: width, style: style)
        pango_layout_set_ellipsize(limited, PANGO_ELLIPSIZE_END)
        pango_layout_set_height(limited, -1)
        return (limited, shown, true)
    }

    /// More characters than `lines` lines `width` wide can hold in `font`, however narrow the characters
    /// (a tenth of the font's size each, narrower than any letter or space): nil when unbounded.
    static func characterBound(lines: Int, width: Double, font: Font) -> Int? {
        guard font.size > 0, width < 1e7 else { return nil }
        return lines * (Int(max(0, width) / (font.size * 0.1)) + 2)
    }

    private static func trimmingTrailingWhitespace(_ text: String) -> String {
        var s = text
        while let c = s.last, c.isWhitespace { s.removeLast() }
        return s
    }

    /// A new layout holding `text` as a paragraph `width` wide in `style`.
    private func paragraphLayout(_ text: String, width: Double, style: ParagraphStyle) -> OpaquePointer {
        let layout = newLayout(text, font: style.font)
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

    /// The context on this thread's font map (made again, and the lines shaped let go, when the shaper
    /// has moved to another thread).
    private func currentContext() -> OpaquePointer {
        let map = pango_cairo_font_map_get_default()
        if let context, map == fontMap { return context }
        release()
        fontMap = map
        let ctx = pango_font_map_create_context(map)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        if owner == .worker {
            // Cairo reads the subpixel order only for subpixel antialiasing, never under grey: the glyphs
            // are the same, but options that differ make cairo font objects (and locks) of the worker's own.
            cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_RGB)
        }
        pango_cairo_context_set_font_options(ctx, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(ctx, 0)
        context = ctx
        layout = pango_layout_new(ctx)
        return ctx
    }

    /// The reusable layout, on a context of this thread's font map, reset to one unwrapped line of `text` in `font`.
    private func reset(_ text: String, font: Font) -> OpaquePointer {
        _ = currentContext()
        let layout = layout!
        configure(layout, text: text, font: font)
        return layout
    }

    /// A new layout on this thread's context holding one unwrapped line of `text` in `font`.
    private func newLayout(_ text: String, font: Font) -> OpaquePointer {
        let layout = pango_layout_new(currentContext())!
        configure(layout, text: text, font: font)
        return layout
    }

    /// Sets `layout` to one unwrapped, left-aligned line of `text` in `font`.
    private func configure(_ layout: OpaquePointer, text: String, font: Font) {
        pango_layout_set_font_description(layout, description(of: font))
        pango_layout_set_width(layout, -1)
        pango_layout_set_height(layout, -1)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
        pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        pango_layout_set_line_spacing(layout, 0)
        pango_layout_set_attributes(layout, noHyphens)
        bytesShaped += text.utf8.count
        text.withCString { pango_layout_set_text(layout, $0, -1) }
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
