import CPango

/// Splits a laid-out line into pieces for setting along a curve (see ``Canvas/textPieces(_:font:)``),
/// and names the font family of each run.
struct TextPieces {
    var pieces: [TextPiece] = []
    var families: [String] = []

    /// Scripts whose letters keep their shape whatever stands next to them: set one cluster at a time.
    private static let separable: Set<UInt32> = [
        PANGO_SCRIPT_COMMON, PANGO_SCRIPT_INHERITED, PANGO_SCRIPT_LATIN, PANGO_SCRIPT_GREEK, PANGO_SCRIPT_CYRILLIC,
        PANGO_SCRIPT_ARMENIAN, PANGO_SCRIPT_GEORGIAN, PANGO_SCRIPT_HAN, PANGO_SCRIPT_HIRAGANA, PANGO_SCRIPT_KATAKANA,
        PANGO_SCRIPT_HANGUL, PANGO_SCRIPT_BOPOMOFO,
    ].reduce(into: []) { $0.insert(UInt32(bitPattern: $1.rawValue)) }

    init(_ layout: OpaquePointer, text: String) {
        let bytes = Array(text.utf8)
        forEachRun(of: layout) { run in
            let item = run.pointee.item.pointee
            let glyphs = run.pointee.glyphs.pointee
            note(family: item.analysis.font)
            let start = Int(item.offset), end = start + Int(item.length)
            let rightToLeft = item.analysis.level % 2 == 1
            if rightToLeft || !Self.separable.contains(UInt32(item.analysis.script)) {
                var width = 0
                for g in 0..<Int(glyphs.num_glyphs) { width += Int(glyphs.glyphs[g].geometry.width) }
                pieces.append(TextPiece(text: utf8Slice(bytes, start, end), advance: Double(width) / Double(PANGO_SCALE)))
                return true
            }
            // Left to right: glyphs in logical order; a cluster is the glyphs sharing a start byte.
            var g = 0
            let n = Int(glyphs.num_glyphs)
            while g < n {
                let clusterStart = Int(glyphs.log_clusters[g])
                var width = 0
                var h = g
                while h < n, Int(glyphs.log_clusters[h]) == clusterStart {
                    width += Int(glyphs.glyphs[h].geometry.width)
                    h += 1
                }
                let clusterEnd = h < n ? Int(glyphs.log_clusters[h]) : Int(item.length)
                pieces.append(TextPiece(text: utf8Slice(bytes, start + clusterStart, start + clusterEnd),
                                        advance: Double(width) / Double(PANGO_SCALE)))
                g = h
            }
            return true
        }
    }

    private mutating func note(family font: UnsafeMutablePointer<PangoFont>?) {
        guard let font, let description = pango_font_describe(font) else { return }
        defer { pango_font_description_free(description) }
        guard let name = pango_font_description_get_family(description) else { return }
        let family = String(cString: name)
        if families.last != family { families.append(family) }
    }
}
