import WhimCore
import WhimGraphics

/// The folder picker of "select folder" and "move to": a New folder button that opens a name field inline,
/// an optional Sort button, and the folders as a list; picking one (or creating one) calls `onPick`, which
/// returns the error to show, if any.
final class FolderPicker {
    let list = ListView(rows: [], visibleRowLimit: 3)
    let field = TextField(placeholder: "New folder name")
    let error = NotesScreens.errorLabel()
    let widgets: [Widget]
    private weak var example: NotesExample?

    init(example: NotesExample, sort: (() -> Void)? = nil, onPick: @escaping (String) -> ExampleError?) {
        self.example = example
        list.identifier = "folders"
        list.selectsOnTap = false
        field.identifier = "new-folder-name"
        field.isHidden = true
        let newFolder = Button("New folder", style: .tinted) { [weak field] in
            field?.isHidden = false
            field?.beginEditing()
        }
        newFolder.identifier = "new-folder"
        var buttons: [Widget] = [newFolder]
        if let sort {
            let button = Button("Sort", style: .tinted, action: sort)
            button.identifier = "sort"
            buttons.append(button)
        }
        widgets = [HStack(buttons), field, error, list]
        list.onSelect = { [weak self] row in
            NotesScreens.show(onPick(row.id), in: self?.error)
        }
        field.onSubmit = { [weak self, weak example] text in
            guard let self, let example else { return }
            do throws(ExampleError) {
                let name = try example.store.createFolder(text)
                NotesScreens.show(onPick(name), in: self.error)
            } catch { NotesScreens.show(error, in: self.error) }
        }
        refresh()
    }

    /// Re-reads the folders.
    func refresh() {
        guard let store = example?.store else { return }
        list.rows = store.folders().map { folder in
            ListRow(id: folder, icon: .pin, iconColor: 0x5F6368, title: folder, subtitle: NotesExample.count(store.notes(in: folder).count), showsChevron: true)
        }
    }
}

/// A scene showing a folder picker (select folder, pushed; move to, a sheet): it re-reads the folders
/// after a change.
final class NotesPickerScene: WhimSingleScene, NotesRefreshable {
    let picker: FolderPicker

    init(_ viewController: WhimSceneViewController, picker: FolderPicker) {
        self.picker = picker
        super.init(viewController)
    }

    convenience init(top: Panel, bottom: Panel, picker: FolderPicker) {
        self.init(.multipart(top: top, bottom: bottom), picker: picker)
    }

    func refresh() { picker.refresh() }
}
