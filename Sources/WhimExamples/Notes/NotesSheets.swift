import WhimAppShell
import WhimCore
import WhimGraphics

/// The notes example's sheets (presented by the route tree at their detents, with a scrim): quick actions,
/// rename, move to (a folder picker), delete confirmation, sort options and the storage switcher.
enum NotesSheets {
    /// A sheet of a card with a handle, a heading and content, moved by the sheet (not by its own detents).
    /// Its one detent (the tree's "medium") shows all the content, so no button is cut on a short window;
    /// `tall` makes it the large detent instead (the folder picker's list).
    static func sheet(_ heading: String, _ content: [Widget], scene: ((Panel) -> any WhimScene)? = nil, tall: Bool = false) -> WhimSheet {
        let card = CardPanel(heading, content: content)
        card.card = nil
        let inner = scene?(card) ?? WhimSingleScene(fullscreen: card)
        return WhimSheet(content: inner, detents: [tall ? .large : .fromBottom(card.contentHeight)])
    }

    /// Whether the sheet on top was opened from the editor (else from Home).
    static func isOverEditor(_ app: ExampleApp) -> Bool {
        app.navigation.capture().elements.dropLast().last?.name == "editor"
    }

    static func cancel(_ app: ExampleApp) -> Button {
        let button = Button("Cancel", style: .plain) { [weak app] in app?.back() }
        button.identifier = "cancel"
        return button
    }

    static func noteLabel(_ note: NotesStore.Note?) -> Label {
        Label(note.map { "“\($0.title)” in \($0.folder.isEmpty ? "Notes" : $0.folder)" } ?? "This note is not in the notes folder any more.",
              color: Theme.standard.secondaryText)
    }

    /// Renames `note` to `name`; on success the editor follows it and the sheet closes.
    static func rename(_ example: NotesExample, app: ExampleApp, note: NotesStore.Note, to name: String, error: Label) {
        do throws(ExampleError) {
            let renamed = try example.store.rename(note, to: name)
            example.noteChanged(from: note, to: renamed)
            app.back()
        } catch let failure { NotesScreens.show(failure, in: error) }
    }

    /// Deletes `note`: from Home the sheet closes; from the editor both go (back to Home).
    static func delete(_ example: NotesExample, app: ExampleApp, note: NotesStore.Note, error: Label) {
        let overEditor = isOverEditor(app)
        do throws(ExampleError) {
            try example.store.delete(note)
            example.filesChanged()
            app.dismiss(overEditor ? 2 : 1)
        } catch let failure { NotesScreens.show(failure, in: error) }
    }

    /// Quick actions: rename (inline over Home, a sheet over the editor), move to, delete.
    static func actions(_ example: NotesExample, app: ExampleApp, note: NotesStore.Note?) -> any WhimScene {
        let field = TextField(text: note?.title ?? "", placeholder: "Name")
        field.identifier = "new-name"
        let error = NotesScreens.errorLabel()
        let parameters: [String: RouteParameterValue] = note.map { ["note": .string($0.id)] } ?? [:]
        let rename = Button("Rename", style: .tinted) { [weak app, weak field] in
            guard let app, note != nil else { return }
            if isOverEditor(app) {
                try? app.go(to: "rename", parameters: parameters, replacingTop: true)
            } else {
                field?.isHidden = false
                field?.beginEditing()
            }
        }
        rename.identifier = "rename"
        field.onSubmit = { [weak example, weak app, weak error] text in
            guard let example, let app, let error, let note else { return }
            Self.rename(example, app: app, note: note, to: text, error: error)
        }
        let move = Button("Move to…", style: .tinted) { [weak app] in
            guard note != nil else { return }
            try? app?.go(to: "move", parameters: parameters, replacingTop: true)
        }
        move.identifier = "move"
        let delete = Button("Delete", style: .tinted) { [weak example, weak app, weak error] in
            guard let example, let app, let error, let note else { return }
            if example.store.confirmsDelete {
                try? app.go(to: "delete", parameters: parameters, replacingTop: true)
            } else {
                Self.delete(example, app: app, note: note, error: error)
            }
        }
        delete.identifier = "delete"
        delete.tint = Theme.standard.destructive
        // Measured with the name field, so the sheet has room for it when Rename shows it.
        let made = sheet("Quick actions", [noteLabel(note), HStack([rename, move, delete]), field, error, cancel(app)])
        field.isHidden = true
        return made
    }

