import WhimAppShell
import WhimCore
import WhimGraphics

/// The editor of one note (pushed): its name as the title and its whole text in a text area, saved
/// atomically (`NotesStore.save`) on Ctrl+S, when a line is ended, a moment after the last edit, before
/// the quick actions open and when going back. A note that cannot be read whole as UTF-8 is shown as an error and
/// not edited (saving would lose what could not be read); `Actions…` opens its quick actions. It follows
/// the note when it is renamed or moved. Leaving it in any way with text that cannot be saved asks
/// "Discard changes?" (its leave guard).
final class NotesEditorScene: WhimSingleScene, NotesRefreshable {
    private weak var example: NotesExample?
    private weak var app: ExampleApp?
    private let titleBar: TitleBarPanel
    private let message = Label("", color: Theme.standard.secondaryText, maxLines: 3)
    let editor = TextArea(placeholder: "Write here", visibleLines: 8)
    private let error = NotesScreens.errorLabel()
    /// What the file held when it was read or last saved; nil while the note cannot be edited.
    private var saved: String?
    /// The pending save after the last edit.
    private var autosave: WorkSchedule.Token?
    /// Seconds after the last edit that it is saved.
    static let autosaveDelay = 1.0
    /// The note shown (nil: it no longer exists).
    var note: NotesStore.Note? { didSet { refresh() } }

    init(example: NotesExample, app: ExampleApp, note: NotesStore.Note?) {
        self.example = example
        self.app = app
        self.note = note
        titleBar = TitleBarPanel(note?.title ?? "Missing note", subtitle: note.map(Self.folderName), leading: (.back, {}))
        editor.identifier = "note-text"
        message.identifier = "text"
        let actions = Button("Actions…", style: .tinted)
        actions.identifier = "ellipsis"
        let card = CardPanel("Text", detents: [.fraction(0.62)], initialDetent: 0, content: [actions, message, editor, error])
        super.init(.multipart(top: titleBar, bottom: card))
        titleBar.leadingButton?.action = { [weak self, weak app] in
            self?.save()
            app?.back()
        }
        actions.action = { [weak self, weak app] in
            guard let self, let note = self.note else { return }
            self.editor.endEditing()
            guard self.save() else { return }
            try? app?.go(to: "actions", parameters: ["note": .string(note.id)])
        }
        editor.onChange = { [weak self] text in self?.edited(text) }
        editor.onSave = { [weak self] in self?.save() }
        // Leaving saves; text that cannot be saved (the file changed or cannot be written) asks first.
        relationship.leaveGuard = .discardingChanges(of: self, message: "The text could not be saved to the note's file.") { [weak self] in
            !(self?.save() ?? true)
        }
        refresh()
        if example.keyboardRequested {
            example.keyboardRequested = false
            editor.beginEditing()
        }
    }

    /// The header's subtitle: the note's folder ("Notes" at the top).
    static func folderName(of note: NotesStore.Note) -> String { note.folder.isEmpty ? "Notes" : note.folder }

    /// After an edit: a line just ended is saved now, anything else a moment after the last edit.
    private func edited(_ text: String) {
        let caret = editor.editing.caret
        let endedLine = caret > 0 && text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: caret - 1)] == 0x0A
        if endedLine {
            save()
        } else {
            scheduleAutosave()
        }
    }

    private func scheduleAutosave() {
        guard let container = app?.container else { return }
        if let autosave { container.schedule.cancel(autosave) }
        autosave = container.schedule.schedule(at: container.clock.now + Self.autosaveDelay) { [weak self] in
            self?.autosave = nil
            self?.save()
        }
    }

    /// Writes the editor's text when it differs from the file's. Returns false (and shows why) when it
    /// could not be written; the text stays in the editor.
    @discardableResult
    func save() -> Bool {
        if let autosave, let container = app?.container { container.schedule.cancel(autosave) }
        autosave = nil
        guard let example, let note, let saved, editor.text != saved else { return true }
        do throws(ExampleError) {
            try example.store.save(editor.text, to: note, expecting: saved)
            self.saved = editor.text
            NotesScreens.show(nil, in: error)
            return true
        } catch let failure {
            NotesScreens.show(failure, in: error)
            return false
        }
    }

    func refresh() {
        guard let example else { return }
        let title = note?.title ?? "Missing note"
        titleBar.titleLabel.text = title
        titleBar.title = title
        // The folder it is in now (a move from the editor changes it).
        if let note { titleBar.subtitleLabel?.text = Self.folderName(of: note) }
        guard let note else {
            show(message: "This note is not in the notes folder any more.")
            return
        }
        // Unsaved edits stay; otherwise the text is the file's as it is now.
        if let saved, editor.text != saved { return }
        do throws(ExampleError) {
            let text = try example.store.editableText(of: note)
            saved = text
            editor.text = text
            editor.isHidden = false
            message.isHidden = true
        } catch let failure {
            show(message: failure.description)
        }
    }

    /// Shows `text` instead of the editor, which is hidden and never saved.
    private func show(message text: String) {
        saved = nil
        editor.isHidden = true
        message.text = text
        message.isHidden = false
    }
}
