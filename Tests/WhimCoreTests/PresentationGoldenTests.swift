import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Golden frames of every presentation structure at p ∈ {0, 0.25, 0.5, 0.75, 1} over the labelled grid,
/// 640×360: each motion is held at p as an interactive run in the layers it moves (no faked gesture).
/// Files are named `<structure>-p<progress>.png`.
@Suite struct PresentationGoldenTests {
    static let tolerance = ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 80)
    /// Every presented layer a test's presenting scene can use.

    @Test(arguments: PresentationStructure.allCases)
    func structure(_ structure: PresentationStructure) throws {
        for p in PresentationStructure.progresses {
            let frame = try render(structure, progress: p)
            assertGolden(frame, named: structure.goldenName(progress: p), tolerance: Self.tolerance, testName: "presentation")
        }
    }

    func render(_ structure: PresentationStructure, progress p: Double) throws -> Surface {
        let clock = ManualClock()
        let container = try WhimSceneContainer(size: Size(width: 640, height: 360), clock: clock, backdrop: GridBackdrop())
        let base = multipartScene("A", accent: Color(0x1967D2))
        let sheetPanel = { (name: String, accent: Color) in LabelledPanel(name: name, chrome: .bottomCard(.white), accent: accent, rows: 3) }
        let hold = { (change: () -> Void) in
            let began = container.driver.beginInteractive(on: PresentationLayer.presentationLayers(), change, restore: {})
            #expect(began)
            container.updateInteractiveTransition(progress: p)
        }
        switch structure {
        case .conditionalRoot:
            var loggedIn = false
            let root = WhimSwitchScene(condition: { loggedIn }) { $0 ? base : fullscreenScene("Login", Color(0xE37400)) }
            container.setRoot(root)
            container.settle(on: clock)
            loggedIn = true
            hold { root.reevaluate() }
        case .drawer:
            let root = WhimDrawerScene(
                main: WhimSceneNavigationStack([base]),
                drawer: WhimDrawer(content: WhimSingleScene(fullscreen: LabelledPanel(name: "Menu", chrome: .plain(.white), accent: Color(0x1967D2))), width: 240))
            container.setRoot(root)
            container.settle(on: clock)
            hold { root.openDrawer() }
        default:
            let host = WhimPresentingScene(base: WhimSceneNavigationStack([base]))
            container.setRoot(host)
            container.settle(on: clock)
            switch structure {
            case .sheet:
                hold { host.present(WhimSheet(panel: sheetPanel("Sheet · medium", Color(0xE37400)), detents: [.medium, .large])) }
            case .sheetOverSheet:
                host.present(WhimSheet(panel: sheetPanel("Lower sheet", Color(0x188038)), detents: [.large]))
                container.settle(on: clock)
                hold { host.present(WhimSheet(panel: sheetPanel("Upper sheet", Color(0xE37400)), detents: [.medium])) }
            case .sheetDetent:
                let sheet = WhimSheet(panel: sheetPanel("Sheet · medium → large", Color(0xE37400)), detents: [.medium, .large])
                host.present(sheet)
                container.settle(on: clock)
                hold { sheet.select(detent: 1) }
            case .confirmation:
                hold { host.present(WhimSheet.confirmation(title: "Delete note?", message: "“Groceries” will be deleted. This cannot be undone.", destructive: "Delete") {}) }
            case .alert:
                hold {
                    host.present(WhimAlert(title: "Leave booking?", message: "Your car booking is not finished.", actions: [
                        .init("Leave", role: .destructive), .init("Stay", role: .cancel),
                    ]))
                }
            case .conditionalRoot, .drawer:
                break
            }
        }
        container.renderFrame()
        return container.frame.copy()
    }
}
