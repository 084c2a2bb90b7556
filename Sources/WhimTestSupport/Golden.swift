import Foundation
import SnapshotTesting
import WhimGraphics

/// Golden-image testing for surfaces: PNGs committed under the test target's `__Snapshots__` folder,
/// compared with a per-fixture tolerance.
///
/// Record mode comes from swift-snapshot-testing: `SNAPSHOT_TESTING_RECORD=all|missing|failed|never`
/// (default `missing`: a missing golden is recorded and the test fails once). On a mismatch the actual image
/// is written under `$SNAPSHOT_ARTIFACTS` (default: the temporary folder) and a diff image beside it; the
/// failure message prints both paths and the measured difference.
public func assertGolden(
    _ surface: @autoclosure () throws -> Surface,
    named name: String,
    tolerance: ImageTolerance,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    let fileName = URL(fileURLWithPath: "\(filePath)").deletingPathExtension().lastPathComponent
    let cleanTest = goldenTestName(testName)
    let artifactName = "\(cleanTest).\(name)"
    assertSnapshot(
        of: try surface(),
        as: .png(tolerance: tolerance, artifactFolder: fileName, artifactName: artifactName),
        named: name,
        fileID: fileID, file: filePath, testName: cleanTest, line: line, column: column)
}

/// A test's function name without the argument list: `push(kind:)` becomes `push`.
func goldenTestName(_ function: String) -> String {
    String(function.prefix { $0 != "(" })
}

/// The folder where failing goldens leave their actual and diff images.
public var goldenArtifactsDirectory: URL {
    URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
}

extension Snapshotting where Value == Surface, Format == Data {
    /// Surfaces as PNG files, compared after decoding with `tolerance`; a mismatch writes a diff image
    /// named `<artifactName>.diff.png` into `$SNAPSHOT_ARTIFACTS/<artifactFolder>/`.
    public static func png(tolerance: ImageTolerance, artifactFolder: String, artifactName: String) -> Snapshotting {
        Snapshotting(
            pathExtension: "png",
            diffing: .diff(
                toData: { $0 },
                fromData: { $0 },
                diffV2: { expectedData, actualData in
                    goldenDiff(
                        expectedData: expectedData, actualData: actualData, tolerance: tolerance,
                        artifactFolder: artifactFolder, artifactName: artifactName)
                }),
            snapshot: { surface in
                // Encoding an existing surface only fails when memory runs out; an empty PNG then fails the diff.
                Data((try? surface.pngData()) ?? [])
            })
    }
}

/// Compares two PNG encodings; nil when they match within tolerance, else a message naming the difference
/// and where the actual and diff images were written.
func goldenDiff(
    expectedData: Data, actualData: Data, tolerance: ImageTolerance, artifactFolder: String, artifactName: String
) -> (String, [DiffAttachment])? {
    if expectedData == actualData { return nil }
    let expected: Surface, actual: Surface
    do {
        expected = try Surface(pngData: [UInt8](expectedData), name: "golden")
        actual = try Surface(pngData: [UInt8](actualData), name: "actual")
    } catch {
        return ("cannot decode the golden or the actual image: \(error)", [])
    }
    let difference = ImageComparison.compare(expected: expected, actual: actual, tolerance: tolerance)
    if difference.isWithin(tolerance) { return nil }
    let folder = goldenArtifactsDirectory.appendingPathComponent(artifactFolder, isDirectory: true)
    let diffPath = folder.appendingPathComponent("\(artifactName).diff.png").path
    let actualPath = folder.appendingPathComponent("\(artifactName).png").path
    var written = "diff image: \(diffPath)"
    do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try ImageComparison.diffImage(expected: expected, actual: actual, tolerance: tolerance).writePNG(to: diffPath)
    } catch {
        written = "could not write the diff image: \(error)"
    }
    return (
        """
        golden image differs: \(difference); tolerance \(tolerance)
        actual image: \(actualPath)
        \(written)
        re-record with SNAPSHOT_TESTING_RECORD=failed if the change is intended (then look at the new PNG)
        """, []
    )
}
