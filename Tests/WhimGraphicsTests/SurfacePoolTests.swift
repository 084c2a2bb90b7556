import CCairo
import Testing
import WhimGraphics
import WhimTestSupport

/// `SurfacePool`: freed surfaces' memory serves the next surface that fits, never while cairo may still
/// use it, within the budget; a cleared surface reads as zero whatever the memory held.
@Suite struct SurfacePoolTests {
    /// The address of a surface's pixels.
    func base(_ s: Surface) -> UInt {
        s.withPixelsReadOnly { UInt(bitPattern: $0.baseAddress) }
    }

    @Test func aFreedSurfacesMemoryServesTheNextOfItsSize() throws {
        let pool = SurfacePool(budget: 8 << 20)
        var first: Surface? = try pool.surface(width: 512, height: 256, format: .argb32)
        let address = base(first!)
        #expect(pool.misses == 1 && pool.hits == 0 && pool.bytes == 0)
        first = nil
        #expect(pool.bytes == 512 * 256 * 4)
        let second = try pool.surface(width: 512, height: 256, format: .rgb24)
        #expect(base(second) == address)
        #expect(pool.hits == 1 && pool.bytes == 0)
        _ = first
    }

    @Test func aClearedSurfaceOnUsedMemoryIsZeroAndAnUnclearedOneKeepsTheBytes() throws {
        let pool = SurfacePool(budget: 8 << 20)
        do {
            let dirty = try pool.surface(width: 256, height: 256, format: .argb32)
            Canvas(dirty).clear(Color(0x336699))
        }
        let cleared = try pool.surface(width: 256, height: 256, format: .argb32)
        #expect(pool.hits == 1)
        let allZero = cleared.withPixelsReadOnly { $0.allSatisfy { $0 == 0 } }
        #expect(allZero, "a cleared surface on reused memory shows what the memory held")
        #expect(cleared.pixel(x: 100, y: 100) == .clear)
        Canvas(cleared).clear(Color(0x336699))
        _ = cleared
    }

    @Test func memoryGoesBackOnlyWhenCairoLetsGoOfTheSurface() throws {
        let pool = SurfacePool(budget: 8 << 20)
        var s: Surface? = try pool.surface(width: 300, height: 300, format: .argb32)
        // Something in cairo (a pattern, a context) still refers to the surface after the Swift object goes.
        let held = cairo_surface_reference(s!.handle)
        s = nil
        #expect(pool.bytes == 0, "the pool took memory cairo may still read")
        cairo_surface_destroy(held)
        #expect(pool.bytes >= 300 * 300 * 4)
        _ = s
    }

    @Test func smallSurfacesAreNotPooled() throws {
        let pool = SurfacePool(budget: 8 << 20)
        var small: Surface? = try pool.surface(width: 64, height: 64, format: .argb32)
        #expect(64 * 64 * 4 < SurfacePool.smallestPooled)
        small = nil
        #expect(pool.hits == 0 && pool.misses == 0 && pool.bytes == 0)
        _ = small
    }

    @Test func aBufferOverFourTimesTheSizeIsLeftForALargerSurface() throws {
        let pool = SurfacePool(budget: 64 << 20)
        #expect(pool.stock(count: 1, bytes: 4 << 20) == 1)
        // 512 KB needed: the 4 MB buffer is eight times that, so new memory, and the buffer stays kept.
        let eighth = try pool.surface(width: 256, height: 512, format: .argb32)
        #expect(pool.hits == 0 && pool.misses == 1 && pool.bytes == 4 << 20)
        // 1 MB needed: four times, so the kept buffer serves it.
        let quarter = try pool.surface(width: 512, height: 512, format: .argb32)
        #expect(pool.hits == 1 && pool.bytes == 0)
        _ = (eighth, quarter)
    }

    @Test func stockAndFreedMemoryStayWithinTheBudget() throws {
        let frame = 960 * 540 * 4
        let pool = SurfacePool(budget: 2 * frame)
        #expect(pool.stock(count: 5, bytes: frame) == 2)
        #expect(pool.bytes <= pool.budget)
        var many: [Surface] = []
        for _ in 0..<6 { many.append(try pool.surface(width: 960, height: 540, format: .rgb24)) }
        #expect(pool.hits == 2 && pool.misses == 4)
        many.removeAll()
        #expect(pool.bytes == 2 * frame)
        pool.budget = frame / 2
        #expect(pool.bytes == 0)
    }

    @Test func batchesAreStockedInOrderWithinTheBudgetAndReadZero() throws {
        let frame = 960 * 540 * 4
        let pool = SurfacePool(budget: frame + 3 * (frame / 4) + frame / 8)
        // One frame, three quarters (the fourth would pass the budget), then one eighth still fits.
        #expect(pool.stock([(1, frame), (4, frame / 4), (2, frame / 8)]) == 5)
        #expect(pool.bytes == frame + 3 * (frame / 4) + frame / 8)
        var served: [Surface] = []
        for (w, h) in [(960, 540), (480, 270), (480, 270), (480, 270), (480, 135)] {
            let s = try pool.surface(width: w, height: h, format: .rgb24, cleared: false)
            #expect(s.withPixelsReadOnly { $0.allSatisfy { $0 == 0 } }, "stocked memory reads zero")
            served.append(s)
        }
        #expect(pool.hits == 5 && pool.misses == 0 && pool.bytes == 0)
    }

