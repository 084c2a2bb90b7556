import Foundation
import Testing
import WhimCore
import WhimGraphics
import WhimTestSupport

/// Golden frames of every transition kind × scene combination × progress, over a labelled grid so
/// positions are visible. Files are named `<kind>.<combo>-p<progress>.png`. Each kind also writes a
/// contact sheet to `$SNAPSHOT_ARTIFACTS/contact-sheets/<kind>.png` for people to review.
@Suite struct TransitionGoldenTests {
    static let progresses = [0.0, 0.25, 0.5, 0.75, 1.0]
    static let tolerance = ImageTolerance(maxChannelDelta: 16, maxDifferingPixels: 80)

    @Test(arguments: TransitionKind.allCases)
    func transition(_ kind: TransitionKind) throws {
        var rows: [(label: String, cells: [ContactSheet.Cell])] = []
        for combo in SceneCombo.allCases {
            var cells: [ContactSheet.Cell] = []
            for p in Self.progresses {
                let frame = try renderTransition(kind, combo, progress: p)
                let name = "\(combo.rawValue)-p\(String(format: "%03d", Int(p * 100)))"
                assertGolden(frame, named: name, tolerance: Self.tolerance, testName: kind.rawValue)
                cells.append(ContactSheet.Cell(image: frame, caption: "p = \(p)"))
            }
            rows.append((combo.rawValue, cells))
        }
        let sheet = try ContactSheet(
            title: "\(kind.rawValue): fullscreen→multipart, multipart→multipart, multipart→fullscreen", rows: rows, cellWidth: 192
        ).render()
        let folder = goldenArtifactsDirectory.appendingPathComponent("contact-sheets", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try sheet.writePNG(to: folder.appendingPathComponent("\(kind.rawValue).png").path)
    }
}
