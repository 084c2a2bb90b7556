import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Keyboard focus: the order of the stops, the ring, activation, the trap of presented scenes, and focus
/// returning where it was.
@Suite struct KeyboardFocusTests {
    /// A random screen: a column of buttons, toggles, lists, segmented controls and fields (some hidden,
    /// some disabled) in nested stacks, as the tree of a fullscreen panel.
    static func randomTree(_ rng: inout SeededRandom) -> (root: Widget, focusable: [Widget]) {
        var focusable: [Widget] = []
        func leaf(hidden: Bool) -> Widget {
            let w: Widget
            var takesFocus = true
            switch Int.random(in: 0..<7, using: &rng) {
            case 0:
                let b = Button("B\(focusable.count)")
                b.isEnabled = Bool.random(using: &rng) || Bool.random(using: &rng)
                takesFocus = b.isEnabled
                w = b
            case 1: w = Toggle("T", isOn: Bool.random(using: &rng))
            case 2: w = ListView(rows: (0..<Int.random(in: 1...4, using: &rng)).map { ListRow(id: "\($0)", title: "Row \($0)") }, visibleRowLimit: 2)
            case 3: w = SegmentedControl(["A", "B", "C"])
            case 4: w = TextField(placeholder: "Field")
            case 5:
                w = Label("Text")
                takesFocus = false
            default:
                w = Spacer(minLength: 4)
                takesFocus = false
            }
            w.isHidden = hidden
            if takesFocus && !hidden { focusable.append(w) }
            return w
        }
        func stack(depth: Int, hidden: Bool) -> Widget {
            let count = Int.random(in: 1...4, using: &rng)
            var children: [Widget] = []
            for _ in 0..<count {
                let hide = hidden || Int.random(in: 0..<8, using: &rng) == 0
                if depth < 2, Int.random(in: 0..<3, using: &rng) == 0 {
                    let s = stack(depth: depth + 1, hidden: hide)
                    s.isHidden = hide && !hidden
                    children.append(s)
                } else {
                    children.append(leaf(hidden: hide))
                }
            }
            return depth % 2 == 0 ? VStack(spacing: 4, children) : HStack(spacing: 4, children)
        }
        let root = stack(depth: 0, hidden: false)
        return (root, focusable)
    }

    /// A container showing one fullscreen panel of `root`, settled.
    static func show(_ root: Widget) throws -> (WhimSceneContainer, ManualClock, WhimSceneNavigationStack, Panel) {
        let (container, clock) = try makeContainer()
        let panel = Panel(title: "screen", chrome: .plain(.white), root: root)
        let stack = WhimSceneNavigationStack([WhimSingleScene(.fullscreen(panel))])
        container.setRoot(stack)
        container.settle(on: clock)
        return (container, clock, stack, panel)
    }

    static func tab(_ container: WhimSceneContainer, shift: Bool = false) {
        #expect(container.handle(.key(.tab, shift ? .shift : [])))
    }

