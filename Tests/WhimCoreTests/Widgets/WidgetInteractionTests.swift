import Testing
import WhimCore
import WhimGraphics

/// Drives widgets through a panel, as the container does.
@Suite struct WidgetInteractionTests {
    func host(_ root: Widget, size: Size = Size(width: 400, height: 300)) -> Panel {
        let panel = Panel(title: "host", chrome: .plain(.white), contentInsets: EdgeInsets(all: 10), root: root)
        panel.resize(to: size)
        panel.layoutIfNeeded()
        return panel
    }

    @Test func buttonFiresOnReleaseInsideOnly() {
        var taps = 0
        let button = Button("Book") { taps += 1 }
        let panel = host(VStack([button, Spacer()]))
        let inside = Point(x: button.frame.midX, y: button.frame.midY)
        _ = panel.handle(.pointerDown(inside, .primary))
        #expect(button.isPressed)
        _ = panel.handle(.pointerUp(inside, .primary))
        #expect(taps == 1 && !button.isPressed)
        _ = panel.handle(.pointerDown(inside, .primary))
        _ = panel.handle(.pointerMove(Point(x: inside.x, y: 290)))
        #expect(!button.isPressed)
        _ = panel.handle(.pointerUp(Point(x: inside.x, y: 290), .primary))
        #expect(taps == 1)
        button.isEnabled = false
        _ = panel.handle(.pointerDown(inside, .primary))
        _ = panel.handle(.pointerUp(inside, .primary))
        #expect(taps == 1)
    }

    @Test func cancelledPressDoesNotFire() {
        var taps = 0
        let button = Button("Go") { taps += 1 }
        let panel = host(VStack([button]))
        _ = panel.handle(.pointerDown(Point(x: button.frame.midX, y: button.frame.midY), .primary))
        panel.cancelPointer()
        #expect(taps == 0 && !button.isPressed)
    }

    @Test func listTapSelectsTheRowUnderThePointerAndWheelScrollsClamped() {
        var chosen: [String] = []
        let rows = (0..<20).map { ListRow(id: "r\($0)", title: "Row \($0)") }
        let list = ListView(rows: rows, rowHeight: 40, visibleRowLimit: 5) { chosen.append($0.id) }
        let panel = host(VStack([list]))
        #expect(list.frame.height == 200)
        let third = Point(x: list.frame.midX, y: list.frame.minY + 2.5 * 40)
        _ = panel.handle(.pointerDown(third, .primary))
        _ = panel.handle(.pointerUp(third, .primary))
        #expect(chosen == ["r2"] && list.selectedID == "r2")
        _ = panel.handle(.wheel(third, dx: 0, dy: -4))  // scroll down by 2 rows
        #expect(list.scrollOffset == 80)
        _ = panel.handle(.pointerDown(third, .primary))
        _ = panel.handle(.pointerUp(third, .primary))
        #expect(chosen.last == "r4")
        _ = panel.handle(.wheel(third, dx: 0, dy: -1000))
        #expect(list.scrollOffset == list.maxScroll && list.maxScroll == 600)
        _ = panel.handle(.wheel(third, dx: 0, dy: 1000))
        #expect(list.scrollOffset == 0)
        // Press on one row, release on another: no tap.
        _ = panel.handle(.pointerDown(third, .primary))
        _ = panel.handle(.pointerMove(Point(x: third.x, y: third.y + 60)))
        _ = panel.handle(.pointerUp(Point(x: third.x, y: third.y + 60), .primary))
        #expect(chosen.count == 2)
    }

    @Test func textFieldTypesEditsAndSubmits() {
        let field = TextField(placeholder: "Where to?")
        var submitted: String?
        var changes = 0
        field.onSubmit = { submitted = $0 }
        field.onChange = { _ in changes += 1 }
        let panel = host(VStack([field]))
        #expect(panel.handle(.text("x")) == false)  // not focused yet
        _ = panel.handle(.pointerDown(Point(x: field.frame.midX, y: field.frame.midY), .primary))
        _ = panel.handle(.pointerUp(Point(x: field.frame.midX, y: field.frame.midY), .primary))
        #expect(field.isFocused && panel.focusedWidget === field)
        _ = panel.handle(.text("Kampi"))
        _ = panel.handle(.key(.left, []))
        _ = panel.handle(.text("p"))
        #expect(field.text == "Kampip" || field.text == "Kampp" + "i")
        #expect(field.text == "Kamppi")
        _ = panel.handle(.key(.end, []))
        _ = panel.handle(.key(.backspace, []))
        _ = panel.handle(.key(.home, []))
        _ = panel.handle(.key(.delete, []))
        #expect(field.text == "ampp" && field.caret == 0)
        _ = panel.handle(.key(.enter, []))
        #expect(submitted == "ampp")
        #expect(changes == 4)
    }