    /// Memory stocked with a word tells the first surface on it so (and it reads that word everywhere);
    /// asked for another word, on new memory, or once the buffer has served a surface, the answer is no.
    @Test func theFirstSurfaceOnMemoryStockedWithAWordIsToldItHoldsIt() throws {
        let word: UInt32 = 0xFFF2_EFE9
        let pool = SurfacePool(budget: 16 << 20)
        #expect(pool.stock(count: 2, bytes: 1 << 20, filledWith: word) == 2)
        var first: Surface? = try pool.surface(width: 512, height: 512, format: .rgb24, holding: word).surface
        let told = try pool.surface(width: 512, height: 512, format: .rgb24, holding: word)
        #expect(told.holdsWord)
        #expect(told.surface.withPixelsReadOnly { $0.withMemoryRebound(to: UInt32.self) { $0.allSatisfy { $0 == word } } })
        let fresh = try pool.surface(width: 512, height: 512, format: .rgb24, holding: word)
        #expect(!fresh.holdsWord, "new memory")
        first = nil
        let again = try pool.surface(width: 512, height: 512, format: .rgb24, holding: word)
        #expect(!again.holdsWord, "memory that served a surface is not known any more")
        let other = SurfacePool(budget: 16 << 20)
        other.stock(count: 1, bytes: 1 << 20, filledWith: word)
        #expect(!(try other.surface(width: 512, height: 512, format: .rgb24, holding: word ^ 1).holdsWord), "another word")
        // Asked cleared, memory stocked with a word other than zero reads zero.
        let third = SurfacePool(budget: 16 << 20)
        third.stock(count: 1, bytes: 1 << 20, filledWith: word)
        #expect(try third.surface(width: 512, height: 512, format: .argb32).withPixelsReadOnly { $0.allSatisfy { $0 == 0 } })
        _ = (first, fresh, again)
    }

    @Test func surfacesOutliveTheirPool() throws {
        var pool: SurfacePool? = SurfacePool(budget: 8 << 20)
        let s = try pool!.surface(width: 256, height: 256, format: .rgb24)
        pool = nil
        Canvas(s).clear(Color(0x102030))
        #expect(s.pixel(x: 3, y: 3) == Color(0x102030))
    }

    @Test func makeTakesFromThePoolWhenThereIsOne() throws {
        let plain = try Surface.make(width: 256, height: 256, format: .argb32, pool: nil, cleared: false)
        #expect(plain.withPixelsReadOnly { $0.allSatisfy { $0 == 0 } }, "without a pool a surface is cairo's, always cleared")
        let pool = SurfacePool(budget: 8 << 20)
        _ = try Surface.make(width: 256, height: 256, format: .argb32, pool: pool)
        #expect(pool.misses == 1)
    }

    @Test func invalidSizesThrowLikeSurfaces() {
        let pool = SurfacePool(budget: 8 << 20)
        #expect(throws: GraphicsError.invalidSize(width: 0, height: 10)) { try pool.surface(width: 0, height: 10, format: .rgb24) }
        #expect(throws: GraphicsError.invalidSize(width: 40000, height: 1)) { try pool.surface(width: 40000, height: 1, format: .rgb24) }
    }

    /// A seeded walk of surfaces made and freed at random sizes: live surfaces never share memory, the pool
    /// stays within its budget, and every surface asked for cleared reads as zero.
    @Test(arguments: [UInt64(1), 7, 99])
    func liveSurfacesNeverShareMemory(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let pool = SurfacePool(budget: 6 << 20)
        // Stocked with zero or another word: a cleared surface reads zero either way, and one asked whether
        // it holds the word is told yes only on memory still as stocked, where it does.
        let word: UInt32 = seed == 1 ? 0 : UInt32.random(in: 1...UInt32.max, using: &random)
        pool.stock(count: 2, bytes: 2 << 20, filledWith: word)
        var told = 0
        var live: [Surface] = []
        for step in 0..<400 {
            if live.count > 0, Int.random(in: 0..<3, using: &random) == 0 {
                live.remove(at: Int.random(in: 0..<live.count, using: &random))
            } else {
                let w = Int.random(in: 100...900, using: &random), h = Int.random(in: 40...700, using: &random)
                let cleared = Bool.random(using: &random)
                let format: Surface.Format = Bool.random(using: &random) ? .rgb24 : .argb32
                let s: Surface
                if !cleared, Bool.random(using: &random) {
                    let (made, holds) = try pool.surface(width: w, height: h, format: format, holding: word)
                    s = made
                    if holds {
                        // Small surfaces are cairo's own, cleared: they hold a zero word, and say so.
                        if s.stride * s.height >= SurfacePool.smallestPooled { told += 1 }
                        let all = s.withPixelsReadOnly { $0.withMemoryRebound(to: UInt32.self) { $0.allSatisfy { $0 == word } } }
                        #expect(all, "seed \(seed), step \(step): told it holds the word, it does not")
                    }
                } else {
                    s = try pool.surface(width: w, height: h, format: format, cleared: cleared)
                }
                if cleared {
                    let zero = s.withPixelsReadOnly { $0.allSatisfy { $0 == 0 } }
                    #expect(zero, "seed \(seed), step \(step): a cleared \(w)×\(h) surface is not zero")
                }
                // Scribble, so reused memory is never zero by luck.
                _ = s.withPixels { $0.initializeMemory(as: UInt8.self, repeating: UInt8(truncatingIfNeeded: step | 1)) }
                live.append(s)
            }
            #expect(pool.bytes <= pool.budget, "seed \(seed), step \(step)")
            let spans = live.map { s in (base(s), base(s) + UInt(s.stride * s.height)) }.sorted { $0.0 < $1.0 }
            for (a, b) in zip(spans, spans.dropFirst()) {
                #expect(a.1 <= b.0, "seed \(seed), step \(step): two live surfaces share memory")
            }
        }
        #expect(pool.hits > 20, "the walk reused too little memory to mean anything (\(pool.hits) hits)")
        #expect(told <= 2, "pooled memory holds the word only as stocked: the two buffers, once each")
    }
}
