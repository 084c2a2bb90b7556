import Testing
import WhimGraphics
import WhimTestSupport
@testable import WhimMap

/// Label names split into pieces once (`LabelTextPieces`): the same pieces as splitting them each time.
struct LabelTextPiecesTests {
    /// Property, over names in several scripts, two fonts and two device scales, asked in a shuffled order
    /// with repeats: every answer is what the canvas splits the name into, and only the first ask of a
    /// name, font and scale splits it.
    @Test func theRememberedPiecesAreTheCanvassOwn() throws {
        let names = ["Mannerheimintie", "Pohjoisesplanadi", "Kaivokatu", "شارع الملك", "Улица Ленина", "東京駅前", "Ñandú", "Aleksanterinkatu"]
        let fonts: [Font] = [.regular(11), .bold(13)]
        var random = SeededRandom(seed: 40)
        var memo = LabelTextPieces()
        var asked: Set<String> = []
        var repeats = 0
        for scale in [1.0, 2.0] {
            let surface = try Surface(width: 1, height: 1)
            surface.deviceScale = scale
            let canvas = Canvas(surface)
            for _ in 0..<60 {
                let name = names.randomElement(using: &random)!, font = fonts.randomElement(using: &random)!
                if !asked.insert("\(name)|\(font)|\(scale)").inserted { repeats += 1 }
                #expect(memo.pieces(name, font: font, canvas: canvas) == canvas.textPieces(name, font: font))
            }
        }
        #expect(memo.hits == repeats && repeats > 0)
    }
}