    @Test func toggleAndSegmentedControlChange() {
        var toggled: [Bool] = []
        var segments: [Int] = []
        let toggle = Toggle("Reduced motion") { toggled.append($0) }
        let control = SegmentedControl(["Options", "Nearby"]) { segments.append($0) }
        let panel = host(VStack([toggle, control]))
        let t = Point(x: toggle.frame.maxX - 20, y: toggle.frame.midY)
        _ = panel.handle(.pointerDown(t, .primary))
        _ = panel.handle(.pointerUp(t, .primary))
        #expect(toggle.isOn && toggled == [true])
        let second = Point(x: control.frame.maxX - 10, y: control.frame.midY)
        _ = panel.handle(.pointerDown(second, .primary))
        _ = panel.handle(.pointerUp(second, .primary))
        #expect(control.selectedIndex == 1 && segments == [1])
        var reselected = 0
        control.onReselect = { reselected += 1 }
        _ = panel.handle(.pointerDown(second, .primary))
        _ = panel.handle(.pointerUp(second, .primary))
        #expect(segments == [1])  // re-selecting the same segment is not a change
        #expect(reselected == 1)  // but a reselection (a tab bar pops its tab)
        // A press that leaves the segment before it lets go picks nothing.
        _ = panel.handle(.pointerDown(second, .primary))
        _ = panel.handle(.pointerUp(Point(x: control.frame.minX + 5, y: control.frame.midY), .primary))
        #expect(segments == [1] && reselected == 1)
    }

    @Test func interactionRedrawsTheCachedSurface() throws {
        let button = Button("Press")
        let panel = host(VStack([button]))
        _ = panel.renderedSurface()
        let before = panel.renderCount
        _ = panel.renderedSurface()
        #expect(panel.renderCount == before)  // cached
        _ = panel.handle(.pointerDown(Point(x: button.frame.midX, y: button.frame.midY), .primary))
        _ = panel.renderedSurface()
        #expect(panel.renderCount == before + 1)
    }
}

@Suite struct WidgetLayoutTests {
    @Test func stacksPlaceChildrenWithSpacingPaddingAndAlignment() {
        let a = Icon(.bus, size: 20), b = Icon(.tram, size: 30), hidden = Icon(.car, size: 50)
        hidden.isHidden = true
        let stack = VStack(spacing: 10, padding: EdgeInsets(all: 5), alignment: .center, [a, hidden, b])
        let panel = Panel(title: "t", chrome: .none, contentInsets: .zero, root: stack)
        panel.resize(to: Size(width: 100, height: 200))
        panel.layoutIfNeeded()
        #expect(a.frame == Rect(x: 40, y: 5, width: 20, height: 20))
        #expect(b.frame == Rect(x: 35, y: 35, width: 30, height: 30))
        let row = HStack(spacing: 4, [Icon(.bus, size: 10), Spacer(), Icon(.tram, size: 10)])
        let p2 = Panel(title: "r", chrome: .none, contentInsets: .zero, root: row)
        p2.resize(to: Size(width: 100, height: 10))
        p2.layoutIfNeeded()
        #expect(row.children[2].frame.maxX == 100)
        #expect(row.children[1].frame.width == 72)
    }

    @Test func labelWrapsAndEllipsizes() {
        let label = Label("Helsinki central railway station and the tram stops nearby", maxLines: 2)
        let single = Label("Helsinki central railway station and the tram stops nearby")
        let stack = VStack([label, single])
        let panel = Panel(title: "l", chrome: .none, contentInsets: .zero, root: stack)
        panel.resize(to: Size(width: 200, height: 200))
        panel.layoutIfNeeded()
        #expect(label.laidOutLines.count == 2)
        #expect(label.laidOutLines.last?.hasSuffix("…") == true)
        #expect(single.laidOutLines.count == 1 && single.laidOutLines[0].hasSuffix("…"))
        #expect(label.frame.height > single.frame.height)
    }
}
