import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimExamples
import WhimGraphics
import WhimTestSupport

/// Goldens of each example's key states over the map (800×450, settled, tiles loaded).
@Suite struct ExampleGoldenTests {
    static let tolerance = ImageTolerance(maxChannelDelta: 24, maxDifferingPixels: 300)

    /// Takes each key state and compares it with its golden, named `example.caption`.
    static func checkKeyStates(_ example: any Example, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (app, clock) = try makeExampleApp(example, width: 800, height: 450)
        let name = type(of: example).name
        for cell in try app.takeKeyStates(on: clock) {
            assertGolden(cell.image, named: name + "." + cell.caption.replacingOccurrences(of: " ", with: "-"), tolerance: tolerance, testName: "keyStates")
        }
    }

    @Test func navigator() throws {
        try Self.checkKeyStates(NavigatorExample(options: ExampleOptions()))
    }

    @Test func waha() throws {
        try Self.checkKeyStates(WahaExample())
    }

    @Test func tracker() throws {
        try Self.checkKeyStates(TrackerExample(options: ExampleOptions()))
    }

    @Test func notes() throws {
        let folder = try TemporaryFolder()
        try Self.checkKeyStates(NotesExample(options: ExampleOptions(dataDirectory: folder.path + "/notes")))
    }
}
