import WhimCore
import WhimGraphics

/// The scene pairs every transition golden is drawn with.
enum SceneCombo: String, CaseIterable, Sendable {
    case fullscreenToMultipart = "fs-mp"
    case multipartToMultipart = "mp-mp"
    case multipartToFullscreen = "mp-fs"

    func scenes() -> (from: WhimSingleScene, to: WhimSingleScene) {
        switch self {
        case .fullscreenToMultipart: return (fullscreenScene("A", Color(0x1967D2)), multipartScene("B", accent: Color(0xE37400)))
        case .multipartToMultipart: return (multipartScene("A", accent: Color(0x1967D2)), multipartScene("B", accent: Color(0xE37400)))
        case .multipartToFullscreen: return (multipartScene("A", accent: Color(0x1967D2)), fullscreenScene("B", Color(0xE37400)))
        }
    }
}

/// A fullscreen scene: one colour with a big label.
func fullscreenScene(_ name: String, _ color: Color) -> WhimSingleScene {
    WhimSingleScene(fullscreen: LabelledPanel(name: "\(name) · fullscreen", chrome: .plain(color), accent: .white))
}

/// A multipart scene: a top bar and a bottom card with rows, both labelled.
func multipartScene(_ name: String, accent: Color) -> WhimSingleScene {
    WhimSingleScene(
        top: LabelledPanel(name: "\(name) · top", chrome: .topBar(.white), accent: accent, height: 64),
        bottom: LabelledPanel(name: "\(name) · card", chrome: .bottomCard(.white), accent: accent, height: 190, rows: 3))
}

/// A panel drawing a label and optional rows, for goldens.
final class LabelledPanel: Panel {
    let accent: Color
    let height: Double
    let rows: Int

    init(name: String, chrome: PanelChrome, accent: Color, height: Double = 0, rows: Int = 0) {
        self.accent = accent
        self.height = height
        self.rows = rows
        super.init(title: name, chrome: chrome)
    }

    override func preferredHeight(forWidth width: Double) -> Double { height + chrome.shadowMargin.vertical }

    override func drawContent(in canvas: Canvas) {
        let r = contentRect
        if case .plain = chrome {
            canvas.drawText(title, in: r, font: .bold(40), color: accent, alignment: .center)
            return
        }
        canvas.fillCircle(center: Point(x: r.minX + 14, y: r.minY + 16), radius: 10, accent)
        canvas.drawText(title, in: Rect(x: r.minX + 34, y: r.minY, width: r.width - 34, height: 32), font: .bold(20), color: Color(0x202124))
        for i in 0..<rows {
            let y = r.minY + 44 + Double(i) * 40
            canvas.fill(roundedRect: Rect(x: r.minX, y: y, width: 28, height: 28), radius: 6, accent.withAlpha(0.25))
            canvas.drawText("Row \(i + 1)", in: Rect(x: r.minX + 40, y: y, width: 200, height: 28), font: .regular(16), color: Color(0x3C4043))
            canvas.fill(Rect(x: r.minX + 40, y: y + 34, width: r.width - 40, height: 1), Color(0xE8EAED))
        }
    }
}
