import Testing
import WhimCore
import WhimGraphics
import WhimTestSupport

/// A widget whose look changes redraws only the pixels it draws (`Widget.drawingBounds`): a pressed row
/// or a switched segment does not redraw a whole card. What is kept must be what a whole redraw gives,
/// and so must the panel's repeated rows.
@Suite struct PanelPartialRedrawTests {
    /// A card with one widget of every kind that changes its look without changing its size.
    final class Controls {
        let segments = SegmentedControl(["One", "Two", "Three"])
        let list = ListView(rows: (0..<8).map { ListRow(id: "r\($0)", icon: .tram, title: "Row \($0)", subtitle: "Subtitle \($0)", showsChevron: $0 % 2 == 0) }, visibleRowLimit: 3)
        let toggle = Toggle("Reduced motion")
        let field = TextField(text: "Kamppi", placeholder: "Where to?", icon: .search)
        let label = Label("Åbo · Töölö · Mäkelänrinne", font: Theme.standard.headlineFont)
        let button = Button("Book", icon: .car)
        let separator = Separator()
        let icon = Icon(.bike, size: 28, color: Color(0x188038))
        let card: CardContainer
        let panel: Panel

        init() {
            card = CardContainer(VStack(spacing: 6, [label, HStack([icon, Spacer(), toggle])]))
            panel = Panel(title: "controls", chrome: .bottomCard(.white), root: VStack(spacing: 10, [segments, card, list, separator, field, button]))
        }

        /// One random change of look: a press, a selection, a colour, a scroll, a toggle.
        func mutate(_ r: inout SeededRandom) {
            switch Int.random(in: 0..<10, using: &r) {
            case 0: segments.selectedIndex = Int.random(in: 0..<3, using: &r)
            case 1: list.selectedID = "r\(Int.random(in: 0..<8, using: &r))"
            case 2: list.scroll(to: Double.random(in: 0...200, using: &r))
            case 3: toggle.isOn.toggle()
            case 4: label.color = Color(UInt32.random(in: 0...0xFFFFFF, using: &r))
            case 5: icon.color = Color(UInt32.random(in: 0...0xFFFFFF, using: &r))
            case 6: card.fill = Color(UInt32.random(in: 0...0xFFFFFF, using: &r))
            case 7: card.hasShadow.toggle()
            case 8: separator.color = Color(UInt32.random(in: 0...0xFFFFFF, using: &r))
            default: press(at: [segments.frame, list.frame, button.frame, toggle.frame].randomElement(using: &r)!, &r)
            }
        }

        /// A pointer down somewhere in `rect`, released half the time (a press held across a frame).
        func press(at rect: Rect, _ r: inout SeededRandom) {
            let p = Point(x: rect.minX + rect.width * Double.random(in: 0.1...0.9, using: &r), y: rect.minY + rect.height * Double.random(in: 0.1...0.9, using: &r))
            if panel.hasPointerCapture { _ = panel.handle(.pointerUp(p, .primary)) } else { _ = panel.handle(.pointerDown(p, .primary)) }
        }
    }

    /// The panel's surface drawn whole now (the same surface: forced whole, then read back).
    func wholeRedraw(of panel: Panel, scale: Double) -> Surface {
        panel.setNeedsDisplay()
        return panel.renderedSurface(scale: scale)!.copy()
    }

