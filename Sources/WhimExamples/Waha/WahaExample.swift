import Foundation
import WhimAnimation
import WhimCore
import WhimGraphics

/// Waha (seed 000) rebuilt on the engine, over the map: `Root` decides on the model's three variables
/// between the onboarding stack, the loading screen and the main drawer (`WahaRoot.decide`), and switches
/// with a Fade when they change (an install finishing, onboarding finished, a subsequent install
/// starting). The install's progress runs on the app's injected clock (`update(in:)`, once per frame).
/// The model is saved in the data folder after every change, so a run that quits in the middle of
/// onboarding starts again where the seed says (see `routes`).
public final class WahaExample: Example {
    public static let name = "waha"
    public static let summary = "Waha: Root picks onboarding, loading or the main drawer"

    /// What Waha remembers (saved to `modelFile` after every change).
    public private(set) var model: WahaModel
    /// The install in progress, if any (`isInstallingLanguageInstance`).
    public private(set) var install: LanguageInstall?
    /// Where the model is saved; nil: not saved.
    public let modelFile: String?
    /// Why the last save failed (nil after a save that worked).
    public private(set) var saveError: String?
    /// The key order entered on KeyOrder*_Initial, waiting for its confirmation (never saved).
    public internal(set) var pendingKeyOrder: [Int]?

    /// The app hosting the example (set when it first asks for a scene).
    private(set) weak var app: ExampleApp?
    /// The cards of the live screens, refreshed after every change of the model.
    let cards = LiveCards()
    private(set) var mainDrawer: WhimDrawerScene?
    private(set) var mainStack: WahaMainStack?
    private(set) var setsTabs: WhimTabScene?
    var tabSwitchers: [SegmentedControl] = []
    /// Loading screens' progress widgets, refreshed each frame from the install.
    var progressViews: [(bar: ProgressBar, label: Label)] = []
    /// Whether changes are written to `modelFile` (not during the key states' tour).
    private var savesModel = true
    /// Set at launch: the first frame shows the piano over the main drawer when Security Mode is on.
    private var launching = true

    /// Waha with the model saved in the options' data folder (`$XDG_DATA_HOME/whimcore/waha/model.json` by
    /// default); a model file that cannot be read is a one-line error (it is never overwritten).
    public convenience init(options: ExampleOptions) throws(ExampleError) {
        let file = WahaModelFile.path(options: options)
        try self.init(model: file.map(WahaModelFile.load) ?? WahaModel(), modelFile: file)
    }

    /// Waha with `model`, saved to `modelFile` (nil: not saved).
    public init(model: WahaModel = WahaModel(), modelFile: String? = nil) {
        self.model = model
        self.modelFile = modelFile
    }

    // MARK: Example

    /// The tree of `WahaRoutes`, its conditions reading this example: Root's branch, and within onboarding
    /// the slides only once an install has started (or finished), Loading only while one runs, and a key
    /// order's confirmation only while its first entry waits. So a saved path that the seed says not to
    /// restore — the slides of an install that quitting cancelled — is refused, and the run starts at the
    /// install screen.
    public lazy var routes: RouteTree = WahaRoutes.tree(
        root: { [unowned self] in self.root }, isInstalling: { [unowned self] in self.install != nil },
        hasInstalled: { [unowned self] in self.model.hasInstalledFirstLanguageInstance },
        isConfirming: { [unowned self] in self.pendingKeyOrder != nil })

    public var start: NavigationState {
        (try? routes.state(forPath: WahaRoutes.start(of: root))) ?? NavigationState([])
    }

    /// What Root shows for the model and the install as they are now.
    public var root: WahaRoot {
        WahaRoot.decide(hasInstalledFirstLanguageInstance: model.hasInstalledFirstLanguageInstance, isInstallingLanguageInstance: install != nil,
                        hasOnboarded: model.hasOnboarded)
    }

