/// Character (grapheme cluster) boundaries of a string addressed by UTF-8 offsets, the unit the editing
/// model and Pango share: an offset inside a character or a scalar is moved back to a boundary.
extension String {
    /// The index `offset` UTF-8 bytes in, clamped to the string.
    func index(utf8Offset offset: Int) -> String.Index {
        utf8.index(startIndex, offsetBy: Swift.max(0, Swift.min(offset, utf8.count)))
    }

    /// How many UTF-8 bytes come before `index`.
    func utf8Offset(of index: String.Index) -> Int { utf8.distance(from: startIndex, to: index) }

    /// The Unicode scalars before UTF-8 offset `utf8` (clamped to the text).
    func scalarOffset(utf8 offset: Int) -> Int {
        let end = utf8.index(utf8.startIndex, offsetBy: Swift.min(Swift.max(0, offset), utf8.count))
        return unicodeScalars.distance(from: unicodeScalars.startIndex, to: end)
    }

    /// The UTF-8 offset after `scalars` Unicode scalars (clamped to the text).
    func utf8Offset(scalars: Int) -> Int {
        let count = unicodeScalars.count
        let end = unicodeScalars.index(unicodeScalars.startIndex, offsetBy: Swift.min(Swift.max(0, scalars), count))
        return utf8.distance(from: utf8.startIndex, to: end)
    }

    /// The character boundary at `index`, or the one before it when `index` is inside a character.
    func boundary(atOrBefore index: String.Index) -> String.Index {
        guard index > startIndex else { return startIndex }
        guard index < endIndex else { return endIndex }
        // Character-view moves start from the boundary at or before a non-aligned index.
        return self.index(before: self.index(after: index))
    }

    /// The character boundary at `offset`, or the next one when `offset` is inside a character.
    func boundaryOffset(atOrAfter offset: Int) -> Int {
        let i = index(utf8Offset: offset)
        let down = boundary(atOrBefore: i)
        return utf8Offset(of: down == i ? i : self.index(after: down))
    }

    /// The character boundary at `offset`, or the one before it when `offset` is inside a character.
    func boundaryOffset(atOrBefore offset: Int) -> Int { utf8Offset(of: boundary(atOrBefore: index(utf8Offset: offset))) }

    /// The boundary one character after `offset` (the end stays the end).
    func offset(afterCharacterAt offset: Int) -> Int {
        let i = boundary(atOrBefore: index(utf8Offset: offset))
        return i < endIndex ? utf8Offset(of: self.index(after: i)) : utf8.count
    }

    /// The boundary one character before `offset` (the start stays the start).
    func offset(beforeCharacterAt offset: Int) -> Int {
        let i = index(utf8Offset: offset)
        let down = boundary(atOrBefore: i)
        if down != i { return utf8Offset(of: down) }
        return i > startIndex ? utf8Offset(of: self.index(before: i)) : 0
    }

    /// How many characters come before the UTF-8 offset.
    func characterCount(upTo offset: Int) -> Int { self[..<boundary(atOrBefore: index(utf8Offset: offset))].count }

    /// The UTF-8 offset of the boundary `count` characters in (the end when there are fewer).
    func utf8Offset(ofCharacter count: Int) -> Int {
        utf8Offset(of: index(startIndex, offsetBy: Swift.max(0, count), limitedBy: endIndex) ?? endIndex)
    }
}
