import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
@testable import WhimAccessibility

/// The map as a screen reader sees it: one image map whose children are what it shows (markers, pressed by
/// tapping them, and names, only read), ids that follow a name while the map pans, and no children asked
/// for when focus only moves.
@Suite struct MapChildrenTests {
    /// A backdrop that shows a list of things, says where taps land, and counts how often it was asked.
    final class ShowingBackdrop: Backdrop {
        let inner = GridBackdrop()
        var shown: [AccessibleElement] = []
        var taps: [Point] = []
        var asked = 0
        var surface: Surface? { inner.surface }
        var origin: PixelPoint { inner.origin }
        var version: Int { inner.version }
        func resize(to size: PixelSize, scale: Double) { inner.resize(to: size, scale: scale) }
        func setVisibleInsets(_ insets: EdgeInsets) {}
        func advance(to time: Double) -> Bool { false }
        var isKeyboardFocusable: Bool { true }
        func handle(_ gesture: BackdropGesture, at time: Double) -> Bool {
            if case let .tap(p) = gesture { taps.append(p) }
            return true
        }
        func accessibleChildren(within rect: Rect) -> [AccessibleElement] {
            asked += 1
            return shown.filter { rect.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) }
        }
    }

    static func marker(_ name: String, at p: Point, selected: Bool = false) -> AccessibleElement {
        AccessibleElement(role: .marker, name: name, states: selected ? [.enabled, .visible, .selected] : [.enabled, .visible],
                          frame: Rect(x: p.x - 9, y: p.y - 9, width: 18, height: 18))
    }

    static func label(_ name: String, at p: Point) -> AccessibleElement {
        AccessibleElement(role: .mapLabel, name: name, frame: Rect(x: p.x - 30, y: p.y - 8, width: 60, height: 16))
    }

    /// A screen with a top panel and a card over the map (the map a stop between them).
    static func screen(_ backdrop: ShowingBackdrop) throws -> (WhimSceneContainer, ManualClock) {
        let clock = ManualClock()
        let container = try WhimSceneContainer(size: Size(width: 480, height: 640), clock: clock, backdrop: backdrop)
        let top = Panel(title: "Stops", chrome: .plain(.white), root: VStack([Button("Back")]))
        let bottom = Panel(title: "Card", chrome: .plain(.white), root: VStack([Button("Go")]))
        container.setRoot(WhimSceneNavigationStack([WhimSingleScene(top: top, bottom: bottom)]))
        container.settle(on: clock)
        return (container, clock)
    }

    @Test func theMapsChildrenAreWhatItShowsWithRolesActionsAndNamesThatKeepTheirIds() throws {
        let backdrop = ShowingBackdrop()
        let (container, _) = try Self.screen(backdrop)
        let map = Rect(size: container.size).inset(by: container.visibleMapInsets)
        let a = Point(x: map.midX - 60, y: map.midY - 40), b = Point(x: map.midX + 50, y: map.midY + 30)
        backdrop.shown = [Self.marker("Kamppi", at: a, selected: true), Self.marker("Kluuvi", at: b), Self.label("Mannerheimintie", at: map.center),
                          Self.label("Off the map", at: Point(x: map.midX, y: map.minY - 40))]
        let builder = AccessibilityTreeBuilder(appName: "App")
        let tree = builder.capture(container, windowTitle: "T")
        AccessibilityTreeTests.checkInvariants(tree)
        let mapNode = try #require(tree.nodes.values.first { $0.role == .imageMap })
        let children = mapNode.children.compactMap { tree[$0] }
        #expect(children.map(\.name) == ["Kamppi", "Kluuvi", "Mannerheimintie"])
        #expect(children.map(\.role) == [.pushButton, .pushButton, .label])
        #expect(children.map(\.actions) == [[.press], [.press], []])
        #expect(children[0].states.contains(.selected) && !children[1].states.contains(.selected))
        #expect(children.allSatisfy { map.contains($0.frame.center) })

        // The map pans: the same names keep their ids though their order and places changed.
        backdrop.shown = [Self.label("Mannerheimintie", at: Point(x: map.midX, y: map.minY + 20)), Self.marker("Kluuvi", at: a),
                          Self.marker("Kamppi", at: b)]
        let moved = builder.capture(container, windowTitle: "T")
        AccessibilityTreeTests.checkInvariants(moved)
        func id(_ t: AccessibilityTree, _ name: String) -> Int? { t.nodes.values.first { $0.name == name }?.id }
        for name in ["Kamppi", "Kluuvi", "Mannerheimintie"] { #expect(id(tree, name) != nil && id(tree, name) == id(moved, name)) }

        // Two markers of one name are two objects.
        backdrop.shown = [Self.marker("Stop", at: a), Self.marker("Stop", at: b)]
        let twice = builder.capture(container, windowTitle: "T")
        AccessibilityTreeTests.checkInvariants(twice)
        #expect(Set(twice.nodes.values.filter { $0.name == "Stop" }.map(\.id)).count == 2)
    }

    @Test func pressingAMarkerTapsItWhereItIsDrawnAndANameIsNotActedOn() throws {
        let backdrop = ShowingBackdrop()
        let (container, _) = try Self.screen(backdrop)
        let map = Rect(size: container.size).inset(by: container.visibleMapInsets)
        let p = Point(x: map.midX + 40, y: map.midY - 20)
        backdrop.shown = [Self.label("Töölö", at: map.center), Self.marker("Kamppi", at: p)]
        let builder = AccessibilityTreeBuilder(appName: "App")
        let tree = builder.capture(container, windowTitle: "T")
        func node(_ name: String) throws -> Int { try #require(tree.nodes.values.first { $0.name == name }).id }
        #expect(builder.perform(AccessibilityActionRequest(node: try node("Kamppi"), kind: .perform(.press)), in: container))
        #expect(backdrop.taps == [p])
        #expect(!builder.perform(AccessibilityActionRequest(node: try node("Töölö"), kind: .perform(.press)), in: container))
        #expect(backdrop.taps == [p])
    }

    @Test func movingFocusDoesNotAskTheMapWhatItShows() throws {
        let backdrop = ShowingBackdrop()
        let (container, clock) = try Self.screen(backdrop)
        backdrop.asked = 0
        // The first Tab shows the ring on Back; the second moves it to the map.
        for _ in 0..<2 {
            container.handle(.key(.tab, []))
            container.settle(on: clock)
        }
        #expect(container.keyboardFocus.focusedElement?.role == .map)
        #expect(backdrop.asked == 0)
        _ = container.keyboardFocus.elements()
        #expect(backdrop.asked == 1)
    }
}
