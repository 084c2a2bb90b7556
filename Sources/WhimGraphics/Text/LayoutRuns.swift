import CPango

/// Calls `body` with each run of glyphs of a laid-out Pango layout in visual order (a run: one item of
/// text in one font), until it returns false.
func forEachRun(of layout: OpaquePointer, _ body: (UnsafeMutablePointer<PangoGlyphItem>) -> Bool) {
    guard let iter = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iter) }
    repeat {
        if let run = pango_layout_iter_get_run_readonly(iter), !body(run) { return }
    } while pango_layout_iter_next_run(iter) != 0
}
