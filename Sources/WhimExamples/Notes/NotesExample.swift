import WhimCore

/// The notes app of seed 001 on the engine, filesystem-first: notes are `.md` files in folders of a notes
/// folder (`--notes-dir`, by default under the XDG data directory). Its root is conditional — Onboarding
/// (→ Create folder, pushed) while the notes folder has no folder, Home once it has one — and from Home:
/// the editor (pushed); quick actions (a sheet at the medium detent: rename inline, move to, delete); the
/// folder picker (a sheet, with a new folder inline and its own sort sheet); the delete confirmation (a
/// sheet; "delete and don't ask again" is remembered); sort options; the storage switcher (a sheet) →
/// settings (pushed); `New` → select folder (pushed) → editor. From the editor: quick actions, rename (a
/// sheet), move to and delete. Every change is a change of files, and screens re-read them.
public final class NotesExample: Example {
    public static let name = "notes"
    public static let summary = "notes as files: onboarding, editor, quick actions, move, delete, sort, storage"

    /// The notes folder and its files.
    public let store: NotesStore
    /// Whether the next editor opens with its field focused (the keyboard up), as after New.
    var keyboardRequested = false
    /// Whether Home shows each folder's notes (expand / collapse all).
    public var isExpanded = true
    /// The screens showing files now, re-read after every change.
    private var live: [WeakRefreshable] = []

    public init(options: ExampleOptions) throws(ExampleError) {
        guard let root = options.dataDirectory ?? NotesStore.defaultRoot(environment: options.environment) else {
            throw .dataDirectory("", reason: "is not set: give --notes-dir DIR (HOME and XDG_DATA_HOME are unset)")
        }
        store = try NotesStore(root: root)
    }

    public var routes: RouteTree {
        let note = [RouteParameter("note", .string)]
        let sort: Navigator = .screen("sort", presentation: .sheet(detents: ["medium"]))
        let move: Navigator = .screen("move", parameters: note, presentation: .sheet(detents: ["large"]), nesting: sort)
        let delete: Navigator = .screen("delete", parameters: note, presentation: .sheet(detents: ["medium"]))
        let actions: Navigator = .screen("actions", parameters: note, presentation: .sheet(detents: ["medium"]))
        let rename: Navigator = .screen("rename", parameters: note, presentation: .sheet(detents: ["medium"]))
        let editor: Navigator = .screen("editor", parameters: note, nesting: .anyOf(actions, rename, move, delete))
        let home: Navigator = .screen("home", nesting: .anyOf(
            editor, actions, move, delete, sort,
            .screen("storage", presentation: .sheet(detents: ["medium"])),
            .screen("settings"),
            .screen("select-folder")))
        let onboarding: Navigator = .screen("onboarding", nesting: .screen("create-folder"))
        let navigator: Navigator = .conditional(either: home, or: onboarding, basedOn: { [unowned self] in self.store.hasFolder })
        // The declaration above is fixed and valid; a failure here is a defect every notes test catches.
        do { return try RouteTree(navigator, scheme: "notes") } catch { preconditionFailure("the notes example's route tree: \(error)") }
    }

    public var start: NavigationState {
        NavigationState([RouteElement(store.hasFolder ? "home" : "onboarding")])
    }

    public func makeScene(for element: RouteElement, in app: ExampleApp) -> any WhimScene {
        let note = element.parameters["note"].flatMap { store.note(id: $0.pathText) }
        let scene: any WhimScene
        switch element.name {
        case "onboarding": scene = NotesScreens.onboarding(self, app: app)
        case "create-folder": scene = NotesScreens.createFolder(self, app: app)
        case "editor":
            let editor = NotesEditorScene(example: self, app: app, note: note)
            // The path follows the note when it is renamed or moved (a missing note keeps the id it was asked for).
            app.navigation.register(editor, as: element) { [weak editor] in editor?.note.map { ["note": .string($0.id)] } ?? element.parameters }
            scene = editor
        case "actions": scene = NotesSheets.actions(self, app: app, note: note)
        case "rename": scene = NotesSheets.rename(self, app: app, note: note)
        case "move": scene = NotesSheets.move(self, app: app, note: note)
        case "delete": scene = NotesSheets.delete(self, app: app, note: note)
        case "sort": scene = NotesSheets.sort(self, app: app)
        case "storage": scene = NotesSheets.storage(self, app: app)
        case "settings": scene = NotesScreens.settings(self, app: app)
        case "select-folder": scene = NotesScreens.selectFolder(self, app: app)
        default: scene = NotesHomeScene(example: self, app: app)
        }
        if let refreshable = ((scene as? WhimPresentedContentScene)?.content ?? scene) as? NotesRefreshable { live.append(WeakRefreshable(screen: refreshable)) }
        return scene
    }

    /// Every live screen re-reads the files (after a change).
    func filesChanged() {
        live.removeAll { $0.screen == nil }
        for entry in live { entry.screen?.refresh() }
    }

    /// The editor showing `note`, if one is live.
    func editor(showing note: NotesStore.Note) -> NotesEditorScene? {
        live.lazy.compactMap { $0.screen as? NotesEditorScene }.first { $0.note == note }
    }

    /// A note was renamed or moved: an editor showing it follows it (its title and its path), every screen re-reads.
    func noteChanged(from old: NotesStore.Note, to new: NotesStore.Note) {
        editor(showing: old)?.note = new
        filesChanged()
    }

    /// "1 note", "2 notes".
    /// Ctrl+S saves the note the editor on screen shows (while it is typed into, the editor takes the key
    /// itself: `EditableText.onSave`).
    public func handleShortcut(_ event: InputEvent, in app: ExampleApp) -> Bool {
        guard case let .key(.character("s"), modifiers) = event, modifiers.contains(.control),
              let editor = app.container.visibleScenePath().last as? NotesEditorScene else { return false }
        editor.save()
        return true
    }

    static func count(_ n: Int) -> String { "\(n) note\(n == 1 ? "" : "s")" }

    public var keyStates: [ExampleShot] {
        [
            ExampleShot("onboarding") { _ in },
            ExampleShot("home") { [unowned self] app in
                try NotesSamples.write(into: self.store)
                app.conditionsChanged()
            },
            ExampleShot("editor") { [unowned self] app in
                try app.go(to: "editor", parameters: ["note": .string(self.store.notes(in: "Work").first?.id ?? "")])
            },
            ExampleShot("quick actions") { app in try app.go(to: "actions", parameters: app.topNoteParameter) },
            ExampleShot("move to") { app in try app.go(to: "move", parameters: app.topNoteParameter, replacingTop: true) },
            ExampleShot("delete") { app in try app.go(to: "delete", parameters: app.topNoteParameter, replacingTop: true) },
        ]
    }
}

/// A screen that shows files and re-reads them after a change.
protocol NotesRefreshable: AnyObject {
    func refresh()
}

/// A live screen held weakly.
struct WeakRefreshable {
    weak var screen: (any NotesRefreshable)?
}

extension ExampleApp {
    /// The `note` parameter of the top screen (the note the editor or a sheet acts on).
    var topNoteParameter: [String: RouteParameterValue] {
        navigation.capture().top?.parameters.filter { $0.key == "note" } ?? [:]
    }
}
