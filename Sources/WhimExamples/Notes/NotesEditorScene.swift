import WhimAppShell
import WhimCore
import WhimGraphics

/// The editor of one note (pushed): its name as the title, its text, and a field whose lines are added to
/// the file; `Actions…` opens its quick actions. It follows the note when it is renamed or moved.
final class NotesEditorScene: WhimSingleScene, NotesRefreshable {
    private weak var example: NotesExample?
    private let titleBar: TitleBarPanel
    private let body = Label("", color: Theme.standard.text, maxLines: 6)
    let field = TextField(placeholder: "Add a line")
    private let error = NotesScreens.errorLabel()
    /// The note shown (nil: it no longer exists).
    var note: NotesStore.Note? { didSet { refresh() } }

    init(example: NotesExample, app: ExampleApp, note: NotesStore.Note?) {
        self.example = example
        self.note = note
        titleBar = TitleBarPanel(note?.title ?? "Missing note", subtitle: note.map(Self.folderName),
                                 leading: (.back, { [weak app] in app?.back() }))
        field.identifier = "line"
        body.identifier = "text"
        let actions = Button("Actions…", style: .tinted)
        actions.identifier = "ellipsis"
        let card = CardPanel("Text", detents: [.fraction(0.62)], initialDetent: 0, content: [actions, body, field, error])
        super.init(.multipart(top: titleBar, bottom: card))
        actions.action = { [weak self, weak app] in
            guard let self, let note = self.note else { return }
            self.field.endEditing()
            try? app?.go(to: "actions", parameters: ["note": .string(note.id)])
        }
        field.onSubmit = { [weak self] text in self?.add(line: text) }
        refresh()
        if example.keyboardRequested {
            example.keyboardRequested = false
            field.beginEditing()
        }
    }

    /// The header's subtitle: the note's folder ("Notes" at the top).
    static func folderName(of note: NotesStore.Note) -> String { note.folder.isEmpty ? "Notes" : note.folder }

    private func add(line: String) {
        guard let example, let note else { return }
        do throws(ExampleError) {
            try example.store.append(line: line, to: note)
            field.text = ""
            NotesScreens.show(nil, in: error)
            refresh()
        } catch let failure { NotesScreens.show(failure, in: error) }
    }

    func refresh() {
        guard let example else { return }
        let title = note?.title ?? "Missing note"
        titleBar.titleLabel.text = title
        titleBar.title = title
        // The folder it is in now (a move from the editor changes it).
        if let note { titleBar.subtitleLabel?.text = Self.folderName(of: note) }
        let text = note.map { example.store.text(of: $0) } ?? ""
        body.text = note == nil ? "This note is not in the notes folder any more." : (text.isEmpty ? "Empty note." : text)
        field.isHidden = note == nil
    }
}
