import WhimGraphics

/// The contact sheets of a recording: its shots in pages of `perPage` (`columns` to a row), each page
/// written into the output folder as soon as it fills. However many shots a script takes, every sheet
/// stays far inside a surface's size, and memory holds one page of shots.
public final class ContactSheetPages {
    /// Shots in a row of a sheet.
    public static let columns = 4
    /// Shots on a page (ten rows).
    public static let perPage = 40
    private let folder: OutputFolder
    private let title: String
    private let cellWidth: Double
    private var cells: [ContactSheet.Cell] = []
    /// Shots added so far.
    public private(set) var shotCount = 0
    /// The pages written so far, first first.
    public private(set) var pageNames: [String] = []

    /// Pages written into `folder`, headed `title` and the shots they show, each frame `cellWidth` wide.
    public init(folder: OutputFolder, title: String, cellWidth: Double = 300) {
        self.folder = folder
        self.title = title
        self.cellWidth = cellWidth
    }

    /// The file of page `n` (from 1): `contact-sheet.png`, then `contact-sheet-2.png`, ….
    public static func name(ofPage n: Int) -> String {
        n == 1 ? "contact-sheet.png" : "contact-sheet-\(n).png"
    }

    /// Adds a shot; writes the page it fills.
    public func add(_ image: Surface, caption: String) throws(OutputFolder.Failure) {
        cells.append(ContactSheet.Cell(image: image, caption: caption))
        shotCount += 1
        if cells.count == Self.perPage { try writePage() }
    }

    /// Writes the last page (a page saying there were no shots when there were none).
    public func finish() throws(OutputFolder.Failure) {
        if !cells.isEmpty || pageNames.isEmpty { try writePage() }
    }

    private func writePage() throws(OutputFolder.Failure) {
        let name = Self.name(ofPage: pageNames.count + 1)
        let first = shotCount - cells.count + 1
        let heading = cells.isEmpty ? "\(title) — no shots" : "\(title) — shots \(first)–\(shotCount)"
        let rows = stride(from: 0, to: cells.count, by: Self.columns).map { (label: "", cells: Array(cells[$0..<min($0 + Self.columns, cells.count)])) }
        let sheet: Surface
        do { sheet = try ContactSheet(title: heading, rows: rows, cellWidth: cellWidth).render() } catch {
            throw .system(folder.path + "/" + name, reason: "\(error)")
        }
        try folder.writePNG(sheet, to: name)
        cells = []
        pageNames.append(name)
    }
}
