import Foundation
import Testing
import WhimCore
import WhimDemo
import WhimGraphics
import WhimTestSupport

@Suite(.serialized) struct DemoFlowTests {
    @Test func homeShowsSearchAndOptions() throws {
        let (app, _) = try makeDemo()
        #expect(app.visibleTitles == ["Search", "card"])
        try app.container.frame.writePNG(to: "/tmp/demo-home.png")
    }
}