    /// Rename (over the editor): the name with the keyboard up; Save renames, Cancel keeps it.
    static func rename(_ example: NotesExample, app: ExampleApp, note: NotesStore.Note?) -> any WhimScene {
        let field = TextField(text: note?.title ?? "", placeholder: "Name")
        field.identifier = "new-name"
        let error = NotesScreens.errorLabel()
        let save: () -> Void = { [weak example, weak app, weak field, weak error] in
            guard let example, let app, let field, let error, let note else { return }
            Self.rename(example, app: app, note: note, to: field.text, error: error)
        }
        field.onSubmit = { _ in save() }
        let button = Button("Save", style: .filled, action: save)
        button.identifier = "save"
        let scene = sheet("Rename", [noteLabel(note), field, button, error, cancel(app)])
        field.beginEditing()
        return scene
    }

    /// Move to: the folder picker; a folder (or a new one named inline) moves the note there.
    static func move(_ example: NotesExample, app: ExampleApp, note: NotesStore.Note?) -> any WhimScene {
        let picker = FolderPicker(example: example, sort: { [weak app] in try? app?.go(to: "sort") }) { [weak example, weak app] folder in
            guard let example, let app, let note else { return nil }
            do throws(ExampleError) {
                let moved = try example.store.move(note, toFolder: folder)
                example.noteChanged(from: note, to: moved)
                app.back()
                return nil
            } catch { return error }
        }
        return sheet("Move to", [noteLabel(note)] + picker.widgets + [cancel(app)], scene: { NotesPickerScene(.fullscreen($0), picker: picker) }, tall: true)
    }

    /// Delete confirmation: delete, delete and don't ask again (remembered), or cancel.
    static func delete(_ example: NotesExample, app: ExampleApp, note: NotesStore.Note?) -> any WhimScene {
        let error = NotesScreens.errorLabel()
        let confirm = Button("Delete", style: .filled) { [weak example, weak app, weak error] in
            guard let example, let app, let error, let note else { return }
            Self.delete(example, app: app, note: note, error: error)
        }
        confirm.identifier = "delete-confirm"
        confirm.tint = Theme.standard.destructive
        let always = Button("Delete and don't ask again", style: .tinted) { [weak example, weak app, weak error] in
            guard let example, let app, let error, let note else { return }
            example.store.confirmsDelete = false
            Self.delete(example, app: app, note: note, error: error)
        }
        always.identifier = "delete-always"
        always.tint = Theme.standard.destructive
        return sheet("Delete note?", [noteLabel(note), confirm, always, error, cancel(app)])
    }

    /// Sort options: name, modified, created; a choice applies and closes.
    static func sort(_ example: NotesExample, app: ExampleApp) -> any WhimScene {
        let list = ListView(rows: NotesStore.SortOrder.allCases.map { order in
            ListRow(id: order.rawValue, title: order.title, subtitle: order == .name ? "A to Z" : "Newest first",
                    detail: order == example.store.sortOrder ? "✓" : nil)
        }, visibleRowLimit: 3)
        list.identifier = "orders"
        list.selectsOnTap = false
        let error = NotesScreens.errorLabel()
        list.onSelect = { [weak example, weak app, weak error] row in
            guard let example, let order = NotesStore.SortOrder(rawValue: row.id) else { return }
            example.store.lastError = nil
            example.store.sortOrder = order
            example.filesChanged()
            // The order applies either way; a choice the settings file could not keep stays on screen, said.
            if let failure = example.store.lastError { return NotesScreens.show(failure, in: error) }
            app?.back()
        }
        return sheet("Sort by", [list, error])
    }

    /// The storage switcher: the notes folder on this computer (the one storage), and Settings.
    static func storage(_ example: NotesExample, app: ExampleApp) -> any WhimScene {
        let list = ListView(rows: [ListRow(id: "local", icon: .pin, title: "On this computer", subtitle: example.store.root, detail: "✓")], visibleRowLimit: 1)
        list.identifier = "storages"
        list.selectsOnTap = false
        list.onSelect = { [weak app] _ in app?.back() }
        let settings = Button("Settings", icon: .gear, style: .tinted) { [weak app] in try? app?.go(to: "settings", replacingTop: true) }
        settings.identifier = "settings"
        return sheet("Storage", [list, settings])
    }
}
