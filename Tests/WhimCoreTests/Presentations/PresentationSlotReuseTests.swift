import Testing
import WhimAnimation
import WhimCore
import WhimGraphics

/// A presenting scene keeps as many slots (two driver layers each) as the presentations on screen and
/// leaving it: presenting and dismissing for hours must not add layers. Each slot it kept made every tick
/// of the driver slower (the soak fell from 1,400 to 290 steps per second over 100,000 steps).
@Suite struct PresentationSlotReuseTests {
    /// A scene presented again after its dismissal ended goes to the first free slot, not back to the one
    /// it left: otherwise each cycle below put the carried sheet one slot higher and the fresh one above it.
    @Test func presentDismissCyclesReuseTheLowSlots() throws {
        let (container, clock, host, home) = try makePresenting()
        var carried = WhimSheet(panel: sheetPanel("sheet 0"))
        var panels: [RecordingPanel] = []
        for i in 1...40 {
            let panel = sheetPanel("sheet \(i)")
            panels.append(panel)
            let fresh = WhimSheet(panel: panel)
            #expect(host.present(carried))
            #expect(host.present(fresh))
            container.settle(on: clock)
            #expect(container.drawnFrame(of: panel) != nil, "cycle \(i): the fresh sheet is not drawn")
            host.dismissAll()
            container.settle(on: clock)
            carried = fresh
        }
        #expect(host.slotCount <= 2, "\(host.slotCount) slots for two sheets at a time")
        #expect(panels.allSatisfy { $0.isBalanced && $0.appearance == .disappeared })
        #expect(home.isShown)
    }

    /// A scene presented again while it still leaves a slot above the first free one is finished leaving and
    /// comes in at the first free slot: going back up there left a gap under it, and each cycle below put the
    /// fresh sheet one slot higher.
    @Test func presentedAgainMidDismissalAboveAGapComesInLow() throws {
        let (container, clock, host, _) = try makePresenting()
        var lower = WhimSheet(panel: sheetPanel("sheet 0"))
        var upper = WhimSheet(panel: sheetPanel("sheet 1"))
        host.present(lower)
        host.present(upper)
        container.settle(on: clock)
        for i in 2...30 {
            host.dismiss(lower)
            container.step(clock, 0.05)
            #expect(host.present(upper))
            let panel = sheetPanel("sheet \(i)")
            let fresh = WhimSheet(panel: panel)
            #expect(host.present(fresh))
            container.settle(on: clock)
            #expect(container.visibleParts().filter { $0.panel === panel }.count == 1, "cycle \(i): the fresh sheet is drawn once")
            #expect(host.presented.count == 2)
            lower = upper
            upper = fresh
        }
        #expect(host.slotCount <= 3, "\(host.slotCount) slots for two sheets at a time")
    }

    /// Presenting a scene again while an interactive dismissal that is being cancelled still carries it (and
    /// the sheet under it) away: finishing its departure restores both to their old slots, so it is on
    /// screen once, where it was, not also in the slot that was free a moment before (the soak, seed 1,
    /// found it drawn twice).
    @Test func presentedAgainWhileACancelledDismissalRestoresItIsDrawnOnce() throws {
        let (container, clock, host, _) = try makePresenting()
        let lowerPanel = sheetPanel("lower"), upperPanel = sheetPanel("upper")
        let lower = WhimSheet(panel: lowerPanel), upper = WhimSheet(panel: upperPanel)
        host.present(lower)
        host.present(upper)
        container.settle(on: clock)
        var undo: (() -> Void)?
        #expect(container.driver.beginInteractive(on: PresentationLayer.presentationLayers(), { undo = host.dismiss(lower) }, restore: { undo?() }))
        container.updateInteractiveTransition(progress: 0.4)
        container.cancelInteractiveTransition()
        container.step(clock, 0.02)
        #expect(host.presented.isEmpty, "both are on their way out (cancelling) when the app presents again")
        #expect(host.present(upper))
        container.settle(on: clock)
        #expect(host.presented.map(ObjectIdentifier.init) == [lower, upper].map(ObjectIdentifier.init))
        #expect(container.visibleParts().filter { $0.panel === upperPanel }.count == 1, "the upper sheet is drawn once")
        #expect(container.visibleParts().filter { $0.panel === lowerPanel }.count == 1)
        #expect(lowerPanel.isBalanced && upperPanel.isBalanced)
    }

    /// A scene presented again while its dismissal is in flight still reverses in its own layers.
    @Test func presentedAgainMidDismissalReversesInItsLayers() throws {
        let (container, clock, host, _) = try makePresenting()
        let panel = sheetPanel("sheet")
        let sheet = WhimSheet(panel: panel)
        host.present(sheet)
        container.settle(on: clock)
        let layers = try #require(host.layers(of: sheet))
        host.dismiss(sheet)
        container.step(clock, 0.1)
        #expect(container.isTransitioning)
        host.present(sheet)
        #expect(host.layers(of: sheet) == layers)
        container.step(clock)
        #expect(container.visibleParts().filter { $0.panel === panel }.count == 1, "the sheet is drawn once")
        container.settle(on: clock)
        #expect(panel.appearance == .appeared && panel.isBalanced)
        #expect(host.slotCount == 1)
    }

    /// Undoing a dismissal (a cancelled interactive dismissal does) after its slot was let go of makes
    /// the slot again.
    @Test func undoAfterTheSlotWasReleasedPresentsAgain() throws {
        let (container, clock, host, _) = try makePresenting()
        let lower = WhimSheet(panel: sheetPanel("lower"))
        let upperPanel = sheetPanel("upper")
        let upper = WhimSheet(panel: upperPanel)
        host.present(lower)
        host.present(upper)
        container.settle(on: clock)
        let undo = try #require(host.dismiss(upper))
        container.settle(on: clock)
        host.dismiss(lower)
        container.settle(on: clock)
        // Presenting releases the idle slots above the first free one.
        let other = WhimSheet(panel: sheetPanel("other"))
        host.present(other)
        container.settle(on: clock)
        #expect(host.slotCount == 1)
        undo()
        container.settle(on: clock)
        #expect(host.presented.count == 2 && host.presented.last === upper)
        #expect(container.drawnFrame(of: upperPanel) != nil)
        #expect(upperPanel.appearance == .appeared && upperPanel.isBalanced)
    }
}
