import Foundation
import Testing
import WhimDemo
import WhimGraphics
import WhimTestSupport

/// `whim-demo record`'s contact sheets: any number of shots within the script limits gives pages that each
/// fit a surface, not one sheet too tall to make.
@Suite struct ContactSheetPagesTests {
    @Test func sevenHundredShotsGoOnPagesThatEachFit() throws {
        let root = try TemporaryFolder()
        let folder = try OutputFolder(path: root.path + "/out")
        let pages = ContactSheetPages(folder: folder, title: "test")
        let frame = try Surface(width: 320, height: 180, format: .rgb24)
        for i in 0..<700 { try pages.add(frame, caption: "shot-\(i)") }
        try pages.finish()
        let expected = (700 + ContactSheetPages.perPage - 1) / ContactSheetPages.perPage
        #expect(pages.pageNames.count == expected)
        #expect(pages.pageNames.first == "contact-sheet.png" && pages.pageNames.last == "contact-sheet-\(expected).png")
        for name in [pages.pageNames.first!, pages.pageNames.last!] {
            let sheet = try Surface(pngFile: root.path + "/out/" + name)
            #expect(sheet.height < 8192 && sheet.width < 8192, "\(name): \(sheet.width)x\(sheet.height)")
        }
    }

    @Test func noShotsStillWriteOneSheet() throws {
        let root = try TemporaryFolder()
        let pages = ContactSheetPages(folder: try OutputFolder(path: root.path + "/out"), title: "test")
        try pages.finish()
        #expect(pages.pageNames == ["contact-sheet.png"])
    }
}
