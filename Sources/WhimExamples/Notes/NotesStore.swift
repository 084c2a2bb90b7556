import Foundation
import WhimCore
import WhimFiles

/// The notes example's files — filesystem-first: the notes folder holds one level of folders, each
/// holding notes as `.md` files (notes may also lie loose in the notes folder). Every change is a change
/// of files; the listing is read from the disk each time. Only entries the listing shows (regular files and
/// folders, not hidden, not symbolic links) are ever changed, and every new name is a checked `NoteName`,
/// so nothing is written outside the notes folder.
public final class NotesStore {
    /// The notes folder.
    public let root: String

    /// How folders and notes are ordered.
    public enum SortOrder: String, CaseIterable, Sendable {
        case name, modified, created

        /// Its title in the sort options.
        public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
    }

    /// A note: its folder ("" for the notes folder itself) and its file name.
    public struct Note: Hashable, Sendable {
        public var folder: String
        public var file: String
        /// The note's id in paths: `folder/file` (or `file`).
        public var id: String { folder.isEmpty ? file : folder + "/" + file }
        /// A note `file` in `folder` (it need not exist: every operation checks it against the listing).
        public init(folder: String, file: String) {
            self.folder = folder
            self.file = file
        }
        /// Its name as shown: the file name without `.md`.
        public var title: String { file.hasSuffix(".md") ? String(file.dropLast(3)) : file }
    }

    /// The order of folders and notes (kept in the notes folder's settings file).
    public var sortOrder: SortOrder = .name { didSet { if !isLoading { saveSettings() } } }
    /// Whether deleting asks first; "delete and don't ask again" turns it off (kept in the settings file).
    public var confirmsDelete = true { didSet { if !isLoading { saveSettings() } } }
    /// The last error of a change that was asked for by a tap (shown on the screen that asked).
    public var lastError: ExampleError?

    /// Writes the chunks of every file the store writes (`write(2)`; tests inject a full disk).
    public var writer: AtomicFile.ChunkWriter = AtomicFile.systemWriter

    private var isLoading = false
    /// The real names of listed notes whose names are not UTF-8, by the path they are listed under.
    private var undecodable: [String: [UInt8]] = [:]
    private static let settingsFile = ".whim-notes"
    private static let readLimit = 64 * 1024
    /// The largest note a line is added to (the whole note is rewritten).
    public static let maxNoteBytes = 16 * 1024 * 1024

