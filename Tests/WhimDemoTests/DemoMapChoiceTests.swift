import Foundation
import Testing
import WhimDemo
import WhimMap
import WhimMapBackdrop

/// The map and style the command line chose, and the one-line errors naming what is wrong with them.
@Suite struct DemoMapChoiceTests {
    @Test func aBadStyleIsReportedAsAStyleNamingTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-style-\(UInt32.random(in: 0...UInt32.max)).json").path
        try Data("{ nope".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for bad in [path, "/dev/zero", path + ".missing"] {
            let message = "\(try #require(throws: DemoError.self) { try DemoMapChoice.loadStyle(bad) })"
            #expect(message.hasPrefix("cannot load the style: "), "\(message)")
            #expect(message.contains(bad.hasSuffix(".missing") ? bad : (bad == "/dev/zero" ? "device" : bad)), "\(message)")
            #expect(!message.contains("\n"))
        }
    }

    @Test func anExtractIsDrawnThroughItsTilesInAnyStyle() throws {
        let extract = try DemoAssets.helsinkiMap().path
        // The extract's tiles take a style like any other source: a missing one is reported as the style.
        let message = "\(try #require(throws: DemoError.self) { try DemoMapChoice.load(map: extract, style: "s.json") })"
        #expect(message.hasPrefix("cannot load the style: ") && message.contains("s.json"), "\(message)")
        let liberty = try DemoAssets.asset("styles/osm-liberty/style.json").path
        let choice = try DemoMapChoice.load(map: extract, style: liberty)
        guard case let .tiles(source, style, initialBounds) = choice.backdrop else { Issue.record("not tiles"); return }
        #expect(source is OSMTileSource)
        #expect(style.layers.count > 50)
        #expect(initialBounds == choice.model.bounds)
    }
}
