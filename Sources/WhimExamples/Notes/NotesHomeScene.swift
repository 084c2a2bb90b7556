import WhimAppShell
import WhimCore
import WhimGraphics

/// Home: the folders and their notes (expanded or collapsed), with New, Sort, Storage and Expand/Collapse.
/// Tapping a note opens the editor; a right click (the desktop's long press) opens its quick actions.
final class NotesHomeScene: WhimSingleScene, NotesRefreshable {
    private weak var example: NotesExample?
    /// Three rows tall (the card is measured with three), scrolling when there are more.
    let list = ListView(rows: (0..<3).map { ListRow(id: "\($0)", title: " ") }, visibleRowLimit: 3)
    let expand: Button

    init(example: NotesExample, app: ExampleApp) {
        self.example = example
        list.identifier = "files"
        list.selectsOnTap = false
        let new = Button("New", style: .filled) { [weak app] in try? app?.go(to: "select-folder") }
        new.identifier = "new-note"
        let sort = Button("Sort", style: .tinted) { [weak app] in try? app?.go(to: "sort") }
        sort.identifier = "sort"
        let storage = Button("Storage", style: .tinted) { [weak app] in try? app?.go(to: "storage") }
        storage.identifier = "storage"
        expand = Button("Collapse", style: .plain)
        expand.identifier = "expand"
        let card = CardPanel("Files", content: [HStack([new, sort, storage, Spacer(), expand]), list])
        super.init(.multipart(top: TitleBarPanel("Notes", subtitle: "Folder “\(example.store.displayName)” on this computer"), bottom: card))
        expand.action = { [weak self, weak example] in
            guard let example else { return }
            example.isExpanded.toggle()
            self?.refresh()
        }
        list.onSelect = { [weak app] row in
            guard row.id.hasPrefix("note:") else { return }
            try? app?.go(to: "editor", parameters: ["note": .string(String(row.id.dropFirst(5)))])
        }
        list.onSecondarySelect = { [weak app] row in
            guard row.id.hasPrefix("note:") else { return }
            try? app?.go(to: "actions", parameters: ["note": .string(String(row.id.dropFirst(5)))])
        }
        refresh()
    }

    /// The rows: each folder, then (expanded) its notes; the loose notes last.
    func refresh() {
        guard let example else { return }
        let store = example.store
        var rows: [ListRow] = []
        for folder in store.folders() {
            let notes = store.notes(in: folder)
            rows.append(ListRow(id: "folder:\(folder)", icon: .pin, iconColor: 0x5F6368, title: folder,
                                subtitle: NotesExample.count(notes.count)))
            if example.isExpanded {
                rows += notes.map { ListRow(id: "note:\($0.id)", icon: .star, iconColor: 0xF9AB00, title: "    " + $0.title, showsChevron: true) }
            }
        }
        rows += store.notes(in: "").map { ListRow(id: "note:\($0.id)", icon: .star, iconColor: 0xF9AB00, title: $0.title, showsChevron: true) }
        list.rows = rows
        expand.title = example.isExpanded ? "Collapse" : "Expand"
    }
}
