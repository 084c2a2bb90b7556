import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimExamples
import WhimFiles
import WhimGraphics
import WhimRestoration
import WhimTestSupport

/// Seed 000 (Waha): Root's decision, every edge of the navigation structure the seed lists, the install
/// on the clock, and starting again after quitting in the middle of onboarding.
@Suite struct WahaExampleTests {
    typealias Edge = GraphEdge<ExampleApp>

    /// A Waha app whose model is saved in `folder`, on a manual clock, settled.
    static func makeWaha(in folder: TemporaryFolder) throws -> (WahaExample, ExampleApp, ManualClock) {
        let example = try WahaExample(options: ExampleOptions(dataDirectory: folder.path))
        let (app, clock) = try makeExampleApp(example)
        return (example, app, clock)
    }

    static func walk(_ example: WahaExample, _ clock: ManualClock) -> GraphWalk<ExampleApp> {
        GraphWalk(container: \.container, navigation: \.navigation, visibleTitles: { example.visibleTitles(in: $0) }) { $0.settle(on: clock) }
    }

    /// Runs frames for `seconds` of the clock (the install advances), then settles.
    static func run(_ app: ExampleApp, _ clock: ManualClock, seconds: Double) {
        for _ in 0..<Int((seconds * 60).rounded()) {
            clock.advance(by: 1.0 / 60)
            app.example.update(in: app)
            app.container.update()
            app.container.renderFrame()
        }
        app.settle(on: clock)
    }

    static func play(_ keys: [Int], on app: ExampleApp) throws {
        for key in keys { try app.tap("key-\(key)") }
    }

    /// Root's three variables, every combination, decided as the seed says.
    @Test func rootDecidesAsTheSeedSays() {
        for installed in [false, true] {
            for installing in [false, true] {
                for onboarded in [false, true] {
                    let expected: WahaRoot = !installed ? .onboarding : installing ? .loading : onboarded ? .main : .onboarding
                    #expect(WahaRoot.decide(hasInstalledFirstLanguageInstance: installed, isInstallingLanguageInstance: installing, hasOnboarded: onboarded) == expected)
                }
            }
        }
    }

    /// The install's progress is a function of the injected clock: the same clock readings give the same
    /// progress, and it finishes exactly after its duration.
    @Test func installProgressRunsOnTheClock() throws {
        let language = WahaCatalogue.languages[0]
        let install = LanguageInstall(language: language, now: 10)
        #expect(install.progress(at: 10) == 0)
        #expect(abs(install.progress(at: 10 + install.duration / 2) - 0.5) < 1e-12)
        #expect(!install.isFinished(at: 10 + install.duration * 0.99) && install.isFinished(at: 10 + install.duration))
        #expect(install.progress(at: .nan) == 0 && install.progress(at: 5) == 0 && install.progress(at: 1e300) == 1)
    }

