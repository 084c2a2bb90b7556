import WhimGraphics

/// One line of text held as characters and measured in pieces of `length` characters, each piece's width
/// kept, so that an edit measures again only the pieces from the edited one on: typing at the end shapes
/// one short piece, however long the text. Text of one piece is shaped whole, as any label; longer text is
/// shaped piece by piece (kerning and right-to-left ordering stop at piece boundaries).
struct MeasuredPieces {
    /// Characters in a piece.
    static let length = 64
    /// The text.
    private(set) var characters: [Character] = []
    /// The pieces' text and widths; a piece's width is nil until measured.
    private(set) var pieces: [(text: String, width: Double?)] = []

    init(_ text: String) { replace(with: Array(text)) }

    /// Replaces the characters from the first that differs on, keeping the pieces before it.
    mutating func replace(with new: [Character]) {
        var same = 0
        let common = min(new.count, characters.count)
        // Edits are near the caret: compare from the piece boundaries, not character by character from 0.
        while same + Self.length <= common, pieces.indices.contains(same / Self.length),
              new[same..<(same + Self.length)].elementsEqual(characters[same..<(same + Self.length)]) {
            same += Self.length
        }
        characters = new
        let kept = same / Self.length
        pieces.removeSubrange(min(kept, pieces.count)...)
        var start = kept * Self.length
        while start < characters.count {
            let end = min(start + Self.length, characters.count)
            pieces.append((String(characters[start..<end]), nil))
            start = end
        }
    }

    /// The width of the first `count` characters (measuring pieces not measured yet).
    mutating func width(ofFirst count: Int, measure: (String) -> Double) -> Double {
        let count = max(0, min(count, characters.count))
        let whole = count / Self.length
        var x = 0.0
        for i in 0..<whole { x += width(ofPiece: i, measure: measure) }
        let rest = count - whole * Self.length
        if rest > 0 { x += measure(String(pieces[whole].text.prefix(rest))) }
        return x
    }

    /// The width of piece `i`, measured once.
    mutating func width(ofPiece i: Int, measure: (String) -> Double) -> Double {
        if let w = pieces[i].width { return w }
        let w = measure(pieces[i].text)
        pieces[i].width = w
        return w
    }

    /// The character boundary nearest to `x` (from the start of the text).
    mutating func index(nearestTo x: Double, measure: (String) -> Double) -> Int {
        var start = 0.0
        for i in pieces.indices {
            let w = width(ofPiece: i, measure: measure)
            guard x > start + w, i < pieces.count - 1 else {
                // Within this piece: the nearest of its boundaries.
                let piece = Array(pieces[i].text)
                var best = 0, bestDistance = abs(x - start)
                for n in 1...piece.count {
                    let d = abs(measure(String(piece[0..<n])) + start - x)
                    if d < bestDistance { best = n; bestDistance = d }
                }
                return i * Self.length + best
            }
            start += w
        }
        return 0
    }
}
