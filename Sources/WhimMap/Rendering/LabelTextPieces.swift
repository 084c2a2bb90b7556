import WhimGraphics

/// The pieces (`Canvas.textPieces`) of label names, kept by name, font (as the measuring canvas scales
/// it) and the canvas's device scale. A street's name is offered as a candidate for every segment of it in every label region that
/// reads its source tile — tens of thousands of offers for one street view, of about a thousand names —
/// and is split into pieces once. Belongs to one thread (the tile worker's), like its renderer.
struct LabelTextPieces {
    private struct Key: Hashable {
        var text: String
        var font: Font
        var scale: Double
    }
    private var known: [Key: [TextPiece]] = [:]
    /// How many names are kept; past it the memory starts afresh.
    static let capacity = 4096
    /// Names asked for that were split before (for tests).
    private(set) var hits = 0

    /// `canvas.textPieces(text, font: font)`, from memory when this name was split before at the canvas's scale.
    mutating func pieces(_ text: String, font: Font, canvas: Canvas) -> [TextPiece] {
        // The font as the canvas shapes it (its text scale applied) and the device scale it shapes at.
        let key = Key(text: text, font: canvas.scaled(font), scale: canvas.surface.deviceScale)
        if let pieces = known[key] {
            hits += 1
            return pieces
        }
        if known.count >= Self.capacity { known.removeAll(keepingCapacity: true) }
        let pieces = canvas.textPieces(text, font: font)
        known[key] = pieces
        return pieces
    }
}
