import Foundation
import Testing
import WhimGraphics

/// A worker's shaper (`TextShaper(for: .worker)`, the map tiles' labels) measures and draws with cairo
/// font objects of its own, never the frame thread's: cairo holds a font's lock while any thread measures
/// with it or draws or outlines a run of its glyphs, so a shared font makes the frame wait for the worker.
/// Its text is the same, pixel for pixel.
@Suite struct WorkerFontTests {
    static let texts = ["Mannerheimintie", "Sörnäinen شارع 赫尔辛基", "Kamppi 12"]
    static let fonts = [Font.regular(13), Font.bold(11.5), Font.regular(18)]

    /// The cairo fonts a canvas with a shaper for `owner` measures and draws `texts` with, at device scale `scale`.
    static func fonts(of owner: TextShaper.Owner, scale: Double) throws -> Set<CairoFontObject> {
        let surface = try Surface(width: 8, height: 8)
        surface.deviceScale = scale
        let canvas = Canvas(surface, shaper: TextShaper(for: owner))
        var all: Set<CairoFontObject> = []
        for font in fonts { for text in texts { all.formUnion(canvas.cairoFonts(of: text, font: font)) } }
        return all
    }

    /// Carries fonts found on another thread back to the test.
    final class Found: @unchecked Sendable { var fonts: Set<CairoFontObject> = [] }

    @Test("a worker's shaper and the frame thread's share no cairo font; two of one owner do", arguments: [1.0, 1.5])
    func workerFontsAreItsOwn(scale: Double) throws {
        let frame = try Self.fonts(of: .frameThread, scale: scale)
        let worker = try Self.fonts(of: .worker, scale: scale)
        #expect(!frame.isEmpty && !worker.isEmpty)
        #expect(frame.isDisjoint(with: worker))
        // The check can see sharing: two frame-thread shapers, or two workers', get the same fonts.
        #expect(try Self.fonts(of: .frameThread, scale: scale) == frame)
        #expect(try Self.fonts(of: .worker, scale: scale) == worker)
    }

    @Test("on another thread (its own Pango font map) a worker's fonts are still its own; a frame shaper's would be shared")
    func workerFontsOnAnotherThread() throws {
        let frame = try Self.fonts(of: .frameThread, scale: 1.5)
        let worker = Found(), control = Found()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            worker.fonts = (try? Self.fonts(of: .worker, scale: 1.5)) ?? []
            control.fonts = (try? Self.fonts(of: .frameThread, scale: 1.5)) ?? []
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(!worker.fonts.isEmpty)
        #expect(worker.fonts.isDisjoint(with: frame))
        // Cairo shares fonts across threads: this is the lock the worker's options keep the frame out of.
        #expect(!control.fonts.isDisjoint(with: frame))
    }

    @Test("a worker's shaper draws, outlines and measures text byte for byte as the frame thread's", arguments: [1.0, 1.5, 2.0])
    func workerTextIsTheSame(scale: Double) throws {
        func drawing(_ owner: TextShaper.Owner) throws -> [UInt8] {
            let surface = try Surface(width: 1000, height: 330, format: .argb32)
            surface.deviceScale = scale
            return SharedShaperTests.drawing(on: Canvas(surface, shaper: TextShaper(for: owner)))
        }
        let frame = try drawing(.frameThread), worker = try drawing(.worker)
        let differing = zip(frame, worker).filter { $0 != $1 }.count
        #expect(frame.count == worker.count && differing == 0, "\(differing) bytes differ")
        let a = Canvas(try Surface(width: 1, height: 1), shaper: TextShaper(for: .frameThread))
        let b = Canvas(try Surface(width: 1, height: 1), shaper: TextShaper(for: .worker))
        for font in SharedShaperTests.fonts {
            for text in SharedShaperTests.texts {
                #expect(a.measure(text, font: font) == b.measure(text, font: font))
                #expect(a.textPieces(text, font: font) == b.textPieces(text, font: font))
            }
        }
    }
}
