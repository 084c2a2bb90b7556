import Foundation
import Testing
import WhimGraphics
import WhimTestSupport

@Suite(.serialized) struct ImageComparisonTests {
    func card() throws -> Surface {
        let s = try Surface(width: 64, height: 48, format: .rgb24)
        let c = Canvas(s)
        c.clear(.white)
        c.fill(Rect(x: 8, y: 8, width: 20, height: 20), Color(0x2E7D32))
        return s
    }

    @Test func identicalImagesMatchExactly() throws {
        let d = ImageComparison.compare(expected: try card(), actual: try card())
        #expect(d.changedPixels == 0 && d.maxChannelDelta == 0)
        #expect(d.isWithin(.exact))
    }

    @Test func aRealDifferenceIsCountedAndFails() throws {
        let a = try card(), b = try card()
        Canvas(b).fill(Rect(x: 40, y: 30, width: 3, height: 2), .black)
        let d = ImageComparison.compare(expected: a, actual: b, tolerance: ImageTolerance(maxChannelDelta: 8, maxDifferingPixels: 5))
        #expect(d.differingPixels == 6)
        #expect(d.maxChannelDelta == 255)
        #expect(!d.isWithin(ImageTolerance(maxChannelDelta: 8, maxDifferingPixels: 5)))
        #expect(d.isWithin(ImageTolerance(maxChannelDelta: 8, maxDifferingPixels: 6)))
    }

    @Test func smallDeltasUnderTheChannelToleranceDoNotCount() throws {
        let a = try card(), b = try card()
        Canvas(b).fill(Rect(x: 0, y: 0, width: 64, height: 48), Color(0x000000, alpha: 0.01))
        let d = ImageComparison.compare(expected: a, actual: b, tolerance: ImageTolerance(maxChannelDelta: 4, maxDifferingPixels: 0))
        #expect(d.changedPixels > 0)
        #expect(d.differingPixels == 0)
    }

    @Test func sizeMismatchNeverMatches() throws {
        let d = ImageComparison.compare(expected: try card(), actual: try Surface(width: 10, height: 10, format: .rgb24))
        #expect(d.sizeMismatch != nil)
        #expect(!d.isWithin(ImageTolerance(maxChannelDelta: 255, maxDifferingPixels: .max)))
    }

    @Test func diffImageMarksTheDifferenceInRed() throws {
        let a = try card(), b = try card()
        Canvas(b).fill(Rect(x: 40, y: 30, width: 3, height: 2), .black)
        let diff = ImageComparison.diffImage(expected: a, actual: b)
        #expect(diff.pixel(x: 41, y: 31).red == 1 && diff.pixel(x: 41, y: 31).blue == 0)
        #expect(diff.pixel(x: 2, y: 2).red == diff.pixel(x: 2, y: 2).blue)  // unchanged: grey
    }

    /// The golden assertion itself must fail when a pixel really differs from the committed PNG, and
    /// leave the actual and diff images behind.
    @Test func goldenAssertionFailsOnARealDifference() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/ImageComparisonTests/comparisonCard.card.png").path
        try #require(FileManager.default.fileExists(atPath: golden), "the unaltered card golden must be committed first")
        let altered = try card()
        Canvas(altered).fill(Rect(x: 50, y: 10, width: 6, height: 6), Color(0xD32F2F))
        withKnownIssue("the altered card must not match the committed golden") {
            assertGolden(altered, named: "card", tolerance: ImageTolerance(maxChannelDelta: 2, maxDifferingPixels: 10), testName: "comparisonCard")
        }
        let diff = goldenArtifactsDirectory.appendingPathComponent("ImageComparisonTests/comparisonCard.card.diff.png").path
        #expect(FileManager.default.fileExists(atPath: diff))
    }

    @Test func goldenAssertionPassesOnTheSameImage() throws {
        assertGolden(try card(), named: "card", tolerance: .exact, testName: "comparisonCard")
    }
}
