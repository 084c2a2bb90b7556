import WhimAnimation
import WhimCore
import WhimGraphics

/// The three frame sizes of issue 7.
public enum Resolution: String, CaseIterable, Sendable {
    case hd = "720p"
    case fullHD = "1080p"
    case uhd = "2160p"

    public var pixelSize: PixelSize {
        switch self {
        case .hd: return PixelSize(width: 1280, height: 720)
        case .fullHD: return PixelSize(width: 1920, height: 1080)
        case .uhd: return PixelSize(width: 3840, height: 2160)
        }
    }

    /// Bytes of one RGB24 frame (4 bytes a pixel).
    public var frameBytes: Int { pixelSize.width * pixelSize.height * 4 }
}

/// What the scenes on both sides of the transition are.
public enum SceneMode: String, CaseIterable, Sendable {
    /// Fullscreen → fullscreen: both scenes cover the map.
    case fullscreen = "fs"
    /// Multipart → multipart: a top bar and a bottom card on each side, the map between them.
    case multipart = "mp"
}

/// Every transition kind of issue 7; `scrub` is an interactive edge-swipe pop driven by pointer events.
public enum TransitionKind: String, CaseIterable, Sendable {
    case push, pop
    case modalPresent = "modal-present"
    case modalDismiss = "modal-dismiss"
    case modalSwap = "modal-swap"
    case fade
    case circularPresent = "circular-present"
    case circularDismiss = "circular-dismiss"
    case none
    case scrub

    /// The transition value; circular reveals start from a "Book" button near the bottom right.
    public func transition(containerSize px: PixelSize) -> any WhimSceneAnimatedTransitioning {
        let origin = Rect(x: Double(px.width) * 0.8, y: Double(px.height) * 0.85, width: 120, height: 44)
        return catalogueEntry.transition(origin: origin)
    }

    /// The library's catalogue entry this kind times (scrub times Pop under a finger).
    public var catalogueEntry: TransitionCatalogue {
        switch self {
        case .push: .push
        case .pop, .scrub: .pop
        case .modalPresent: .present
        case .modalDismiss: .dismiss
        case .modalSwap: .swap
        case .fade: .fade
        case .circularPresent: .circularPresent
        case .circularDismiss: .circularDismiss
        case .none: .none
        }
    }

    /// The two progress values a steady-state benchmark alternates between (so every frame really moves).
    /// None is a cut, so it alternates between before and after the cut.
    var progresses: (Double, Double) {
        switch self {
        case .none: return (0.5, 1.0)
        default: return (0.45, 0.55)
        }
    }
}

/// A panel like the demo's: chrome, a title, a few rows (drawn once into its cached surface).
public final class BenchPanel: Panel {
    let accent: Color
    let height: Double
    let rows: Int

    public init(name: String, chrome: PanelChrome, accent: Color, height: Double = 0, rows: Int = 0) {
        self.accent = accent
        self.height = height
        self.rows = rows
        super.init(title: name, chrome: chrome)
    }

    public override func preferredHeight(forWidth width: Double) -> Double { height + chrome.shadowMargin.vertical }

    public override func drawContent(in canvas: Canvas) {
        let r = contentRect
        if case .plain = chrome {
            canvas.drawText(title, in: r, font: .bold(40), color: accent, alignment: .center)
            for i in 0..<rows {
                let y = r.minY + 120 + Double(i) * 56
                canvas.fill(roundedRect: Rect(x: r.minX, y: y, width: r.width, height: 44), radius: 10, accent.withAlpha(0.25))
                canvas.drawText("Row \(i + 1)", in: Rect(x: r.minX + 16, y: y, width: 300, height: 44), font: .regular(18), color: .white)
            }
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

/// A scene of `mode` named `name`.
public func makeScene(_ mode: SceneMode, _ name: String, accent: Color) -> WhimSingleScene {
    switch mode {
    case .fullscreen:
        return WhimSingleScene(fullscreen: BenchPanel(name: "\(name) · fullscreen", chrome: .plain(accent), accent: .white, rows: 6))
    case .multipart:
        return WhimSingleScene(
            top: BenchPanel(name: "\(name) · top", chrome: .topBar(.white), accent: accent, height: 64),
            bottom: BenchPanel(name: "\(name) · card", chrome: .bottomCard(.white), accent: accent, height: 260, rows: 4))
    }
}