    public var keyStates: [ExampleShot] {
        [
            ExampleShot("onboarding") { [unowned self] app in self.startTour(in: app) },
            ExampleShot("slides") { [unowned self] _ in self.startInstall(WahaCatalogue.languages[0].id) },
            ExampleShot("loading") { [unowned self] app in
                self.finishOnboarding()
                if let clock = app.container.clock as? ManualClock { clock.advance(by: 1.5) }
                self.update(in: app)
            },
            ExampleShot("sets tabs") { [unowned self] app in
                if let clock = app.container.clock as? ManualClock, let install = self.install { clock.set(install.startedAt + install.duration) }
                self.update(in: app)
            },
            ExampleShot("drawer") { [unowned self] _ in self.mainDrawer?.openDrawer() },
            ExampleShot("play", path: "/main/sets/lessons?set=creation/play?set=creation&lesson=2"),
        ]
    }

    /// The key states tour a first run in memory: whatever the saved model says, the tour starts from a
    /// fresh one, and the saved model is neither read nor written (a contact sheet never changes the
    /// user's Waha).
    func startTour(in app: ExampleApp) {
        savesModel = false
        install = nil
        pendingKeyOrder = nil
        model = WahaModel()
        cards.refreshAll()
        app.conditionsChanged()
    }

    // MARK: Frames

    /// Once per frame: the install advances on the clock (the Loading screens show it); when it finishes,
    /// the language is installed and Root decides again. The first frame in the main drawer locks the app
    /// behind the piano when Security Mode is on (or finishes a splash left by the last run).
    public func update(in app: ExampleApp) {
        self.app = app
        if launching, root == .main {
            launching = false
            if navigation?.capture().top?.name == "splash" { becomeActive() } else if model.isSecurityModeEnabled { lock() }
        }
        guard let install else { return }
        let now = app.container.clock.now
        let p = install.progress(at: now)
        let total = WahaCatalogue.language(install.language)?.megabytes ?? 0
        progressViews.removeAll { $0.bar.panel == nil }
        for view in progressViews {
            view.bar.progress = p
            view.label.text = "\(Int((p * 100).rounded(.down))) % · \(Int((p * Double(total)).rounded(.down))) of \(total) MB"
        }
        if install.isFinished(at: now) {
            self.install = nil
            change { if !$0.installed.contains(install.language) { $0.installed.append(install.language) } }
            app.conditionsChanged()
        }
    }

    /// `B` sends Waha to the background and brings it back (the desktop's stand-in for multitasking,
    /// which shows the splash, then the piano when Security Mode is on).
    public func handleShortcut(_ event: InputEvent, in app: ExampleApp) -> Bool {
        guard case .key(.character("b"), _) = event else { return false }
        if navigation?.capture().top?.name == "splash" { becomeActive() } else { enterBackground() }
        return true
    }

    // MARK: Root

    /// Starts installing `language` (a first or a subsequent instance): on the onboarding stack the slides
    /// follow (or Loading, when onboarding was finished before a restart); in the main drawer Root shows
    /// Loading until it is done.
    public func startInstall(_ languageID: String) {
        guard install == nil, let language = WahaCatalogue.language(languageID), !model.installed.contains(languageID), let app else { return }
        install = LanguageInstall(language: language, now: app.container.clock.now)
        if root == .onboarding {
            go(model.hasOnboarded ? "loading" : "slides")
        } else {
            app.conditionsChanged()
        }
    }

    /// Stops the install: Root decides again (a first install cancelled goes back to choosing a language).
    public func cancelInstall() {
        guard install != nil else { return }
        install = nil
        app?.conditionsChanged()
    }

    /// The last onboarding slide is done (`hasOnboarded`): Loading follows while the install runs, else Root
    /// shows the main drawer.
    public func finishOnboarding() {
        change { $0.hasOnboarded = true }
        if install != nil { go("loading") } else { app?.conditionsChanged() }
    }

    // MARK: Navigation

    var navigation: LiveNavigation? { app?.navigation }

