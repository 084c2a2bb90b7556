import WhimAppShell
import WhimCore
import WhimGraphics

/// The notes example's pushed screens other than Home and the editor: onboarding, create folder (the first
/// one), settings and select folder (for a new note). Each is multipart over the map.
enum NotesScreens {
    static func back(_ app: ExampleApp) -> (IconSymbol, () -> Void) { (.back, { [weak app] in app?.back() }) }

    /// A hidden line that shows the last error of an action on this screen.
    static func errorLabel() -> Label {
        let label = Label("", color: Theme.standard.destructive, maxLines: 2)
        label.identifier = "error"
        label.isHidden = true
        return label
    }

    /// Shows `error` in `label` (hides it when nil).
    static func show(_ error: ExampleError?, in label: Label?) {
        label?.text = error.map { "\($0)" } ?? ""
        label?.isHidden = error == nil
        // The card grows to show the line whole (it was measured without it).
        (label?.panel as? CardPanel)?.fitToContent()
    }

    /// Onboarding: what the app is (files in a folder), and the way to the first folder.
    static func onboarding(_ example: NotesExample, app: ExampleApp) -> any WhimScene {
        let start = Button("Create a folder", style: .filled) { [weak app] in try? app?.go(to: "create-folder") }
        start.identifier = "start"
        return WhimSingleScene(
            top: TitleBarPanel("Notes", subtitle: "Filesystem-first"),
            bottom: CardPanel("Your notes are files", content: [
                Label("Every note is a plain .md file in a folder of “\(example.store.displayName)”. Nothing is kept anywhere else.",
                      color: Theme.standard.secondaryText, maxLines: 3),
                start,
            ]))
    }

    /// Create folder: names the first folder; creating it makes the conditional root show Home.
    static func createFolder(_ example: NotesExample, app: ExampleApp) -> any WhimScene {
        let field = TextField(placeholder: "Folder name")
        field.identifier = "folder-name"
        let error = errorLabel()
        let create: () -> Void = { [weak example, weak app, weak field, weak error] in
            guard let example, let app, let field else { return }
            do throws(ExampleError) {
                try example.store.createFolder(field.text)
                app.conditionsChanged()
            } catch let failure { show(failure, in: error) }
        }
        field.onSubmit = { _ in create() }
        let button = Button("Create", style: .filled, action: create)
        button.identifier = "create"
        return WhimSingleScene(
            top: TitleBarPanel("New folder", subtitle: "In “\(example.store.displayName)”", leading: back(app)),
            bottom: CardPanel("Name your first folder", content: [field, button, error]))
    }

    /// Settings: where the notes are, and whether deleting asks first.
    static func settings(_ example: NotesExample, app: ExampleApp) -> any WhimScene {
        let ask = Toggle("Ask before deleting a note", isOn: example.store.confirmsDelete) { [weak example] on in example?.store.confirmsDelete = on }
        ask.identifier = "confirm-delete"
        return WhimSingleScene(
            top: TitleBarPanel("Settings", leading: back(app)),
            bottom: CardPanel("Preferences", content: [
                Label("Notes folder: \(example.store.root)", color: Theme.standard.secondaryText, maxLines: 2), ask,
            ]))
    }

    /// Select folder: where a new note goes — a folder of the list, or a new folder named inline.
    static func selectFolder(_ example: NotesExample, app: ExampleApp) -> any WhimScene {
        let picker = FolderPicker(example: example) { [weak example, weak app] folder in
            guard let example, let app else { return nil }
            do throws(ExampleError) {
                let note = try example.store.createNote(in: folder)
                example.filesChanged()
                example.keyboardRequested = true
                var state = app.navigation.capture()
                state.elements.removeLast()
                try? app.show(state.appending(RouteElement("editor", parameters: ["note": .string(note.id)])))
                return nil
            } catch { return error }
        }
        let scene = NotesPickerScene(top: TitleBarPanel("New note", subtitle: "Choose its folder", leading: back(app)),
                                     bottom: CardPanel("Choose a folder", detents: [.fraction(0.62)], initialDetent: 0, content: picker.widgets),
                                     picker: picker)
        return scene
    }
}
