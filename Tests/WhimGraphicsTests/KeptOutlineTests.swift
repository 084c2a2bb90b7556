import CCairo
import Testing
import WhimGraphics
import WhimTestSupport

/// Text set along a curve (a map label: a glyph per rotation) is outlined once without the rotation and
/// the outline appended under each (`TextShaper.outline`), instead of a cairo font made per angle. The
/// definition is cairo outlining the text under the transform (`addTextPathUnderTransform`).
@Suite struct KeptOutlineTests {
    static let texts = ["M", "g", "Å", "Hämeentie", "Sörnäinen", "شارع", "赫尔辛基", "fi", "1"]
    static let fonts = [Font.regular(12), Font.bold(13), Font.regular(17.5)]

    /// Draws `glyphs` (text, centre, angle) as the map's labels do — a halo stroked, then filled — each
    /// glyph outlined by `add`, and returns the pixels.
    static func labels(_ glyphs: [(String, Point, Double)], font: Font, scale: Double,
                       add: (Canvas, String, Point, Font) -> Void) throws -> [UInt8] {
        let surface = try Surface(width: 300, height: 200, format: .argb32)
        surface.deviceScale = scale
        let canvas = Canvas(surface, shaper: TextShaper(for: .worker))
        canvas.clear(.white)
        canvas.beginPath()
        for (text, centre, angle) in glyphs {
            canvas.withState {
                canvas.translate(x: centre.x, y: centre.y)
                canvas.rotate(angle)
                add(canvas, text, Point(x: -canvas.measure(text, font: font).width / 2, y: 4), font)
            }
        }
        canvas.strokeCurrentPath(Color(0xFFFFFF), style: LineStyle(width: 3, cap: .round, join: .round), preserve: true)
        canvas.fillCurrentPath(Color(0x333333))
        canvas.flush()
        return surface.withPixelsReadOnly { Array($0) }
    }

    @Test("kept outlines under random rotations, scales and places draw what cairo outlines under the transform, within the map goldens' tolerance",
          arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func keptOutlinesMatchTheDefinition(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let scale = [1.0, 1.25, 1.5, 2][Int(seed) % 4]
        let font = Self.fonts[Int(seed) % Self.fonts.count]
        let glyphs = (0..<14).map { _ in
            (Self.texts.randomElement(using: &random)!,
             Point(x: Double.random(in: 20...(300 / scale - 20), using: &random), y: Double.random(in: 20...(200 / scale - 20), using: &random)),
             Double.random(in: -Double.pi...Double.pi, using: &random))
        }
        let kept = try Self.labels(glyphs, font: font, scale: scale) { $0.addTextPath($1, at: $2, font: $3) }
        let defined = try Self.labels(glyphs, font: font, scale: scale) { $0.addTextPathUnderTransform($1, at: $2, font: $3) }
        let differences = zip(kept, defined).map { abs(Int($0) - Int($1)) }
        let inked = defined.filter { $0 != 255 }.count
        let differing = differences.filter { $0 > 4 }.count
        #expect(inked > 1000, "the labels draw")
        // FreeType rounds a glyph's points to 1/64 of a pixel at each angle: edge pixels move by a few
        // levels, up to 17 at a sharp corner. A hinted outline (cairo hints unrotated text), or a bold
        // synthesized from a regular face (FreeType emboldens the rotated outline), differs by up to 200.
        #expect(differences.max()! <= 24, "largest difference \(differences.max()!) levels")
        #expect(differing * 20 <= inked, "\(differing) of \(inked) inked bytes differ by more than 4 levels")
    }

    @Test("a glyph drawn at many angles is outlined once; other scales and fonts get outlines of their own, unrotated text none")
    func oneOutlinePerTextFontAndScale() throws {
        let shaper = TextShaper()
        let canvas = Canvas(try Surface(width: 100, height: 100), shaper: shaper)
        for i in 1...50 {
            canvas.withState {
                canvas.translate(x: 50, y: 50)
                canvas.rotate(Double(i) * 0.123)
                canvas.addTextPath("Å", at: .zero, font: .regular(13))
            }
        }
        #expect(shaper.outlinesMade == 1)
        #expect(shaper.outlineHits == 49)
        canvas.withState {
            canvas.scale(x: 2, y: 2)
            canvas.rotate(0.5)
            canvas.addTextPath("Å", at: .zero, font: .regular(13))
        }
        canvas.addTextPath("Å", at: .zero, font: .bold(13))
        #expect(shaper.outlinesMade == 2)
        canvas.withState {
            canvas.rotate(-1)
            canvas.addTextPath("Å", at: .zero, font: .bold(13))
        }
        #expect(shaper.outlinesMade == 3)
    }

    @Test("under a skew or a mirror, text is outlined by cairo under the transform, byte for byte")
    func skewAndMirrorAreOutlinedUnderTheTransform() throws {
        for transform in [cairo_matrix_t(xx: 1, yx: 0, xy: 0.4, yy: 1, x0: 0, y0: 0),
                          cairo_matrix_t(xx: -1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0),
                          cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 2, x0: 0, y0: 0)] {
            func drawn(_ add: (Canvas) -> Void) throws -> ([UInt8], Int) {
                let shaper = TextShaper()
                let surface = try Surface(width: 160, height: 80, format: .argb32)
                let canvas = Canvas(surface, shaper: shaper)
                canvas.clear(.white)
                canvas.beginPath()
                canvas.withState {
                    canvas.translate(x: 80, y: 40)
                    var m = transform
                    cairo_transform(canvas.context, &m)
                    add(canvas)
                }
                canvas.fillCurrentPath(.black)
                canvas.flush()
                return (surface.withPixelsReadOnly { Array($0) }, shaper.outlinesMade)
            }
            let (kept, made) = try drawn { $0.addTextPath("Kallio", at: Point(x: -20, y: 5), font: .regular(14)) }
            let (defined, _) = try drawn { $0.addTextPathUnderTransform("Kallio", at: Point(x: -20, y: 5), font: .regular(14)) }
            #expect(made == 0)
            #expect(kept == defined)
        }
    }

    @Test("at most outlineCapacity outlines are kept: past it the oldest is made again when asked for")
    func keptOutlinesAreBounded() throws {
        let shaper = TextShaper()
        let canvas = Canvas(try Surface(width: 1, height: 1), shaper: shaper)
        canvas.rotate(0.25)
        let n = TextShaper.outlineCapacity
        for i in 0..<n { canvas.addTextPath("\(i)", at: .zero, font: .regular(10)) }
        canvas.addTextPath("0", at: .zero, font: .regular(10))
        #expect(shaper.outlinesMade == n && shaper.outlineHits == 1)
        canvas.addTextPath("one more", at: .zero, font: .regular(10))
        canvas.addTextPath("0", at: .zero, font: .regular(10))
        #expect(shaper.outlinesMade == n + 2)
    }
}