    /// Goes to screen `name` with `parameters` from where the app is now, or instead of the top screen
    /// (`replacingTop`); ignored when the tree does not allow it there.
    func go(_ name: String, _ parameters: [String: RouteParameterValue] = [:], replacingTop: Bool = false) {
        try? app?.go(to: name, parameters: parameters, replacingTop: replacingTop)
    }

    /// Back (a bar's Back button): the app's back; a lock screen never leaves this way.
    func back() {
        app?.back()
    }

    /// Changes the model, saves it and refreshes the live screens.
    func change(_ body: (inout WahaModel) -> Void) {
        let before = model
        body(&model)
        guard model != before else { return }
        cards.refreshAll()
        guard savesModel, let modelFile else { return }
        do {
            try WahaModelFile.save(model, to: modelFile)
            saveError = nil
        } catch {
            // One line for the first failure of a run of them; the run goes on with the model in memory.
            if saveError == nil { FileHandle.standardError.write(Data("whim-demo: waha: model not saved: \(error.description.oneLine())\n".utf8)) }
            saveError = error.description
        }
    }

    /// Whether a lock screen (the piano, the splash) covers the app.
    public var isLocked: Bool { mainStack?.lockScreen != nil }

    /// The titles of the panels on screen, bottom first: the screen's, the drawer's, then the sheets'.
    public func visibleTitles(in app: ExampleApp) -> [String] {
        let drawer = mainDrawer.map { $0.presented.flatMap { $0.viewController.panels.map(\.title) } } ?? []
        return (app.container.destination?.panels.map(\.title) ?? []) + (root == .main ? drawer : [])
    }

    // MARK: Scenes

    public func makeScene(for element: RouteElement, in app: ExampleApp) -> any WhimScene {
        self.app = app
        let string = { (name: String) -> String in if case let .string(s)? = element.parameters[name] { s } else { "" } }
        let int = { (name: String) -> Int? in if case let .int(i)? = element.parameters[name] { i } else { nil } }
        switch element.name {
        case "onboarding": return WhimSceneNavigationStack([installScreen(first: true)])
        case "slides": return slidesScreen(page: int("page") ?? 1)
        case "loading": return loadingScreen()
        case "main": return makeMain()
        case "sets": return setsTabs ?? WhimSingleScene(fullscreen: PlaceholderPanel())
        case "lessons": return lessonsScreen(set: string("set"))
        case "play": return playScreen(set: string("set"), lesson: int("lesson") ?? 1)
        case "add-set": return addSetScreen(WahaCatalogue.SetCategory(rawValue: string("category")) ?? .foundational)
        case "groups": return groupsScreen()
        case "add-language": return installScreen(first: false)
        case "storage": return storageScreen()
        case "mobilization-tools": return mobilizationToolsScreen()
        case "mobilization-tools-unlock": return unlockScreen()
        case "security-mode": return securityModeScreen()
        case "security-onboarding": return securityOnboardingScreen()
        case "piano": return pianoScreen()
        case "splash": return splashScreen()
        default: return keyOrderScreen(element.name)
        }
    }

    /// The main drawer (made once per visit of Root's main branch): the drawer menu around MainStack, whose
    /// first screen is SetsTabs.
    func makeMain() -> WhimDrawerScene {
        tabSwitchers = []
        let tabs = WhimTabScene(tabs: WahaCatalogue.SetCategory.allCases.enumerated().map { setsScreen($1, index: $0) })
        tabs.onSelect = { [weak self] index in self?.tabSwitchers.forEach { $0.selectedIndex = index } }
        navigation?.register(tabs, as: RouteElement("sets"))
        navigation?.register(tabsOf: tabs, as: WahaRoutes.tabs)
        let menu = drawerMenu()
        navigation?.register(menu, as: RouteElement("drawer", presentedAs: .drawer))
        let stack = WahaMainStack([tabs])
        let drawer = WhimDrawerScene(main: stack, drawer: WhimDrawer(content: menu, width: 300))
        setsTabs = tabs
        mainStack = stack
        mainDrawer = drawer
        return drawer
    }
}