    /// Tab n times then Shift+Tab n times returns to the start; one cycle of Tab visits every focusable
    /// widget exactly once, in tree (reading) order; hidden and disabled widgets are never visited.
    @Test(arguments: 0..<12) func tabCyclesThroughEveryFocusableWidgetOnce(seed: UInt64) throws {
        var rng = SeededRandom(seed: seed)
        let (root, focusable) = Self.randomTree(&rng)
        let (container, _, _, _) = try Self.show(root)
        let focus = container.keyboardFocus
        #expect(focus.stops.map { ObjectIdentifier($0.widget!) } == focusable.map(ObjectIdentifier.init))
        guard !focusable.isEmpty else {
            #expect(!container.handle(.key(.tab, [])))
            return
        }
        Self.tab(container)  // shows the ring where focus is: the first widget
        #expect(focus.isRingVisible)
        #expect(focus.focused?.widget === focusable[0])
        var visited: [ObjectIdentifier] = []
        for _ in focusable.indices {
            visited.append(ObjectIdentifier(try #require(focus.focused?.widget)))
            Self.tab(container)
        }
        #expect(visited == focusable.map(ObjectIdentifier.init))
        #expect(focus.focused?.widget === focusable[0], "a cycle ends where it began")
        let n = Int.random(in: 1...(3 * focusable.count), using: &rng)
        for _ in 0..<n { Self.tab(container) }
        for _ in 0..<n { Self.tab(container, shift: true) }
        #expect(focus.focused?.widget === focusable[0])
    }

    /// Enter and Space press a button, Space flips a toggle, arrows move a list's row and Enter taps it,
    /// arrows switch a segmented control; a disabled button is skipped.
    @Test func keysActivateTheFocusedWidget() throws {
        var pressed = 0, tapped: [String] = [], segment = -1
        let button = Button("Go") { pressed += 1 }
        let disabled = Button("Never") { Issue.record("a disabled button acted") }
        disabled.isEnabled = false
        let toggle = Toggle("Lights")
        let list = ListView(rows: (0..<5).map { ListRow(id: "r\($0)", title: "Row \($0)") }, visibleRowLimit: 3) { tapped.append($0.id) }
        let segments = SegmentedControl(["One", "Two", "Three"]) { segment = $0 }
        let (container, _, _, _) = try Self.show(VStack(spacing: 8, [button, disabled, toggle, list, segments]))
        let focus = container.keyboardFocus
        Self.tab(container)
        #expect(container.handle(.key(.enter, [])))
        #expect(container.handle(.key(.space, [])))
        #expect(pressed == 2)
        Self.tab(container)
        #expect(focus.focused?.widget === toggle)
        #expect(container.handle(.key(.space, [])))
        #expect(toggle.isOn)
        #expect(focus.focusedElement?.states.contains(.checked) == true)
        Self.tab(container)
        for _ in 0..<3 { _ = container.handle(.key(.down, [])) }
        #expect(!container.handle(.key(.down, [])) || list.keyboardRowIndex == 4)
        _ = container.handle(.key(.up, []))
        #expect(container.handle(.key(.enter, [])))
        #expect(tapped == ["r3"])
        #expect(list.selectedID == "r3")
        var secondary: [String] = []
        list.onSecondarySelect = { secondary.append($0.id) }
        #expect(container.handle(.key(.function(10), .shift)))
        #expect(secondary == ["r3"] && tapped == ["r3"], "Shift+F10 is the row's secondary click")
        #expect(list.scrollOffset > 0, "the keyboard's row was scrolled into view")
        Self.tab(container)
        #expect(container.handle(.key(.right, [])))
        #expect(segments.selectedIndex == 1 && segment == 1)
        _ = container.handle(.key(.left, []))
        _ = container.handle(.key(.left, []))
        #expect(segments.selectedIndex == 0)
        Self.tab(container)
        #expect(focus.focused?.widget === button, "past the last stop focus wraps to the first")
    }

    /// Tab into a field starts typing there (the app's letter keys stop); its own keys stay its own; Tab
    /// leaves it, and Shift+Tab comes back into it. A field focused by the pointer is where Tab goes on from.
    @Test func textFieldsKeepTheirKeysAndTabLeavesThem() throws {
        let field = TextField(placeholder: "Name")
        var submitted: String?
        field.onSubmit = { submitted = $0 }
        let done = Button("Done")
        let (container, _, _, panel) = try Self.show(VStack(spacing: 8, [Button("First"), field, done]))
        let focus = container.keyboardFocus
        Self.tab(container)
        Self.tab(container)
        #expect(container.hasKeyboardFocus && field.isFocused)
        container.handle(.text("Ad"))
        _ = container.handle(.key(.space, []))
        container.handle(.text(" "))
        container.handle(.text("a"))
        #expect(field.text == "Ad a", "Space types in a field")
        field.text = "Ada"
        _ = container.handle(.key(.left, []))
        #expect(field.caret == 2, "arrows move the caret, not focus")
        _ = container.handle(.key(.enter, []))
        #expect(submitted == "Ada")
        Self.tab(container)
        #expect(focus.focused?.widget === done)
        #expect(!container.hasKeyboardFocus)
        Self.tab(container, shift: true)
        #expect(field.isFocused)
        field.endEditing()
        panel.focus(nil)
        // The pointer: a press on the first button hides the ring; a press on the field types; Tab goes on from there.
        let r = try #require(container.rectInContainerPixels(of: field))
        let p = Point(x: r.midX, y: r.midY)
        container.handle(.pointerDown(p, .primary))
        container.handle(.pointerUp(p, .primary))
        #expect(!focus.isRingVisible)
        #expect(field.isFocused)
        Self.tab(container)
        Self.tab(container)
        #expect(focus.focused?.widget === done)
        // Space on a button that focuses a field: the space the key press also types is not typed.
        done.action = { field.beginEditing() }
        field.text = ""
        _ = container.handle(.key(.space, []))
        container.handle(.text(" "))
        #expect(field.isFocused && field.text == "")
    }

    /// A sheet traps focus: whatever keys are pressed, focus stays on the sheet's widgets; when it closes,
    /// focus returns to the button that opened it.
    @Test func aSheetTrapsFocusAndReturnsItToItsOpener() throws {
        let (container, clock) = try makeContainer()
        let sheetButtons = (0..<3).map { Button("Sheet \($0)") }
        let sheetPanel = Panel(title: "sheet", chrome: .bottomCard(.white), root: VStack(spacing: 8, sheetButtons))
        let sheet = WhimSheet(panel: sheetPanel)
        weak var host: WhimPresentingScene?
        let opener = Button("Open") { _ = host?.present(sheet) }
        let other = Button("Other")
        let base = Panel(title: "base", chrome: .plain(.white), root: VStack(spacing: 8, [other, opener, Toggle("T")]))
        let presenting = WhimPresentingScene(base: WhimSceneNavigationStack([WhimSingleScene(.fullscreen(base))]))
        host = presenting
        container.setRoot(presenting)
        container.settle(on: clock)
        let focus = container.keyboardFocus
        Self.tab(container)
        Self.tab(container)
        #expect(focus.focused?.widget === opener)
        #expect(container.handle(.key(.enter, [])))
        container.settle(on: clock)
        #expect(focus.focused?.widget === sheetButtons[0], "a presented scene starts at its first widget")
        var rng = SeededRandom(seed: 46)
        let keys: [InputEvent] = [.key(.tab, []), .key(.tab, .shift), .key(.down, []), .key(.up, []), .key(.right, []), .key(.space, [])]
        for _ in 0..<60 {
            container.handle(keys.randomElement(using: &rng)!)
            let w = try #require(focus.focused?.widget)
            #expect(sheetButtons.contains { $0 === w }, "focus left the sheet")
        }
        #expect(focus.elements().allSatisfy { e in sheetButtons.contains { $0.title == e.name } })
        presenting.dismiss()
        container.settle(on: clock)
        #expect(focus.focused?.widget === opener)
        #expect(base.focusRing?.widget === opener && sheetPanel.focusRing == nil)
    }

    /// A pushed screen's first widget gets focus; popping returns focus where it was.
    @Test func popReturnsFocusWhereItWas() throws {
        let (container, clock) = try makeContainer()
        let buttons = (0..<3).map { Button("Home \($0)") }
        let stack = WhimSceneNavigationStack([WhimSingleScene(.fullscreen(Panel(title: "home", chrome: .plain(.white), root: VStack(spacing: 8, buttons))))])
        container.setRoot(stack)
        container.settle(on: clock)
        let pushed = (0..<2).map { Button("Next \($0)") }
        buttons[2].action = {
            stack.push(scene: WhimSingleScene(.fullscreen(Panel(title: "next", chrome: .plain(.white), root: VStack(spacing: 8, pushed)))))
        }
        let focus = container.keyboardFocus
        for _ in 0..<3 { Self.tab(container) }
        #expect(focus.focused?.widget === buttons[2])
        _ = container.handle(.key(.enter, []))
        container.settle(on: clock)
        #expect(focus.focused?.widget === pushed[0])
        Self.tab(container)
        #expect(focus.focused?.widget === pushed[1])
        _ = stack.pop()
        container.settle(on: clock)
        #expect(focus.focused?.widget === buttons[2])
    }

    /// A panel that rebuilds its widget tree keeps focus on the widget at the same place.
    @Test func focusSurvivesARebuiltTree() throws {
        func tree() -> Widget { VStack(spacing: 8, [Button("A"), HStack(spacing: 4, [Button("B"), Toggle("C")]), Button("D")]) }
        let (container, clock, _, panel) = try Self.show(tree())
        let focus = container.keyboardFocus
        for _ in 0..<3 { Self.tab(container) }
        #expect(focus.focusedElement?.name == "C")
        panel.root = tree()
        container.settle(on: clock)
        #expect(focus.focusedElement?.name == "C")
        #expect(panel.focusRing?.widget === focus.focused?.widget)
        Self.tab(container)
        #expect(focus.focusedElement?.name == "D")
    }

    /// Elements carry a role, a name and states; the focused one is marked and reported when focus moves;
    /// frames are in container coordinates.
    @Test func elementsNameEveryControl() throws {
        let back = Button("", icon: .back, style: .plain)
        back.accessibleName = "Back"
        let list = ListView(rows: [ListRow(id: "a", title: "Kamppi", subtitle: "Helsinki")])
        list.accessibleName = "Places"
        let (container, _, _, _) = try Self.show(VStack(spacing: 8, [back, Label("Title"), Toggle("Wi-Fi", isOn: true), list, TextField(placeholder: "Search")]))
        let focus = container.keyboardFocus
        var reported: [String] = []
        focus.onFocusChange = { reported.append($0?.name ?? "-") }
        let elements = focus.elements()
        #expect(elements.map(\.role) == [.button, .toggle, .list, .textField])
        #expect(elements.map(\.name) == ["Back", "Wi-Fi", "Places", "Search"])
        #expect(elements[1].states.contains(.checked))
        #expect(elements[2].children.map(\.name) == ["Kamppi"] && elements[2].children[0].value == "Helsinki")
        #expect(elements.allSatisfy { Rect(size: container.size).intersection($0.frame) != nil })
        Self.tab(container)
        Self.tab(container)
        #expect(reported == ["Back", "Wi-Fi"])
        #expect(focus.elements().filter { $0.states.contains(.focused) }.map(\.name) == ["Wi-Fi"])
    }

    /// The map between a top panel and a card is one stop, between them: arrows pan it, `+` and `-` zoom it,
    /// Enter taps the point the backdrop names nearest the centre of the gap.
    @Test func theMapIsOneStopBetweenThePanels() throws {
        let backdrop = KeyboardBackdrop()
        let container = try WhimSceneContainer(size: Size(width: 960, height: 540), clock: ManualClock(), backdrop: backdrop)
        let top = Panel(title: "top", chrome: .topBar(.white), root: HStack(spacing: 8, [Button("Back")]))
        let bottom = Panel(title: "card", chrome: .bottomCard(.white), root: VStack(spacing: 8, [Button("Go")]))
        container.setRoot(WhimSceneNavigationStack([WhimSingleScene(.multipart(top: top, bottom: bottom))]))
        container.renderFrame()
        let focus = container.keyboardFocus
        #expect(focus.elements().map(\.role) == [.button, .map, .button])
        Self.tab(container)
        Self.tab(container)
        guard case .map? = focus.focused else { Issue.record("the map has no focus"); return }
        for key in [Key.left, .right, .up, .down] { #expect(container.handle(.key(key, []))) }
        #expect(container.handle(.key(.character("+"), [])))
        #expect(container.handle(.key(.character("-"), [])))
        #expect(container.handle(.key(.enter, [])))
        let pans = backdrop.gestures.compactMap { g -> Point? in if case let .pan(dx, dy) = g { return Point(x: dx, y: dy) } else { return nil } }
        #expect(pans.count == 4 && pans[0].x > 0 && pans[1].x < 0 && pans[2].y > 0 && pans[3].y < 0)
        let zooms = backdrop.gestures.compactMap { g -> Double? in if case let .zoom(levels, _) = g { return levels } else { return nil } }
        #expect(zooms == [1, -1])
        #expect(backdrop.gestures.last == .tap(Point(x: 1, y: 2)))
        #expect(backdrop.askedNear.map { container.visibleMapInsets.top < $0.y && $0.y < container.size.height - container.visibleMapInsets.bottom } == true)
        // The ring over the map is an overlay inside the gap.
        container.renderFrame()
        Self.tab(container)
        #expect(focus.focused?.widget?.accessibleElement?.name == "Go")
    }
}

/// A backdrop that takes keyboard focus and records the gestures it is given.
final class KeyboardBackdrop: Backdrop {
    var surface: Surface? { nil }
    let origin = PixelPoint.zero
    let version = 0
    var gestures: [BackdropGesture] = []
    var askedNear: Point?
    func resize(to size: PixelSize, scale: Double) {}
    func setVisibleInsets(_ insets: EdgeInsets) {}
    func advance(to time: Double) -> Bool { false }
    func handle(_ gesture: BackdropGesture, at time: Double) -> Bool {
        if gesture != .panEnded(velocity: .zero) { gestures.append(gesture) }
        return true
    }
    var isKeyboardFocusable: Bool { true }
    func activationPoint(nearest p: Point, within rect: Rect) -> Point? {
        askedNear = p
        return Point(x: 1, y: 2)
    }
}
