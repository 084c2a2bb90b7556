import Testing
import WhimCore
import WhimGraphics

/// Buttons, toggles and segmented controls driven through a panel, as the container drives them.
@Suite struct WidgetControlTests {
    @Test func buttonIsPressedOnlyWhileThePointerIsDownInside() {
        var taps = 0
        let button = Button("Book") { taps += 1 }
        let panel = widgetHost(VStack(padding: EdgeInsets(all: 10), [button, Spacer()]))
        let inside = button.frame.center, outside = Point(x: inside.x, y: 250)
        _ = panel.handle(.pointerDown(inside, .primary))
        #expect(button.isPressed && panel.hasPointerCapture)
        _ = panel.handle(.pointerMove(outside))
        #expect(!button.isPressed)
        _ = panel.handle(.pointerMove(inside))
        #expect(button.isPressed)  // back inside: pressed again
        _ = panel.handle(.pointerUp(inside, .primary))
        #expect(taps == 1 && !button.isPressed && !panel.hasPointerCapture)
        // Pressed inside, released outside: nothing.
        _ = panel.handle(.pointerDown(inside, .primary))
        _ = panel.handle(.pointerUp(outside, .primary))
        #expect(taps == 1)
    }

    @Test func disabledButtonTakesThePressButNeverFires() {
        var taps = 0
        let button = Button("Book") { taps += 1 }
        button.isEnabled = false
        let panel = widgetHost(VStack([button]))
        #expect(panel.handle(.pointerDown(button.frame.center, .primary)))
        #expect(!button.isPressed)
        _ = panel.handle(.pointerUp(button.frame.center, .primary))
        button.activate()
        #expect(taps == 0)
        button.isEnabled = true
        panel.tap(button)
        #expect(taps == 1)
    }

    @Test func pressAndReleaseRedrawThePanelCache() throws {
        let button = Button("Press")
        let toggle = Toggle("Wifi")
        let control = SegmentedControl(["A", "B", "C"])
        let panel = widgetHost(VStack([button, toggle, control]))
        _ = panel.renderedSurface()
        let ink = button.frame.center
        let before = try #require(panel.renderedSurface()).pixel(x: Int(button.frame.minX + 4), y: Int(ink.y))
        var count = panel.renderCount
        _ = panel.handle(.pointerDown(ink, .primary))
        let pressed = try #require(panel.renderedSurface()).pixel(x: Int(button.frame.minX + 4), y: Int(ink.y))
        #expect(panel.renderCount == count + 1)
        #expect(pressed != before)  // the pressed fill is darker
        _ = panel.handle(.pointerUp(ink, .primary))
        for widget in [toggle, control] as [Widget] {
            count = panel.renderCount
            panel.tap(widget.frame.center.offset(x: widget.frame.width / 2 - 10))
            _ = panel.renderedSurface()
            #expect(panel.renderCount == count + 1, "\(type(of: widget)) did not ask for a redraw")
        }
    }

    @Test func toggleFlipsOnReleaseInsideOnly() {
        var changes: [Bool] = []
        let toggle = Toggle("Reduced motion") { changes.append($0) }
        let panel = widgetHost(VStack([toggle, Spacer()]))
        let knob = toggle.trackRect.center
        _ = panel.handle(.pointerDown(knob, .primary))
        #expect(toggle.isPressed && !toggle.isOn)
        _ = panel.handle(.pointerUp(knob, .primary))
        #expect(toggle.isOn && changes == [true])
        _ = panel.handle(.pointerDown(knob, .primary))
        _ = panel.handle(.pointerUp(Point(x: knob.x, y: 280), .primary))
        #expect(toggle.isOn && changes == [true])
        panel.tap(knob)
        #expect(!toggle.isOn && changes == [true, false])
        toggle.isEnabled = false
        panel.tap(knob)
        #expect(!toggle.isOn && changes == [true, false])
        // Setting it in code does not report a change.
        toggle.isOn = true
        #expect(changes == [true, false])
    }

    @Test func segmentedControlSelectsOnReleaseOnTheSameSegment() {
        var changes: [Int] = []
        let control = SegmentedControl(["Options", "Nearby", "Trips"]) { changes.append($0) }
        let panel = widgetHost(VStack([control]), size: Size(width: 300, height: 100))
        let third = control.segmentFrame(at: 2).center, second = control.segmentFrame(at: 1).center
        _ = panel.handle(.pointerDown(third, .primary))
        #expect(control.pressedIndex == 2)
        _ = panel.handle(.pointerMove(second))
        #expect(control.pressedIndex == nil)
        _ = panel.handle(.pointerUp(second, .primary))
        #expect(control.selectedIndex == 0 && changes.isEmpty)  // pressed on one, released on another
        panel.tap(third)
        #expect(control.selectedIndex == 2 && changes == [2])
        panel.tap(third)
        #expect(changes == [2])  // the same segment again is no change
        panel.tap(control.segmentFrame(at: 0).center)
        #expect(control.selectedIndex == 0 && changes == [2, 0])
    }

    @Test func cancelledPressActivatesNothing() {
        var fired = 0
        let button = Button("Go") { fired += 1 }
        let toggle = Toggle("On") { _ in fired += 1 }
        let panel = widgetHost(VStack([button, toggle]))
        for w in [button, toggle] as [Widget] {
            _ = panel.handle(.pointerDown(w.frame.center, .primary))
            panel.cancelPointer()
        }
        #expect(fired == 0 && !button.isPressed && !toggle.isPressed && !toggle.isOn)
    }
}

extension Point {
    func offset(x dx: Double = 0, y dy: Double = 0) -> Point { Point(x: x + dx, y: y + dy) }
}
