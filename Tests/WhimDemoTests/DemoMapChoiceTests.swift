import Foundation
import Testing
import WhimDemo

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

    @Test func aStyleWithAnExtractIsRefused() throws {
        let extract = try DemoAssets.helsinkiMap().path
        let message = "\(try #require(throws: DemoError.self) { try DemoMapChoice.load(map: extract, style: "s.json") })"
        #expect(message.contains("a style applies to vector tiles"))
    }
}
