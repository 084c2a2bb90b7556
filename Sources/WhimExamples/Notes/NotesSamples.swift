/// A few folders and notes written through the store (real files), for the contact sheet and the tests:
/// only into a notes folder that has no folder yet.
enum NotesSamples {
    static func write(into store: NotesStore) throws(ExampleError) {
        guard !store.hasFolder else { return }
        let samples: [(folder: String, name: String, lines: [String])] = [
            ("Work", "Tram depot visit", ["Meet at Kamppi at 9.", "Ask about line 9 timetables."]),
            ("Work", "Ideas", ["Offline map tiles for the ferry."]),
            ("Home", "Groceries", ["Rye bread", "Lingonberries", "Coffee"]),
        ]
        for sample in samples {
            if !store.folders().contains(sample.folder) { try store.createFolder(sample.folder) }
            let note = try store.rename(try store.createNote(in: sample.folder), to: sample.name)
            for line in sample.lines { try store.append(line: line, to: note) }
        }
    }
}
