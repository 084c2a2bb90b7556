import Foundation
import WhimGraphics

// Until the demo lands: render a canvas test card to a PNG and say where it went.
let path = CommandLine.arguments.dropFirst().first ?? "whim-testcard.png"
do {
    let s = try Surface(width: 960, height: 540, format: .rgb24)
    let c = Canvas(s)
    c.clear(Color(0xF4F1EA))
    c.drawText("WhimCore for Linux", at: Point(x: 40, y: 80), font: .bold(40), color: Color(0x202124))
    c.drawText("Cairo test card", at: Point(x: 40, y: 120), font: .regular(20), color: Color(0x5F6368))
    let card = Rect(x: 40, y: 300, width: 880, height: 200)
    c.drawShadow(of: card, cornerRadius: 24)
    c.fill(roundedRect: card, radius: 24, .white)
    try s.writePNG(to: path)
    print("wrote \(path)")
} catch {
    FileHandle.standardError.write(Data("whim-demo: \(error)\n".utf8))
    exit(1)
}
