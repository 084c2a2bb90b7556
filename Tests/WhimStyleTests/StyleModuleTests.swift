import Testing
@testable import WhimStyle

@Suite struct StyleModuleTests {
    @Test func moduleBuilds() { #expect(Bool(true)) }
}
