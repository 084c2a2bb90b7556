import Foundation
import Testing
import WhimGraphics
import WhimTestSupport
@testable import WhimMap

/// Street names in other scripts set along curved streets by the label placer: Finnish and Swedish
/// letter by letter, Chinese character by character, Arabic as one joined right-to-left piece.
@Suite struct LabelScriptsGoldenTests {
    @Test func streetNamesInOtherScripts() throws {
        let s = try Surface(width: 480, height: 270, format: .rgb24)
        let canvas = Canvas(s)
        let lettering = LabelPlacer.Lettering(font: .bold(11.5), color: 0x3C3835)
        let halo = (color: Color(0xFFFFFF, alpha: 0.9), width: 3.0)
        try #require(canvas.fontFamilies(for: "曼纳海姆路", font: lettering.font) == ["WenQuanYi Micro Hei"],
                     "this golden needs fonts-wqy-microhei for Chinese (scripts/bootstrap) and no other CJK font before it")
        canvas.clear(0xF4F1EA)
        let names = ["Mannerheimintie", "Tölöviken – Töölönlahti", "شارع مانرهايم", "曼纳海姆路 赫尔辛基"]
        var placer = LabelPlacer(viewport: Rect(x: 0, y: 0, width: 480, height: 270))
        for (i, name) in names.enumerated() {
            let y = 45 + Double(i) * 60
            let line: [Point] = (0...24).map { k in
                let phase = Double(k) / 24 * 3.2 + Double(i)
                return Point(x: 10 + Double(k) * 19, y: y + 14 * sin(phase))
            }
            canvas.beginPath()
            canvas.move(to: line[0])
            for p in line.dropFirst() { canvas.line(to: p) }
            canvas.strokeCurrentPath(.white, style: LineStyle(width: 12, cap: .round, join: .round))
            #expect(placer.place(name, along: line, lettering: lettering, canvas: canvas, spacing: 360, halo: halo) >= 1, "\(name) not placed")
        }
        placer.draw(into: canvas)
        assertGolden(s, named: "street-names-in-other-scripts", tolerance: ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 40))
    }
}
