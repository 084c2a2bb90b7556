import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimRandom

/// The map stays interactive above a sheet or card at a detent that does not dim (FloatingPanel #280):
/// a press there reaches the map through the container's input path; above a dimming detent the scrim
/// takes it.
@Suite struct UndimmedDetentTests {
    /// A 480×270 container over a recording backdrop with a presenting scene over a screen of a top bar and
    /// a card (`card` its behaviour; the map shows between the two), settled.
    static func world(card: BottomCardBehavior? = nil) throws -> (WhimSceneContainer, ManualClock, GestureRecordingBackdrop, WhimPresentingScene) {
        let clock = ManualClock()
        let backdrop = GestureRecordingBackdrop()
        let container = try WhimSceneContainer(size: Size(width: 480, height: 270), clock: clock, backdrop: backdrop)
        let home = TestScene(multipart: "home", bottomHeight: card == nil ? 40 : 200)
        home.viewController.panels.last?.card = card
        let host = WhimPresentingScene(base: WhimSceneNavigationStack([home]))
        container.setRoot(host)
        container.settle(on: clock)
        return (container, clock, backdrop, host)
    }

    /// A sheet resting at 60 units (undimmed) with a higher detent at 200 (dimming), presented and settled.
    static func presentSheet(_ host: WhimPresentingScene, _ container: WhimSceneContainer, _ clock: ManualClock) -> WhimSheet {
        let sheet = WhimSheet(content: WhimSingleScene(fullscreen: sheetPanel("sheet")), detents: [.fromBottom(60), .fromBottom(200)], largestUndimmedDetent: 0)
        host.present(sheet)
        container.settle(on: clock)
        return sheet
    }

    /// The point above the sheet where only the map is (below the base's top bar).
    static let overTheMap = Point(x: 240, y: 150)

    @Test("at an undimmed detent no scrim shows, and a click or a drag above the sheet reaches the map")
    func theMapAboveAnUndimmedSheetTakesInput() throws {
        let (container, clock, backdrop, host) = try Self.world()
        let sheet = Self.presentSheet(host, container, clock)
        #expect(!container.visibleParts().contains { $0.panel.title == "scrim" && ($0.panel.solidColor?.alpha ?? 0) > 0 }, "no scrim shows")
        #expect(container.panel(at: Self.overTheMap) == nil, "nothing but the map is hit above the sheet")
        container.click(Self.overTheMap)
        #expect(backdrop.gestures == [.tap(Self.overTheMap)], "a tap on the map (a marker's)")
        container.drag(clock, from: Self.overTheMap, to: Point(x: 300, y: 120))
        container.settle(on: clock)
        #expect(backdrop.gestures.contains { if case .pan = $0 { true } else { false } }, "a drag pans the map")
        #expect(host.presented.count == 1 && host.presented.first === sheet, "the sheet stays")
    }

    @Test("at a dimming detent the scrim shows, takes the click above the sheet and dismisses it; the map hears nothing")
    func aDimmingDetentGivesTheClickToTheScrim() throws {
        let (container, clock, backdrop, host) = try Self.world()
        let sheet = Self.presentSheet(host, container, clock)
        sheet.select(detent: 1)
        container.settle(on: clock)
        #expect(container.visibleParts().contains { $0.panel.title == "scrim" && ($0.panel.solidColor?.alpha ?? 0) > 0 && $0.opacity > 0 })
        container.click(Point(x: 240, y: 40))
        container.settle(on: clock)
        #expect(host.presented.isEmpty, "the scrim's click dismissed the sheet")
        #expect(backdrop.gestures.isEmpty)
        // Lowered again, a new sheet at the undimmed detent lets the map have the click.
        _ = Self.presentSheet(host, container, clock)
        container.click(Self.overTheMap)
        #expect(backdrop.gestures == [.tap(Self.overTheMap)])
    }

    @Test("a card of the screen never dims: the map above it takes a tap and a pan at every detent", arguments: [0, 1])
    func theMapAboveACardTakesInput(detent: Int) throws {
        let (container, clock, backdrop, _) = try Self.world(card: BottomCardBehavior(detents: [.fromBottom(60), .fromBottom(100)], initialDetent: detent))
        #expect(container.panel(at: Self.overTheMap) == nil)
        container.click(Self.overTheMap)
        container.drag(clock, from: Self.overTheMap, to: Point(x: 300, y: 100))
        #expect(backdrop.gestures.first == .tap(Self.overTheMap))
        #expect(backdrop.gestures.contains { if case .pan = $0 { true } else { false } })
    }

    @Test("the scrim's share is 0 at and below the largest undimmed detent, rises with the height, and is whole from the next detent up",
          arguments: 0..<40)
    func dimmingFollowsTheHeight(seed: Int) throws {
        var rng = SeededRandom(seed: UInt64(seed))
        let size = Size(width: 480, height: Double.random(in: 100...900, using: &rng).rounded())
        let detents = (0..<Int.random(in: 1...4, using: &rng)).map { _ -> Detent in
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: .fraction(.random(in: 0...1, using: &rng))
            case 1: .medium
            case 2: .large
            default: .fromBottom(.random(in: 0...1000, using: &rng))
            }
        }
        let undimmed = Int.random(in: -1..<detents.count, using: &rng)
        let sheet = WhimSheet(panel: sheetPanel("s"), detents: detents)
        sheet.largestUndimmedDetent = undimmed < 0 ? nil : undimmed
        let heights = detents.map { $0.height(in: size.height) }
        var previous: (height: Double, dimming: Double)?
        for i in detents.indices.sorted(by: { heights[$0] < heights[$1] }) {
            sheet.select(detent: i)
            let d = sheet.scrimDimming(in: size)
            #expect(d >= 0 && d <= 1)
            guard undimmed >= 0 else { #expect(d == 1, "no undimmed detent: it always dims"); continue }
            let low = heights[undimmed]
            if heights[i] <= low { #expect(d == 0, "at or below the undimmed detent") }
            if heights[i] > low { #expect(d == 1, "a detent above the undimmed one dims fully") }
            if let previous, previous.height <= heights[i] { #expect(previous.dimming <= d, "it never dims less higher up") }
            previous = (heights[i], d)
        }
    }
}
