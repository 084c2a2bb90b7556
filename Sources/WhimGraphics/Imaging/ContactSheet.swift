/// Lays frames out in a labelled grid on one image, for people to review a sequence at a glance
/// (transition contact sheets in the README, `whim-demo record`).
public struct ContactSheet {
    /// One cell: an image and its caption.
    public struct Cell {
        /// The frame, scaled to fill its cell (the sheet's cell width × the first frame's aspect ratio), so frames of another shape are stretched.
        public var image: Surface
        /// The line of text under the frame.
        public var caption: String
        /// A cell showing `image` above `caption`.
        public init(image: Surface, caption: String) {
            self.image = image
            self.caption = caption
        }
    }

    /// The heading drawn at the top of the sheet.
    public var title: String
    /// Rows of cells; each row may have its own label.
    public var rows: [(label: String, cells: [Cell])]
    /// The width each frame is scaled to.
    public var cellWidth: Double

    /// A sheet with `title`, its rows, and each frame scaled to `cellWidth` logical points wide.
    public init(title: String, rows: [(label: String, cells: [Cell])] = [], cellWidth: Double = 240) {
        self.title = title
        self.rows = rows
        self.cellWidth = cellWidth
    }

    /// Renders the sheet (RGB24). Throws only if the sheet would be larger than a surface can be.
    public func render() throws(GraphicsError) -> Surface {
        let pad = 10.0, captionHeight = 18.0, titleHeight = 34.0, labelWidth = rows.contains { !$0.label.isEmpty } ? 110.0 : 0
        let columns = rows.map(\.cells.count).max() ?? 0
        let aspect = rows.first?.cells.first.map { Double($0.image.height) / Double($0.image.width) } ?? 0.5625
        let cellHeight = cellWidth * aspect
        let width = labelWidth + pad + Double(columns) * (cellWidth + pad)
        let height = titleHeight + Double(rows.count) * (cellHeight + captionHeight + pad) + pad
        let sheet = try Surface(width: max(1, Int(width.rounded(.up))), height: max(1, Int(height.rounded(.up))), format: .rgb24)
        let c = Canvas(sheet)
        c.clear(Color(0xFAFAFA))
        c.drawText(title, at: Point(x: pad, y: 24), font: .bold(16), color: Color(0x202124))
        for (r, row) in rows.enumerated() {
            let y = titleHeight + Double(r) * (cellHeight + captionHeight + pad)
            if labelWidth > 0 {
                c.drawText(row.label, in: Rect(x: pad, y: y, width: labelWidth - pad, height: cellHeight), font: .bold(12), color: Color(0x5F6368))
            }
            for (i, cell) in row.cells.enumerated() {
                let x = labelWidth + pad + Double(i) * (cellWidth + pad)
                let frame = Rect(x: x, y: y, width: cellWidth, height: cellHeight)
                c.draw(cell.image, in: frame, quality: .best)
                c.stroke(.rect(frame), Color(0xBDC1C6), style: LineStyle(width: 1))
                c.drawText(cell.caption, in: Rect(x: x, y: y + cellHeight, width: cellWidth, height: captionHeight), font: .regular(11), color: Color(0x5F6368), alignment: .center)
            }
        }
        return sheet
    }
}
