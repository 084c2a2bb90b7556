import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// A panel of a random look, for the container's differential tests: opaque, translucent, text-only
/// (mostly transparent, like a header without chrome) or a bar or card with rounded corners.
final class RandomLookPanel: Panel {
    enum Look: CaseIterable { case opaque, translucent, textOnly, chrome }

    let look: Look
    let fill: Color
    let height: Double

    init(look: Look, fill: Color, height: Double, chrome: PanelChrome) {
        self.look = look
        self.fill = fill
        self.height = height
        super.init(title: "random", chrome: chrome, contentInsets: EdgeInsets(all: 2))
    }

    override func preferredHeight(forWidth width: Double) -> Double { height + chrome.shadowMargin.vertical }

    override func drawContent(in canvas: Canvas) {
        if look == .translucent { canvas.fill(Rect(size: size), fill.withAlpha(0.45)) }
        canvas.drawText("Reservation WH-4712", at: Point(x: 3, y: min(size.height, 12)), font: .bold(11), color: look == .opaque ? .white : fill)
        canvas.fillCircle(center: Point(x: size.width * 0.7, y: size.height * 0.6), radius: min(size.width, size.height) * 0.2, fill.mixed(with: .black, 0.4))
    }
}

extension SeededRandom {
    /// A container on a manual clock over a grid of a random colour and spacing, at scale 2 one time in five
    /// and 1×1 logical units one time in `1 / tinyChance` (else `widths` × `heights`): every differential
    /// suite's random window.
    mutating func container(widths: ClosedRange<Int>, heights: ClosedRange<Int>, tinyChance: Double) -> (WhimSceneContainer, ManualClock) {
        let scale = chance(0.2) ? 2.0 : 1
        let logical = chance(tinyChance)
            ? Size(width: 1, height: 1)
            : Size(width: Double(Int.random(in: widths, using: &self)), height: Double(Int.random(in: heights, using: &self)))
        let clock = ManualClock()
        let backdrop = GridBackdrop(color: color(), gridSpacing: Int.random(in: 3...12, using: &self))
        // Sizes from 1×1 up are valid: a failure here is a defect of the container.
        return (try! WhimSceneContainer(size: logical, scale: scale, clock: clock, backdrop: backdrop), clock)
    }

    mutating func panel(role: ScenePartRole) -> RandomLookPanel {
        let look = RandomLookPanel.Look.allCases.randomElement(using: &self)!
        let fill = color()
        let chrome: PanelChrome
        switch look {
        case .opaque: chrome = .plain(fill)
        case .translucent, .textOnly: chrome = .none
        case .chrome: chrome = role == .top ? .topBar(color()) : (role == .bottom ? .bottomCard(color()) : .plain(fill))
        }
        let panel = RandomLookPanel(look: look, fill: fill, height: .random(in: 4...70, using: &self), chrome: chrome)
        if role == .bottom, chance(0.5) {
            // A card drawn at its tallest detent: its surface reaches below the window.
            panel.card = BottomCardBehavior(detents: [.fromBottom(.random(in: 8...40, using: &self)), .fromTop(4)], initialDetent: 0)
        }
        return panel
    }

    /// A fullscreen or a multipart scene of random panels.
    mutating func scene() -> WhimSingleScene {
        chance(0.4)
            ? WhimSingleScene(fullscreen: panel(role: .fullscreen))
            : WhimSingleScene(top: panel(role: .top), bottom: panel(role: .bottom))
    }

    /// Any transition of the catalogue, with a random origin for circular reveals.
    mutating func transition(in size: PixelSize) -> any WhimSceneAnimatedTransitioning {
        let origin = Rect(
            x: .random(in: 0...Double(size.width), using: &self), y: .random(in: 0...Double(size.height), using: &self),
            width: .random(in: 0...30, using: &self), height: .random(in: 0...20, using: &self))
        typealias T = WhimSceneAnimatedTransitions
        let all: [any WhimSceneAnimatedTransitioning] = [
            T.Push(), T.Pop(), T.Modal(.present), T.Modal(.dismiss), T.Modal(.swap), T.Fade(),
            T.Circular(.present, origin: origin), T.Circular(.dismiss, origin: origin), T.None(),
            T.Reversed(T.Fade()), T.Reversed(T.Modal(.swap)), T.Reversed(T.Circular(.present, origin: origin)),
        ]
        return all.randomElement(using: &self)!
    }

    /// A progress: often the ends and their neighbours, otherwise anywhere.
    mutating func progress() -> Double {
        switch Int.random(in: 0..<10, using: &self) {
        case 0: return 0
        case 1: return 1
        case 2: return .random(in: 0...0.02, using: &self)
        case 3: return .random(in: 0.98...1, using: &self)
        default: return .random(in: 0...1, using: &self)
        }
    }
}
