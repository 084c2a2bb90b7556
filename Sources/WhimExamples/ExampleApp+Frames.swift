import WhimAnimation
import WhimCore
import WhimGraphics

extension ExampleApp {
    /// Reaches each key state of the example in order and copies its settled frame.
    public func takeKeyStates(on clock: ManualClock) throws -> [ContactSheet.Cell] {
        var cells: [ContactSheet.Cell] = []
        for shot in example.keyStates {
            try shot.reach(self)
            settle(on: clock)
            cells.append(ContactSheet.Cell(image: container.frame.copy(), caption: shot.caption))
        }
        return cells
    }

    /// The example's key states on one image, three to a row, each frame `cellWidth` wide: the README's
    /// picture of it.
    public func contactSheet(on clock: ManualClock, cellWidth: Double = 290) throws -> Surface {
        let cells = try takeKeyStates(on: clock)
        let columns = 3
        let rows = stride(from: 0, to: cells.count, by: columns).map { (label: "", cells: Array(cells[$0..<min($0 + columns, cells.count)])) }
        let name = type(of: example).name
        return try ContactSheet(title: "whim-demo example \(name)", rows: rows, cellWidth: cellWidth).render()
    }
}