    /// Every edge of the seed's structure, from a first open to the main drawer and every main-stack
    /// screen it lists, walked on one app: the screen, the path and the lifecycle after each step.
    @Test func everyEdgeOfTheSeedsGraph() throws {
        let folder = try TemporaryFolder()
        let (example, app, clock) = try Self.makeWaha(in: folder)
        #expect(app.path == "/onboarding", "nothing installed: Root shows Onboarding")
        // A link into the main app waits for the onboarding; a link that runs replaces it.
        try app.open("/main/sets")
        #expect(app.path == "/onboarding" && app.navigation.waitingLink != nil)
        try app.open("/onboarding")
        #expect(app.navigation.waitingLink == nil)
        let install = ["Welcome to Waha", "Welcome to Waha card"]
        let slides = ["Welcome", "Welcome card"]
        let loading = ["Loading", "Loading card"]
        let foundational = ["Foundational", "Foundational card"]
        let topical = ["Topical", "Topical card"]
        let tools = ["Mobilization Tools", "Mobilization Tools card"]
        let security = ["Security Mode", "Security Mode card"]
        let edges: [Edge] = [
            // Onboarding: InitialLanguageInstanceInstall → WahaOnboardingSlides → Loading.
            Edge("install: no language chosen → Start asks for one", path: "/onboarding", screen: install,
                 check: { _ in #expect(example.install == nil) }) { try $0.tap("start") },
            Edge("install: choose English, Start → slides (the install runs)", path: "/onboarding/slides", screen: slides,
                 check: { _ in #expect(example.install?.language == "english" && example.root == .onboarding) }) { app in
                try app.tapRow(0, of: "languages")
                try app.tap("start")
            },
            Edge("slides → Next → page 2", path: "/onboarding/slides?page=2", screen: slides) { try $0.tap("next") },
            Edge("slides → Back → install (the install goes on)", path: "/onboarding", screen: install,
                 check: { _ in #expect(example.install != nil) }) { try $0.tap("back") },
            Edge("install → Start → slides again", path: "/onboarding/slides", screen: slides) { try $0.tap("start") },
            Edge("slides → Next ×3 → the last page", path: "/onboarding/slides?page=4", screen: slides) { app in
                for _ in 0..<3 { try app.tap("next") }
            },
            Edge("last slide → Start → Loading (hasOnboarded; still installing)", path: "/onboarding/slides?page=4/loading", screen: loading,
                 check: { _ in #expect(example.model.hasOnboarded && example.root == .onboarding) }) { try $0.tap("next") },
            Edge("Loading: the clock runs, progress shows", path: "/onboarding/slides?page=4/loading", screen: loading,
                 check: { app in
                     let bars = app.container.visibleParts().compactMap { $0.panel.root?.firstWidget(ofType: ProgressBar.self) }
                     #expect(bars.count == 1 && bars.allSatisfy { $0.progress > 0.2 && $0.progress < 1 })
                 }) { app in Self.run(app, clock, seconds: 1) },
            Edge("install done → Root → MainDrawer (SetsTabs, Foundational)", path: "/main/sets", screen: foundational,
                 check: { _ in #expect(example.model.installed == ["english"] && example.install == nil && example.root == .main) }) { app in
                Self.run(app, clock, seconds: 4)
            },
            // SetsTabs and the sets.
            Edge("Foundational → tab Topical", path: "/main/sets/topical", screen: topical) { app in
                app.click(try #require(app.container.point(ofSegment: 1, in: "tabs")))
            },
            Edge("Topical → tab Mobilization Tools (locked)", path: "/main/sets/mobilization-tools", screen: tools) { app in
                app.click(try #require(app.container.point(ofSegment: 2, in: "tabs")))
            },
            Edge("Mobilization Tools tab → Unlock → MobilizationTools", path: "/main/sets/mobilization-tools/mobilization-tools", screen: tools) {
                try $0.tap("mobilization-tools")
            },
            Edge("MobilizationTools → Unlock → MobilizationToolsUnlock", path: "/main/sets/mobilization-tools/mobilization-tools/mobilization-tools-unlock",
                 screen: ["Unlock Mobilization Tools", "Unlock Mobilization Tools card"]) { try $0.tap("unlock") },
            Edge("a wrong code → stays", path: "/main/sets/mobilization-tools/mobilization-tools/mobilization-tools-unlock",
                 screen: ["Unlock Mobilization Tools", "Unlock Mobilization Tools card"],
                 check: { _ in #expect(!example.model.areMobilizationToolsUnlocked) }) { app in
                try app.type("123456", into: "code")
                try app.tap("submit-code")
            },
            Edge("the right code → back to MobilizationTools, unlocked", path: "/main/sets/mobilization-tools/mobilization-tools", screen: tools,
                 check: { app in
                     #expect(example.model.areMobilizationToolsUnlocked)
                     #expect(app.container.point(ofRow: 0, inList: "groups") != nil, "the groups show")
                 }) { app in
                try app.tap("code")
                app.container.handle(.key(.end, []))
                for _ in 0..<6 { app.container.handle(.key(.backspace, [])) }
                app.container.handle(.text(WahaCatalogue.mobilizationToolsCode))
                app.container.handle(.key(.enter, []))
            },
            Edge("back → the tab, its sets now shown", path: "/main/sets/mobilization-tools", screen: tools,
                 check: { app in #expect(app.container.point(ofRow: 0, inList: "sets") != nil) }) { try $0.tap("back") },
            Edge("a set → Lessons", path: "/main/sets/mobilization-tools/lessons?set=discovery", screen: ["Discovery Bible Study", "Discovery Bible Study card"]) {
                try $0.tapRow(0, of: "sets")
            },
            Edge("Lessons → lesson 2 → Play", path: "/main/sets/mobilization-tools/lessons?set=discovery/play?set=discovery&lesson=2",
                 screen: ["Retell", "Retell card"]) { try $0.tapRow(1, of: "lessons") },
            Edge("Play → play, mark complete", path: "/main/sets/mobilization-tools/lessons?set=discovery/play?set=discovery&lesson=2",
                 screen: ["Retell", "Retell card"], check: { app in
                     #expect(example.model.completedLessons == ["discovery/2"])
                     // Playing, the button offers Pause with a pause glyph (not the play chevron).
                     let buttons = app.container.visibleParts().compactMap { $0.panel.root?.widget(withIdentifier: "play") as? Button }
                     let play = try #require(buttons.first)
                     #expect(play.title == "Pause" && play.icon == .pause)
                 }) { app in
                try app.tap("play")
                try app.tap("complete")
            },
            Edge("Play → Esc → Lessons", path: "/main/sets/mobilization-tools/lessons?set=discovery",
                 screen: ["Discovery Bible Study", "Discovery Bible Study card"]) { app in _ = app.handleShortcut(.key(.escape, [])) },
            Edge("Lessons → back → the tab", path: "/main/sets/mobilization-tools", screen: tools) { try $0.tap("back") },
            Edge("tab Foundational → Add a new story set → AddSet", path: "/main/sets/add-set?category=foundational",
                 screen: ["Add a story set", "Add a story set card"]) { app in
                app.click(try #require(app.container.point(ofSegment: 0, in: "tabs")))
                app.settle(on: clock)
                try app.tap("add-set")
            },
            Edge("AddSet → a set → added, back to the tab", path: "/main/sets", screen: foundational,
                 check: { app in
                     #expect(example.model.sets(in: .foundational).count == 2)
                     #expect(app.container.point(ofRow: 1, inList: "sets") != nil)
                 }) { try $0.tapRow(0, of: "addable") },
            // The drawer and the screens it opens.
            Edge("the group button → WahaDrawer", path: "/main/sets/drawer", screen: foundational + ["Waha menu"]) { try $0.tap("drawer") },
            Edge("drawer → Esc → closed", path: "/main/sets", screen: foundational) { app in _ = app.handleShortcut(.key(.escape, [])) },
            Edge("drawer → Groups", path: "/main/sets/groups", screen: ["Groups", "Groups card"]) { app in
                try app.tap("drawer")
                app.settle(on: clock)
                try app.tapRow(0, of: "menu")
            },
            Edge("Groups → Add a language → SubsequentLanguageInstanceInstall", path: "/main/sets/groups/add-language",
                 screen: ["Add a language", "Add a language card"]) { try $0.tap("add-language") },
            Edge("choose Español, Install → Root → Loading alone", path: "/loading", screen: loading,
                 check: { _ in #expect(example.root == .loading && example.install?.language == "espanol") }) { app in
                try app.tapRow(1, of: "languages")
                try app.tap("install")
            },
            Edge("install done → Root → MainDrawer again", path: "/main/sets", screen: foundational,
                 check: { _ in #expect(example.model.installed == ["english", "espanol"]) }) { app in Self.run(app, clock, seconds: 4) },
            Edge("drawer → Storage", path: "/main/sets/storage", screen: ["Storage", "Storage card"],
                 check: { app in #expect(app.container.point(ofRow: 1, inList: "storage") != nil) }) { app in
                try app.tap("drawer")
                app.settle(on: clock)
                try app.tapRow(3, of: "menu")
            },
            Edge("Storage → back", path: "/main/sets", screen: foundational) { try $0.tap("back") },
            Edge("drawer → Mobilization Tools", path: "/main/sets/foundational/mobilization-tools", screen: tools) { app in
                try app.tap("drawer")
                app.settle(on: clock)
                try app.tapRow(1, of: "menu")
            },
            Edge("MobilizationTools → back", path: "/main/sets", screen: foundational) { try $0.tap("back") },
            // Security Mode, its onboarding and the key orders.
            Edge("drawer → Security Mode", path: "/main/sets/security-mode", screen: security) { app in
                try app.tap("drawer")
                app.settle(on: clock)
                try app.tapRow(2, of: "menu")
            },
            Edge("switch on (first time) → SecurityOnboardingSlides", path: "/main/sets/security-mode/security-onboarding", screen: security,
                 check: { _ in #expect(!example.model.isSecurityModeEnabled) }) { try $0.tap("security-toggle") },
            Edge("Continue → KeyOrderSet_Initial", path: "/main/sets/security-mode/security-onboarding/key-order-set-initial",
                 screen: ["Set a key order", "Set a key order card"]) { try $0.tap("continue") },
            Edge("four keys → KeyOrderSet_Confirm", path: "/main/sets/security-mode/security-onboarding/key-order-set-initial/key-order-set-confirm",
                 screen: ["Confirm the key order", "Confirm the key order card"]) { try Self.play([0, 2, 4, 1], on: $0) },
            Edge("a different order → back to KeyOrderSet_Initial", path: "/main/sets/security-mode/security-onboarding/key-order-set-initial",
                 screen: ["Set a key order", "Set a key order card"]) { try Self.play([6, 6, 6, 6], on: $0) },
            Edge("four keys → Confirm", path: "/main/sets/security-mode/security-onboarding/key-order-set-initial/key-order-set-confirm",
                 screen: ["Confirm the key order", "Confirm the key order card"]) { try Self.play([0, 2, 4, 1], on: $0) },
            Edge("the same order → Security Mode, on", path: "/main/sets/security-mode", screen: security,
                 check: { _ in #expect(example.model.isSecurityModeEnabled && example.model.keyOrder == [0, 2, 4, 1]) }) { try Self.play([0, 2, 4, 1], on: $0) },
            Edge("Change key order → KeyOrderChange_Initial", path: "/main/sets/security-mode/key-order-change-initial",
                 screen: ["New key order", "New key order card"]) { try $0.tap("change-key-order") },
            Edge("four keys → KeyOrderChange_Confirm", path: "/main/sets/security-mode/key-order-change-initial/key-order-change-confirm",
                 screen: ["Confirm the new key order", "Confirm the new key order card"]) { try Self.play([3, 3, 5, 5], on: $0) },
            Edge("the same order → Security Mode, the new order saved", path: "/main/sets/security-mode", screen: security,
                 check: { _ in #expect(example.model.keyOrder == [3, 3, 5, 5]) }) { try Self.play([3, 3, 5, 5], on: $0) },
            // Multitasking and the lock screens.
            Edge("to the background → Splash", path: "/main/sets/security-mode/splash", screen: ["Splash"]) { app in
                _ = app.handleShortcut(.key(.character("b"), []))
            },
            Edge("back again, Security Mode on → PianoApp", path: "/main/sets/security-mode/piano", screen: ["Piano"], check: { app in
                // The keys are centred under the centred title.
                func rect(_ id: String) throws -> Rect {
                    let found = app.container.visibleParts().compactMap { $0.panel.root?.widget(withIdentifier: id) }
                    let w = try #require(found.first)
                    return try #require(app.container.rectInContainerPixels(of: w))
                }
                let first = try rect("key-0"), last = try rect("key-\(WahaPiano.keys.count - 1)")
                let middle = app.container.size.width * app.container.scale / 2
                #expect(abs((first.minX + last.maxX) / 2 - middle) <= 2, "keys span \(first.minX)…\(last.maxX)")
            }) { app in
                _ = app.handleShortcut(.key(.character("b"), []))
            },
            Edge("Esc and a wrong tune do not leave the piano", path: "/main/sets/security-mode/piano", screen: ["Piano"]) { app in
                _ = app.handleShortcut(.key(.escape, []))
                app.settle(on: clock)
                try Self.play([1, 2, 3, 4], on: app)
            },
            Edge("the key order on the piano → back where the user was", path: "/main/sets/security-mode", screen: security) {
                try Self.play([0, 3, 3, 5, 5], on: $0)
            },
            Edge("switch off → Security Mode off", path: "/main/sets/security-mode", screen: security,
                 check: { _ in #expect(!example.model.isSecurityModeEnabled) }) { try $0.tap("security-toggle") },
            Edge("to the background → Splash", path: "/main/sets/security-mode/splash", screen: ["Splash"]) { app in
                _ = app.handleShortcut(.key(.character("b"), []))
            },
            Edge("back again, Security Mode off → the splash goes", path: "/main/sets/security-mode", screen: security) { app in
                _ = app.handleShortcut(.key(.character("b"), []))
            },
        ]
        #expect(Self.walk(example, clock).walk(app, edges) == edges.count)
    }
}

/// Quitting Waha and starting it again: the model comes back from its file, the navigation state from its
/// store (as `whim-demo example waha --state FILE` does), and Root lands where the seed says.
@Suite struct WahaRestartTests {
    /// Saves `app`'s state to `stateFile` (as the window does at exit), then starts a new Waha on the same
    /// data folder and restores the state the store accepts.
    static func restart(_ app: ExampleApp, folder: TemporaryFolder, stateFile: String) throws -> (WahaExample, ExampleApp, ManualClock, restored: Bool) {
        let warnings = Warnings()
        let store = NavigationStateStore(path: stateFile, clock: ManualClock(), warn: { warnings.lines.append($0) })
        try store.save(app.navigation.capture())
        let example = try WahaExample(options: ExampleOptions(dataDirectory: folder.path))
        // As the window does: the saved state is restored before the first frame (one the conditions
        // refuse now waits).
        let clock = ManualClock()
        let next = try ExampleApp(example: example, size: Size(width: 960, height: 540), clock: clock, backdropMap: DemoMapChoice.shippedBackdrop(openingOn: sharedHelsinki))
        let restored = store.restore(validatingWith: next.navigation.tree)
        if let restored { try next.navigation.restore(restored) }
        next.settle(on: clock)
        return (example, next, clock, restored != nil)
    }

    final class Warnings: @unchecked Sendable { var lines: [String] = [] }

    /// A first run up to the slides (the install running), on page `page`.
    static func toSlides(in folder: TemporaryFolder, page: Int) throws -> (WahaExample, ExampleApp, ManualClock) {
        let (example, app, clock) = try WahaExampleTests.makeWaha(in: folder)
        try app.tapRow(0, of: "languages")
        try app.tap("start")
        app.settle(on: clock)
        for _ in 1..<page {
            try app.tap("next")
            app.settle(on: clock)
        }
        return (example, app, clock)
    }

    @Test func quittingDuringTheFirstInstallStartsAtTheInstallScreen() throws {
        let folder = try TemporaryFolder()
        let (_, app, _) = try Self.toSlides(in: folder, page: 2)
        #expect(app.path == "/onboarding/slides?page=2")
        let (example, next, _, restored) = try Self.restart(app, folder: folder, stateFile: folder.path + "/state.json")
        #expect(restored && next.navigation.waitingLink != nil, "the slides of a cancelled install wait for an install")
        #expect(next.path == "/onboarding" && example.install == nil && !example.model.hasInstalledFirstLanguageInstance)
        #expect(next.container.point(ofRow: 0, inList: "languages") != nil, "the languages to choose from again")
    }

    @Test func quittingAfterTheInstallBeforeOnboardingEndsReturnsToTheSlides() throws {
        let folder = try TemporaryFolder()
        let (example, app, clock) = try Self.toSlides(in: folder, page: 3)
        WahaExampleTests.run(app, clock, seconds: 5)
        #expect(example.model.installed == ["english"] && !example.model.hasOnboarded)
        #expect(app.path == "/onboarding/slides?page=3", "installed but not onboarded: Root keeps Onboarding")
        let (again, next, clock2, restored) = try Self.restart(app, folder: folder, stateFile: folder.path + "/state.json")
        #expect(restored && again.root == .onboarding)
        #expect(next.path == "/onboarding/slides?page=3")
        try next.tap("skip")
        next.settle(on: clock2)
        #expect(next.path == "/main/sets" && again.root == .main)
    }

    @Test func quittingOnLoadingAfterTheSlidesInstallsAgainStraightToLoading() throws {
        let folder = try TemporaryFolder()
        let (example, app, _) = try Self.toSlides(in: folder, page: 1)
        try app.tap("skip")
        #expect(example.model.hasOnboarded)
        let (again, next, clock, restored) = try Self.restart(app, folder: folder, stateFile: folder.path + "/state.json")
        #expect(restored && next.path == "/onboarding")
        try next.tapRow(2, of: "languages")
        try next.tap("start")
        next.settle(on: clock)
        #expect(next.path == "/onboarding/loading", "onboarding was finished: no slides again")
        WahaExampleTests.run(next, clock, seconds: 5)
        #expect(next.path == "/main/sets" && again.model.installed == ["espanol"])
    }

    @Test func securityModeLocksTheRestoredMainStackBehindThePiano() throws {
        let folder = try TemporaryFolder()
        var model = WahaModel()
        model.installed = ["english"]
        model.hasOnboarded = true
        model.isSecurityModeEnabled = true
        model.hasSeenSecurityOnboarding = true
        model.keyOrder = [1, 2, 3, 4]
        try AtomicFile.write(model.encoded(), to: folder.path + "/model.json")
        let (_, app, clock) = try WahaExampleTests.makeWaha(in: folder)
        #expect(app.path == "/main/sets/piano", "Security Mode on: the app opens as the piano")
        try WahaExampleTests.play([1, 2, 3, 4], on: app)
        app.settle(on: clock)
        try app.open("/main/sets/topical/lessons?set=hope")
        app.settle(on: clock)
        let (_, next, clock2, restored) = try Self.restart(app, folder: folder, stateFile: folder.path + "/state.json")
        #expect(restored && next.path == "/main/sets/topical/lessons?set=hope/piano")
        _ = next.handleShortcut(.key(.escape, []))
        next.settle(on: clock2)
        #expect(next.path == "/main/sets/topical/lessons?set=hope/piano", "Esc does not leave the piano")
        try WahaExampleTests.play([1, 2, 3, 4], on: next)
        next.settle(on: clock2)
        #expect(next.path == "/main/sets/topical/lessons?set=hope")
    }

    @Test func aLinkToALessonTheSetDoesNotHaveSaysSo() throws {
        var model = WahaModel()
        model.installed = ["english"]
        model.hasOnboarded = true
        let (app, clock) = try makeExampleApp(WahaExample(model: model))
        try app.open("/main/sets/lessons?set=life/play?set=life&lesson=99")
        app.settle(on: clock)
        #expect(app.visibleTitles == ["No such lesson", "No such lesson card"])
        try app.open("/main/sets/lessons?set=life/play?set=life&lesson=4")
        app.settle(on: clock)
        #expect(app.visibleTitles == ["Healing", "Healing card"])
    }

    @Test func aCorruptModelFileIsAOneLineErrorAndLeftAsItIs() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/model.json"
        try AtomicFile.write(Array("{\"installed\": [\"klingon\"]".utf8), to: file)
        #expect(throws: ExampleError.self) { try WahaExample(options: ExampleOptions(dataDirectory: folder.path)) }
        do { _ = try WahaExample(options: ExampleOptions(dataDirectory: folder.path)) } catch {
            #expect(!"\(error)".contains("\n") && "\(error)".contains("move it away"))
        }
        try AtomicFile.write(Array("{\"installed\": [\"klingon\"], \"hasOnboarded\": true}".utf8), to: file)
        #expect(throws: ExampleError.self) { try WahaExample(options: ExampleOptions(dataDirectory: folder.path)) }
        #expect(try AtomicFile.read(file, limit: 1000).map { String(decoding: $0, as: UTF8.self) }?.contains("klingon") == true)
    }

    @Test func aFIFOAsTheModelFileIsAOneLineErrorWithoutBlocking() throws {
        let folder = try TemporaryFolder()
        let file = folder.path + "/model.json"
        #expect(mkfifo(file, 0o600) == 0)
        // Opening the FIFO for reading would block here: no writer ever comes.
        do {
            _ = try WahaExample(options: ExampleOptions(dataDirectory: folder.path))
            Issue.record("a FIFO was taken for a model")
        } catch {
            #expect(!"\(error)".contains("\n") && "\(error)".contains("FIFO"), "\(error)")
        }
        var info = stat()
        #expect(lstat(file, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aKeyOrderThePianoCannotMatchIsRefused() throws {
        let folder = try TemporaryFolder()
        for (order, securityMode) in [([Int](), true), ([1, 2, 3, 4, 5], true), (Array(repeating: 1, count: 16), true), ([1, 2], false)] {
            var model = WahaModel()
            model.installed = ["english"]
            model.hasOnboarded = true
            model.isSecurityModeEnabled = securityMode
            model.hasSeenSecurityOnboarding = true
            model.keyOrder = order
            try AtomicFile.write(model.encoded(), to: folder.path + "/model.json")
            do {
                _ = try WahaExample(options: ExampleOptions(dataDirectory: folder.path))
                Issue.record("a key order of \(order.count) keys was accepted: the piano would never unlock")
            } catch {
                #expect("\(error)".contains("key order has \(order.count) keys"), "\(error)")
            }
        }
    }
}

extension Widget {
    /// The first widget of type `T` in this subtree, depth first.
    func firstWidget<T: Widget>(ofType type: T.Type) -> T? {
        if let w = self as? T { return w }
        for c in children { if let w = c.firstWidget(ofType: type) { return w } }
        return nil
    }
}
