import Testing
import WhimCore
import WhimGraphics
import WhimTestSupport

/// A list longer than its card, scrolled a third of the way: the fifth row at the top, the selected row
/// highlighted, and the scroll bar's thumb at the trailing edge, a quarter of the track long (4 of 16 rows
/// in view), a third of the way down.
@Suite struct ScrolledListGoldenTests {
    @Test func scrolledListWithItsScrollBar() throws {
        let rows = (0..<16).map { i in
            ListRow(id: "\(i)", icon: i.isMultiple(of: 2) ? .tram : .bike, iconColor: i.isMultiple(of: 2) ? 0x9334E6 : 0x188038,
                    title: "Stop \(i + 1)", subtitle: "Trams 3, 6, 9 · \(i + 1) min", detail: "\(100 * (i + 1)) m")
        }
        let list = ListView(rows: rows, visibleRowLimit: 4)
        list.selectedID = "6"
        let panel = Panel(title: "card", chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 16, left: 12, bottom: 0, right: 12), root: list)
        let size = Size(width: 480, height: 4 * list.rowHeight + 16 + panel.chrome.shadowMargin.vertical)
        panel.resize(to: size)
        panel.layoutIfNeeded()
        list.scroll(to: list.maxScroll / 3)
        let thumb = try #require(list.scrollBarThumb)
        #expect(abs(thumb.height - (list.frame.height - 6) / 4) < 0.01)
        let frame = try Surface(width: 480, height: Int(size.height.rounded(.up)), format: .rgb24)
        let canvas = Canvas(frame)
        canvas.clear(Color(0xE5E9EC))
        canvas.draw(try #require(panel.renderedSurface()), at: PixelPoint(x: 0, y: 0))
        canvas.flush()
        assertGolden(frame, named: "scrolled-list", tolerance: ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 60))
    }
}
