import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimExamples
import WhimGraphics
import WhimTestSupport

/// Every presentation structure in motion over the Helsinki map, in the seed apps' real screens: each
/// motion is started by the app's own navigation (a path, a condition, the drawer button's action) as an
/// interactive run, held at p ∈ {0, 0.25, 0.5, 0.75, 1} and drawn at 640×360 with the map's tiles loaded.
/// Files are named `<structure>-p<progress>.png`. What each must show: at p = 0 the screen before the
/// motion and nothing of what arrives; at p = 1 the arrived state; in between, the scrim's dimming and the
/// moving part growing with p, the map under everything (the notes screens cover it whole at this size).
@Suite struct PresentationMotionGoldenTests {
    static let tolerance = ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 300)
    /// Every layer a structure can move: the base and the presented layers of presenting scenes nested up
    /// to ten deep (scrim and content of up to ten presentations each).
    static let layers = PresentationLayer.presentationLayers(nestings: 10)

    @Test(arguments: PresentationStructure.allCases)
    func structure(_ structure: PresentationStructure) throws {
        for p in PresentationStructure.progresses {
            let frame = try render(structure, progress: p)
            assertGolden(frame, named: structure.goldenName(progress: p), tolerance: Self.tolerance, testName: "motion")
        }
    }

    /// A new app of the structure's example, settled where the motion starts, with the motion held at `p`.
    func render(_ structure: PresentationStructure, progress p: Double) throws -> Surface {
        let folder = try TemporaryFolder()
        let (app, clock, motion): (ExampleApp, ManualClock, (ExampleApp) throws -> Void)
        switch structure {
        case .sheet:
            // The tracker's stats rise over Home at their medium detent.
            (app, clock) = try makeExampleApp(TrackerExample(options: ExampleOptions()), width: 640, height: 360)
            motion = { try $0.open("/main/stats") }
        case .sheetDetent:
            // The stats sheet moves from its medium to its large detent.
            (app, clock) = try makeExampleApp(TrackerExample(options: ExampleOptions()), width: 640, height: 360)
            try app.open("/main/stats", animated: false)
            motion = { try $0.open("/main/stats@large") }
        case .sheetOverSheet:
            // The notes folder picker (a large sheet) gets its sort options (a medium sheet) over it.
            let notes: NotesExample
            (notes, app, clock) = try notesWithSamples(in: folder)
            let note = try #require(notes.store.notes(in: "Work").first?.id)
            try app.go(to: "move", parameters: ["note": .string(note)])
            motion = { try $0.go(to: "sort") }
        case .confirmation:
            // The delete confirmation sheet (destructive button, cancel) rises over the notes list.
            let notes: NotesExample
            (notes, app, clock) = try notesWithSamples(in: folder)
            let note = try #require(notes.store.notes(in: "Work").first?.id)
            motion = { try $0.go(to: "delete", parameters: ["note": .string(note)]) }
        case .alert:
            // A centred alert over the notes editor.
            let notes: NotesExample
            (notes, app, clock) = try notesWithSamples(in: folder)
            let note = try #require(notes.store.notes(in: "Work").first?.id)
            try app.go(to: "editor", parameters: ["note": .string(note)])
            motion = {
                $0.presenter.present(WhimAlert(title: "Discard edits?", message: "Your changes to this note are not saved.", actions: [
                    .init("Discard", role: .destructive), .init("Keep editing", role: .cancel),
                ]))
            }
        case .drawer:
            // Waha's menu drawer slides over its main stack from the leading edge.
            let waha = WahaExample()
            (app, clock) = try makeExampleApp(waha, width: 640, height: 360)
            try reach(waha.keyStates, before: "drawer", in: app, on: clock)
            motion = try #require(waha.keyStates.first { $0.caption == "drawer" }).reach
        case .conditionalRoot:
            // Composable Navigator's conditional root: logging in switches Login to Home (a Fade).
            let navigator = try NavigatorExample(options: ExampleOptions())
            (app, clock) = try makeExampleApp(navigator, width: 640, height: 360)
            try app.open("/login", animated: false)
            motion = { navigator.setUser("Ada", app: $0) }
        }
        app.settle(on: clock)
        var thrown: (any Error)?
        let began = app.container.driver.beginInteractive(on: Self.layers, {
            do { try motion(app) } catch { thrown = error }
        }, restore: {})
        if let thrown { throw thrown }
        #expect(began, "\(structure): the motion must start an interactive run")
        app.container.updateInteractiveTransition(progress: p)
        app.container.renderFrame()
        return app.container.frame.copy()
    }

    /// The notes example over a fresh folder, settled on Home with the sample notes (its "home" key state).
    func notesWithSamples(in folder: TemporaryFolder) throws -> (NotesExample, ExampleApp, ManualClock) {
        let notes = try NotesExample(options: ExampleOptions(dataDirectory: folder.path + "/notes"))
        let (app, clock) = try makeExampleApp(notes, width: 640, height: 360)
        try reach(notes.keyStates, before: "editor", in: app, on: clock)
        return (notes, app, clock)
    }

    /// Reaches, in order, the key states before the one captioned `caption`.
    func reach(_ shots: [ExampleShot], before caption: String, in app: ExampleApp, on clock: ManualClock) throws {
        #expect(shots.contains { $0.caption == caption }, "no key state \(caption)")
        for shot in shots.prefix(while: { $0.caption != caption }) {
            try shot.reach(app)
            app.settle(on: clock)
        }
    }
}