    /// The notes folder `root` (it need not exist yet). A file there, or a folder this user cannot read and
    /// write, is a one-line error.
    public init(root: String) throws(ExampleError) {
        guard !root.isEmpty, !root.contains("\0") else { throw .dataDirectory(root, reason: "is not a path") }
        self.root = root.count > 1 && root.hasSuffix("/") ? String(root.dropLast()) : root
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: self.root, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .dataDirectory(root, reason: "is a file, not a folder") }
            guard access(self.root, R_OK | W_OK | X_OK) == 0 else { throw .dataDirectory(root, reason: "is not readable and writable by you") }
        }
        loadSettings()
    }

    /// `$XDG_DATA_HOME/whimcore/notes`, or `~/.local/share/whimcore/notes` (XDG base directories); nil
    /// when neither is an absolute path.
    public static func defaultRoot(environment: [String: String]) -> String? {
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/whimcore/notes" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/share/whimcore/notes"
    }

    /// The notes folder's own name (what screens show; the storage switcher and settings show the whole path).
    public var displayName: String { (root as NSString).lastPathComponent }

    // MARK: Reading

    /// Whether the notes folder exists with at least one folder in it (the conditional root's condition).
    public var hasFolder: Bool { !folders().isEmpty }

    /// The folders, in the sort order.
    public func folders() -> [String] {
        sorted(entries(in: root).filter { $0.isFolder }).map(\.name)
    }

    /// The notes of a folder ("" for the loose notes of the notes folder), in the sort order.
    public func notes(in folder: String) -> [Note] {
        guard folder.isEmpty || folders().contains(folder) else { return [] }
        return sorted(entries(in: path(of: folder)).filter { !$0.isFolder }).map { Note(folder: folder, file: $0.name) }
    }

    /// Every note: the loose ones first, then each folder's.
    public func allNotes() -> [Note] {
        notes(in: "") + folders().flatMap { notes(in: $0) }
    }

    /// The note with `id`, if the listing shows it (an id from a link is only ever looked up, never opened as a path).
    public func note(id: String) -> Note? {
        allNotes().first { $0.id == id }
    }

    /// The note's text (at most 64 KiB of it; only a regular file is read).
    public func text(of note: Note) -> String {
        guard self.note(id: note.id) != nil else { return "" }
        // Opened without blocking (a FIFO cannot be one: the listing shows regular files), then read as a
        // regular file through its descriptor, whatever bytes its name is.
        let fd = withSystemPath(of: note) { open($0, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC) }
        guard fd >= 0 else { return "" }
        defer { close(fd) }
        guard let bytes = try? AtomicFile.read("/proc/self/fd/\(fd)", limit: Self.readLimit, prefix: true) else { return "" }
        return String(decoding: bytes ?? [], as: UTF8.self)
    }

    // MARK: Changing

    /// Creates a folder (and the notes folder if it does not exist yet).
    @discardableResult
    public func createFolder(_ raw: String) throws(ExampleError) -> String {
        let name = try NoteName.validate(raw)
        try makeRoot()
        let target = path(of: name)
        guard mkdir(target, 0o755) == 0 else {
            throw errno == EEXIST ? .badName(raw, reason: "a folder or note of that name exists") : .file(target, reason: Self.lastError())
        }
        return name
    }

    /// A new empty note "Untitled" (or "Untitled 2", …) in `folder`.
    public func createNote(in folder: String) throws(ExampleError) -> Note {
        guard folder.isEmpty || folders().contains(folder) else { throw .file(folder, reason: "is not a folder of the notes") }
        var n = 1
        while true {
            let file = (n == 1 ? "Untitled" : "Untitled \(n)") + ".md"
            let target = path(of: Note(folder: folder, file: file))
            let fd = open(target, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            if fd >= 0 {
                close(fd)
                return Note(folder: folder, file: file)
            }
            guard errno == EEXIST, n < 1000 else { throw .file(target, reason: Self.lastError()) }
            n += 1
        }
    }

    /// Renames a note (the name as typed; `.md` is added).
    public func rename(_ note: Note, to raw: String) throws(ExampleError) -> Note {
        let name = try NoteName.validate(raw)
        let file = name.hasSuffix(".md") ? name : name + ".md"
        guard file.utf8.count <= 255 else { throw .badName(raw, reason: "a name is at most \(NoteName.maxBytes) bytes") }
        let renamed = Note(folder: note.folder, file: file)
        try move(note, to: renamed, asked: raw)
        return renamed
    }

    /// Moves a note into another folder ("" for the notes folder).
    public func move(_ note: Note, toFolder folder: String) throws(ExampleError) -> Note {
        guard folder.isEmpty || folders().contains(folder) else { throw .file(folder, reason: "is not a folder of the notes") }
        let moved = Note(folder: folder, file: note.file)
        try move(note, to: moved, asked: folder)
        return moved
    }

    /// Deletes a note.
    public func delete(_ note: Note) throws(ExampleError) {
        guard self.note(id: note.id) != nil else { throw .file(note.id, reason: "is not a note of the notes folder") }
        guard withSystemPath(of: note, { unlink($0) }) == 0 else { throw .file(path(of: note), reason: Self.lastError()) }
    }

    /// Adds a line at the end of a note (after a newline when its last byte is not one). The whole note is
    /// rewritten atomically: on any error, a full disk too, the note is as it was.
    public func append(line: String, to note: Note) throws(ExampleError) {
        guard self.note(id: note.id) != nil else { throw .file(note.id, reason: "is not a note of the notes folder") }
        guard undecodable[path(of: note)] == nil else { throw .file(note.id, reason: "has a name that is not UTF-8: rename it first") }
        let target = path(of: note)
        var existing: [UInt8]
        do { existing = try AtomicFile.read(target, limit: Self.maxNoteBytes) ?? [] } catch { throw .file(target, reason: "\(error)") }
        if let last = existing.last, last != 0x0A { existing.append(0x0A) }
        var info = stat()
        let permissions = lstat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        do { try AtomicFile.write(existing + Array(line.utf8) + [0x0A], to: target, permissions: permissions, writer: writer) } catch {
            throw .file(target, reason: "\(error)")
        }
    }

    /// A note's whole text, to edit. Throws when it cannot be read whole (too large, not a regular file) or
    /// is not UTF-8: such a note is not edited, since saving the editor's text would lose what it could
    /// not show.
    public func editableText(of note: Note) throws(ExampleError) -> String {
        guard self.note(id: note.id) != nil else { throw .file(note.id, reason: "is not a note of the notes folder") }
        guard undecodable[path(of: note)] == nil else { throw .file(note.id, reason: "has a name that is not UTF-8: rename it first") }
        let target = path(of: note)
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(target, limit: Self.maxNoteBytes) ?? [] } catch { throw .file(target, reason: "\(error)") }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw .file(target, reason: "is not UTF-8 text, so it is not opened for editing")
        }
        return text
    }

    /// Replaces a note's text atomically (a temporary file beside it, fsynced, renamed over it, the folder
    /// fsynced), keeping its permissions: on any error, a full disk too, the note is as it was. Only when
    /// the note still holds `expected` (what the editor read or last saved): a note another program
    /// changed meanwhile is not overwritten.
    public func save(_ text: String, to note: Note, expecting expected: String) throws(ExampleError) {
        let target = path(of: note)
        guard try editableText(of: note) == expected else {
            throw .file(target, reason: "changed on disk since it was opened; reopen it to edit")
        }
        guard text.utf8.count <= Self.maxNoteBytes else { throw .file(target, reason: "would be larger than \(Self.maxNoteBytes / 1024 / 1024) MiB") }
        var info = stat()
        let permissions = lstat(target, &info) == 0 ? info.st_mode & 0o7777 : 0o644
        do { try AtomicFile.write(Array(text.utf8), to: target, permissions: permissions, writer: writer) } catch {
            throw .file(target, reason: "\(error)")
        }
    }

    // MARK: Files

    private struct Entry {
        var name: String
        var isFolder: Bool
        var modified: Double
        var created: Double
    }

    /// The visible entries of a folder: regular files and folders, not hidden, not symbolic links. A note
    /// whose name is not UTF-8 is listed under its name with U+FFFD for the bytes that are not (remembered
    /// in `undecodable`, so that it opens, renames and deletes by its real name); such a folder is not listed.
    private func entries(in folder: String) -> [Entry] {
        Self.names(in: folder).compactMap { bytes in
            guard bytes.first != UInt8(ascii: ".") else { return nil }
            let system = Array(folder.utf8) + [UInt8(ascii: "/")] + bytes
            var info = stat()
            guard Self.withCString(system, { lstat($0, &info) }) == 0 else { return nil }
            let kind = info.st_mode & S_IFMT
            guard kind == S_IFDIR || kind == S_IFREG else { return nil }
            let decoded = String(validating: bytes, as: UTF8.self)
            guard decoded != nil || kind == S_IFREG else { return nil }
            let name = decoded ?? String(decoding: bytes, as: UTF8.self)
            if decoded == nil { undecodable[folder + "/" + name] = system }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            let changed = Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9
            return Entry(name: name, isFolder: kind == S_IFDIR, modified: modified, created: min(modified, changed))
        }
    }

    /// The names in a folder as their bytes (names that are not UTF-8 too), without `.` and `..`.
    private static func names(in folder: String) -> [[UInt8]] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [[UInt8]] = []
        // readdir's record may be shorter than `dirent`: the name is read in place up to its terminator.
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        while let entry = readdir(dir) {
            let name = (UnsafeRawPointer(entry) + offset).assumingMemoryBound(to: CChar.self)
            let bytes = Array(UnsafeRawBufferPointer(start: name, count: strlen(name)))
            if bytes != [0x2E], bytes != [0x2E, 0x2E] { names.append(bytes) }
        }
        return names
    }

    /// Calls `body` with `bytes` as a C string.
    private static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
        (bytes + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }

    /// Calls `body` with the note's path as the system knows it (its real bytes when its name is not UTF-8).
    private func withSystemPath<T>(of note: Note, _ body: (UnsafePointer<CChar>) -> T) -> T {
        Self.withCString(undecodable[path(of: note)] ?? Array(path(of: note).utf8), body)
    }

    private func sorted(_ entries: [Entry]) -> [Entry] {
        switch sortOrder {
        case .name: return entries.sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        case .modified: return entries.sorted { ($0.modified, $0.name) > ($1.modified, $1.name) }
        case .created: return entries.sorted { ($0.created, $0.name) > ($1.created, $1.name) }
        }
    }

    private func path(of folder: String) -> String { folder.isEmpty ? root : root + "/" + folder }

    private func path(of note: Note) -> String { path(of: note.folder) + "/" + note.file }

    private func move(_ note: Note, to target: Note, asked: String) throws(ExampleError) {
        guard self.note(id: note.id) != nil else { throw .file(note.id, reason: "is not a note of the notes folder") }
        guard note != target else { return }
        let to = path(of: target)
        var info = stat()
        guard lstat(to, &info) != 0 else { throw .badName(asked, reason: "a folder or note of that name exists there") }
        guard withSystemPath(of: note, { Foundation.rename($0, to) }) == 0 else { throw .file(to, reason: Self.lastError()) }
    }

    private func makeRoot() throws(ExampleError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw .dataDirectory(root, reason: "is a file, not a folder") }
            return
        }
        do { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) } catch {
            throw .dataDirectory(root, reason: "cannot be created: \(error.localizedDescription)")
        }
    }

    private func loadSettings() {
        guard let bytes = try? AtomicFile.read(root + "/" + Self.settingsFile, limit: 4096) else { return }
        isLoading = true
        defer { isLoading = false }
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if parts[0] == "sort", let order = SortOrder(rawValue: parts[1]) { sortOrder = order }
            if parts[0] == "confirm-delete" { confirmsDelete = parts[1] != "no" }
        }
    }

    private func saveSettings() {
        guard FileManager.default.fileExists(atPath: root) else { return }
        let text = "sort=\(sortOrder.rawValue)\nconfirm-delete=\(confirmsDelete ? "yes" : "no")\n"
        do { try AtomicFile.write(Array(text.utf8), to: root + "/" + Self.settingsFile, permissions: 0o644, writer: writer) } catch {
            lastError = .file(root + "/" + Self.settingsFile, reason: "\(error)")
        }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