    /// After every step of a random walk of changes, the partly redrawn surface is byte for byte the
    /// surface drawn whole; most steps redraw only a part.
    @Test(arguments: [(1.0, UInt64(1)), (1.0, 2), (2.0, 3), (1.5, 4)])
    func partialRedrawsEqualWholeRedraws(scale: Double, seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let controls = Controls()
        let panel = controls.panel
        panel.resize(to: Size(width: 380, height: panel.preferredHeight(forWidth: 380)))
        _ = panel.renderedSurface(scale: scale)
        var partial = 0
        for step in 0..<60 {
            controls.mutate(&random)
            let surface = panel.renderedSurface(scale: scale)!
            // Its repeated rows, updated for the part drawn, are what a fresh scan of the surface finds.
            #expect(panel.repeatedRows == RepeatedRows(of: surface), "seed \(seed) step \(step)")
            let drawn = surface.copy()
            let area = panel.lastDrawnRect.area
            if area < drawn.pixelSize.area { partial += 1 }
            let whole = wholeRedraw(of: panel, scale: scale)
            let d = ImageComparison.compare(expected: whole, actual: drawn, tolerance: .exact)
            #expect(d.isWithin(.exact), "seed \(seed) step \(step): \(d)")
            if !d.isWithin(.exact) { return }
        }
        #expect(partial > 30, "only \(partial) of 60 steps redrew a part")
    }

    /// Pressing a row redraws the list's pixels, not the card's.
    @Test func aPressedRowRedrawsItsListOnly() throws {
        let controls = Controls()
        let panel = controls.panel
        panel.resize(to: Size(width: 380, height: panel.preferredHeight(forWidth: 380)))
        let before = panel.renderCount
        _ = panel.renderedSurface(scale: 1)
        #expect(panel.lastDrawnRect == PixelRect(origin: .zero, size: panel.pixelSize(scale: 1)))
        let row = controls.list.rowFrame(at: 1)
        #expect(panel.handle(.pointerDown(row.center, .primary)))
        #expect(panel.needsDisplay)
        _ = panel.renderedSurface(scale: 1)
        #expect(panel.renderCount == before + 2)
        #expect(panel.lastDrawnRect == controls.list.frame.pixelBounds(scale: 1))
    }

    /// A widget's drawing is kept to its drawing bounds, so nothing it paints outside them can go stale.
    @Test func aWidgetDrawsOnlyInsideItsDrawingBounds() throws {
        final class Spill: Widget {
            override func sizeThatFits(_ proposal: Size, in context: LayoutContext) -> Size { Size(width: proposal.width, height: 20) }
            override func draw(in canvas: Canvas) { canvas.fill(Rect(x: -1000, y: -1000, width: 3000, height: 3000), Color(0xFF0000)) }
        }
        let spill = Spill()
        let panel = Panel(title: "spill", chrome: .plain(.white), contentInsets: EdgeInsets(all: 10), root: VStack([spill]))
        panel.resize(to: Size(width: 100, height: 60))
        let surface = panel.renderedSurface(scale: 2)!
        let inside = spill.frame.pixelBounds(scale: 2)
        for (x, y) in [(0, 0), (inside.x - 1, inside.y), (inside.x, inside.maxY), (199, 119)] {
            #expect(surface.pixel(x: x, y: y) == .white, "(\(x), \(y))")
        }
        #expect(surface.pixel(x: inside.x, y: inside.y) == Color(0xFF0000))
        #expect(surface.pixel(x: inside.maxX - 1, y: inside.maxY - 1) == Color(0xFF0000))
    }

    /// A part that is not finite redraws the whole panel; a part outside the panel redraws nothing.
    @Test func unusableRectsRedrawAllOrNothing() throws {
        let controls = Controls()
        let panel = controls.panel
        panel.resize(to: Size(width: 380, height: panel.preferredHeight(forWidth: 380)))
        _ = panel.renderedSurface(scale: 1)
        let count = panel.renderCount
        panel.setNeedsDisplay(in: Rect(x: .nan, y: 0, width: 10, height: 10))
        _ = panel.renderedSurface(scale: 1)
        #expect(panel.renderCount == count + 1)
        #expect(panel.lastDrawnRect == PixelRect(origin: .zero, size: panel.pixelSize(scale: 1)))
        panel.setNeedsDisplay(in: Rect(x: 5000, y: 5000, width: 1e300, height: 10))
        _ = panel.renderedSurface(scale: 1)
        #expect(panel.renderCount == count + 1)
        #expect(!panel.needsDisplay)
    }
}
