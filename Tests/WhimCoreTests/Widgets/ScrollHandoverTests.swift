import Testing
import WhimCore
import WhimRandom

/// The hand-over of one drag between a card and the content scrolled on it, against a reference that
/// moves the finger one unit at a time and asks, for each unit, which of the two takes it.
@Suite struct ScrollHandoverTests {
    /// The reference: the content offset and the card's height, moved unit by unit.
    struct Reference {
        var offset: Double
        let maxOffset: Double
        var height: Double
        let tallest: Double

        /// One unit of finger motion, up (-1) or down (+1): a card below its tallest detent rises first,
        /// one above it comes back first; then the content scrolls while it can; then the card moves.
        mutating func unit(_ direction: Double) {
            if direction < 0 {
                if height < tallest { height += 1 } else if offset < maxOffset { offset += 1 } else { height += 1 }
            } else {
                if height > tallest { height -= 1 } else if offset > 0 { offset -= 1 } else { height -= 1 }
            }
        }
    }

    /// Random drags (integer moves, so the reference's units are exact) from random starts: the hand-over
    /// ends where the reference does after every move, and the invariants hold at every move.
    @Test func randomDragsMatchTheReferenceAndKeepTheInvariants() {
        var rng = SeededRandom(seed: 44)
        for _ in 0..<300 {
            let maxOffset = Double(Int.random(in: 0...400, using: &rng))
            let tallest = Double(Int.random(in: 100...500, using: &rng))
            let offset = Double(Int.random(in: 0...Int(maxOffset), using: &rng))
            let height = Double(Int.random(in: 50...Int(tallest), using: &rng))
            var model = ScrollHandover(offset: offset, maxOffset: maxOffset, height: height, tallest: tallest)
            var reference = Reference(offset: offset, maxOffset: maxOffset, height: height, tallest: tallest)
            for _ in 0..<Int.random(in: 1...30, using: &rng) {
                let dy = Double(Int.random(in: -120...120, using: &rng))
                let before = model
                model.drag(by: dy)
                for _ in 0..<Int(abs(dy)) { reference.unit(dy < 0 ? -1 : 1) }
                #expect(model.offset == reference.offset && model.height == reference.height, "drag \(dy) from \(before)")
                #expect(model.offset >= 0 && model.offset <= maxOffset)
                // Never both the same way: the card lowers below its tallest only with the content at its top,
                // the content scrolls on only with the card at (or past) its tallest.
                if model.height < before.height, model.height < tallest { #expect(model.offset == 0) }
                if model.offset > before.offset { #expect(model.height >= tallest) }
                // The finger's travel is all used, by one or the other.
                #expect(abs((model.height - before.height) + (model.offset - before.offset) + dy) < 1e-9)
            }
        }
    }

    @Test func releaseBelongsToTheContentOnlyWithTheCardAtItsTallestAndTheContentScrolled() {
        var h = ScrollHandover(offset: 0, maxOffset: 300, height: 200, tallest: 400)
        #expect(!h.releaseScrollsContent)
        h.drag(by: -250)
        #expect(h.height == 400 && h.offset == 50 && h.releaseScrollsContent)
        h.drag(by: 80)
        #expect(h.offset == 0 && h.height == 370 && !h.releaseScrollsContent)
    }

    @Test func nonFiniteInputIsHarmless() {
        var h = ScrollHandover(offset: .nan, maxOffset: .infinity, height: .nan, tallest: 400)
        h.drag(by: .nan)
        h.drag(by: -.infinity)
        #expect(h.offset == 0 && h.maxOffset == 0 && h.height == 0)
    }
}
