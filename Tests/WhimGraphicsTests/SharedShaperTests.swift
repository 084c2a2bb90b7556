import Foundation
import Testing
import WhimGraphics
import WhimTestSupport

/// A `TextShaper` shared by the canvases of one thread shapes each line once: what they measure and draw
/// is what canvases with shapers of their own measure and draw, whatever was shaped before, ellipsized
/// or not; the lines kept are bounded; and a shaper moved to another thread shapes there.
@Suite struct SharedShaperTests {
    static let texts = ["Kamppi", "Mannerheimintie 12", "Sörnäinen شارع 赫尔辛基", "", "A", "Hg", "Rautatientori → Pasila",
                        "a very long line of text that will not fit the narrow box it is drawn in"]
    static let fonts = [Font.regular(14), Font.bold(11.5), Font.regular(9)]

    /// Draws every text in every font, plainly, in a box (ellipsized when narrow), as a path and as
    /// paragraphs (cut to two lines, or not), and returns the pixels.
    static func drawing(on canvas: Canvas) -> [UInt8] {
        canvas.clear(.white)
        var y = 12.0
        for font in fonts {
            for text in texts {
                canvas.drawText(text, at: Point(x: 4, y: y), font: font, color: .black)
                canvas.drawText(text, in: Rect(x: 200, y: y - 10, width: 90, height: 14), font: font, color: Color(0x224488))
                canvas.drawText(text, in: Rect(x: 300, y: y - 10, width: 400, height: 14), font: font, color: Color(0x224488),
                                alignment: .right)
                canvas.beginPath()
                canvas.addTextPath(text, at: Point(x: 720, y: y), font: font)
                canvas.fillCurrentPath(Color(0x883322))
                canvas.drawParagraph(text, in: Rect(x: 800, y: y - 10, width: 60, height: 13),
                                     style: ParagraphStyle(font: font, alignment: .center, maxLines: 2), color: .black)
                canvas.drawParagraph(text + "\n" + text, in: Rect(x: 870, y: y - 10, width: 120, height: 13),
                                     style: ParagraphStyle(font: font, maxLines: 0), color: .black)
                y += 13
            }
        }
        canvas.flush()
        return canvas.surface.withPixelsReadOnly { Array($0) }
    }

    @Test("canvases sharing a warm shaper draw the same pixels as a canvas with its own, and measure the same")
    func sharedShapingDrawsTheSame() throws {
        let own = Canvas(try Surface(width: 1000, height: 330, format: .argb32))
        let expected = Self.drawing(on: own)
        let shaper = TextShaper()
        // Warmed by another canvas: measured, ellipsized, drawn.
        let warm = Canvas(try Surface(width: 1000, height: 330, format: .argb32), shaper: shaper)
        _ = Self.drawing(on: warm)
        for font in Self.fonts { for text in Self.texts { _ = warm.ellipsized(text, font: font, maxWidth: 40) } }
        let shaped = shaper.linesShaped
        let shared = Canvas(try Surface(width: 1000, height: 330, format: .argb32), shaper: shaper)
        let drawn = Self.drawing(on: shared)
        let differing = zip(drawn, expected).filter { $0 != $1 }.count
        #expect(drawn.count == expected.count && differing == 0, "\(differing) bytes differ")
        // Nothing new was shaped for the second canvas: every line was kept.
        #expect(shaper.linesShaped == shaped)
        #expect(shaper.lineHits > 0)
        // Against a canvas with nothing shaped before each question.
        func fresh() throws -> Canvas { Canvas(try Surface(width: 1, height: 1)) }
        for font in Self.fonts {
            for text in Self.texts {
                #expect(shared.measure(text, font: font) == (try fresh().measure(text, font: font)))
                #expect(shared.ellipsized(text, font: font, maxWidth: 60) == (try fresh().ellipsized(text, font: font, maxWidth: 60)))
                for lines in [0, 1, 2] {
                    for width in [50.0, 70, 200, .infinity] {
                        let style = ParagraphStyle(font: font, maxLines: lines)
                        #expect(shared.layoutParagraph(text, width: width, style: style) == (try fresh().layoutParagraph(text, width: width, style: style)))
                    }
                }
            }
        }
    }

    @Test("a line measured and then drawn is shaped once; an ellipsized drawing leaves the kept line whole")
    func measuredThenDrawnIsShapedOnce() throws {
        let shaper = TextShaper()
        let canvas = Canvas(try Surface(width: 200, height: 40), shaper: shaper)
        let text = "Helsinki-Vantaa airport, terminal 2"
        let whole = canvas.measure(text, font: .regular(14))
        canvas.drawText(text, at: Point(x: 0, y: 20), font: .regular(14), color: .black)
        #expect(shaper.linesShaped == 1)
        #expect(shaper.lineHits == 1)
        canvas.drawText(text, in: Rect(x: 0, y: 0, width: 50, height: 20), font: .regular(14), color: .black)
        #expect(canvas.measure(text, font: .regular(14)) == whole)
        #expect(shaper.linesShaped == 1)
    }

    @Test("at most lineCapacity lines are kept: past it the oldest is shaped again when asked for")
    func keptLinesAreBounded() throws {
        let shaper = TextShaper()
        let canvas = Canvas(try Surface(width: 1, height: 1), shaper: shaper)
        let n = TextShaper.lineCapacity
        for i in 0..<n { _ = canvas.measure("line \(i)", font: .regular(10)) }
        _ = canvas.measure("line 0", font: .regular(10))
        #expect(shaper.linesShaped == n)
        _ = canvas.measure("one more", font: .regular(10))
        _ = canvas.measure("line 0", font: .regular(10))
        #expect(shaper.linesShaped == n + 1 + 1)
        // The newest ones are still kept.
        _ = canvas.measure("line \(n - 1)", font: .regular(10))
        #expect(shaper.linesShaped == n + 2)
    }

    /// Carries a shaper to another thread (used by one thread at a time: the test waits for it).
    final class Carried: @unchecked Sendable {
        let canvas: Canvas
        let shaper: TextShaper
        var widths: [Double] = []
        init(_ shaper: TextShaper) throws {
            self.shaper = shaper
            canvas = Canvas(try Surface(width: 1, height: 1), shaper: shaper)
        }
    }

    @Test("a shaper moved to another thread lets go of what it shaped, shapes again there and measures the same")
    func shaperMovedBetweenThreads() throws {
        let text = "Sörnäinen شارع 赫尔辛基"
        let carried = try Carried(TextShaper())
        let here = carried.canvas.measure(text, font: .regular(14)).width
        #expect(carried.shaper.linesShaped == 1)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for _ in 0..<3 { carried.widths.append(carried.canvas.measure(text, font: .regular(14)).width) }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(carried.widths == [here, here, here])
        #expect(carried.shaper.linesShaped == 2)
    }
}
