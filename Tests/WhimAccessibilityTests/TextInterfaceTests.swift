import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimRandom
@testable import WhimAccessibility

/// The Text and EditableText interfaces of fields as a screen reader uses them: the caret and the selection
/// in characters, the text cut into characters, words, sentences and lines, the events a change makes
/// (what was deleted and inserted, where the caret went), and edits asked over the bus done on the frame
/// thread as the user's own (undoable, the owner told).
@Suite struct TextInterfaceTests {
    static let boundaries: [AtspiTextBoundary] = [.character, .wordStart, .wordEnd, .sentenceStart, .sentenceEnd, .lineStart, .lineEnd]

    @Test func piecesOfTextAreWhatAScreenReaderReads() {
        let text = "Kamppi station. Next one!\nLine two"
        func piece(_ b: AtspiTextBoundary, _ offset: Int) -> String {
            let r = b.range(in: text, at: offset)
            return AtspiObjectServer.substring(text, r.lowerBound, r.upperBound)
        }
        #expect(piece(.character, 3) == "p")
        #expect(piece(.wordStart, 2) == "Kamppi ")
        #expect(piece(.wordStart, 7) == "station. ")
        #expect(piece(.wordEnd, 8) == " station")
        #expect(piece(.sentenceStart, 3) == "Kamppi station. ")
        #expect(piece(.sentenceStart, 18) == "Next one!\n")
        #expect(piece(.sentenceEnd, 18) == " Next one!")
        #expect(piece(.lineStart, 5) == "Kamppi station. Next one!\n")
        #expect(piece(.lineStart, 30) == "Line two")
        #expect(piece(.lineEnd, 30) == "\nLine two")
        #expect(piece(.wordStart, 999) == "two", "past the end: the last piece")
        #expect(AtspiTextBoundary.wordStart.range(in: "", at: 0) == 0..<0)
        #expect(AtspiTextBoundary(boundaryType: 7) == nil && AtspiTextBoundary(granularity: -1) == nil)
        #expect(AtspiTextBoundary(granularity: 1) == .wordStart && AtspiTextBoundary(boundaryType: 6) == .lineEnd)
    }

    /// For random texts, every kind of piece tiles the text: the piece at an offset holds it, and the piece at
    /// its own start is itself, so the pieces in order cover every character exactly once.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func piecesTileEveryText(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let alphabet: [String] = ["a", "b", "Ö", " ", " ", ".", "!", "\n", "é", "7", "-"]
        for _ in 0..<60 {
            let text = (0..<Int.random(in: 1...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
            let count = text.unicodeScalars.count
            for b in Self.boundaries {
                var next = 0
                while next < count {
                    let r = b.range(in: text, at: next)
                    #expect(r.lowerBound == next && r.upperBound > next, "\(b) of \(text.debugDescription) at \(next)")
                    for o in r { #expect(b.range(in: text, at: o) == r, "\(b) of \(text.debugDescription) at \(o)") }
                    next = r.upperBound
                }
            }
        }
    }

    final class Screen {
        let container: WhimSceneContainer
        let clock = ManualClock()
        let field = TextField(text: "Kamppi", placeholder: "Where to?")
        var changes: [String] = []

        init() throws {
            container = try WhimSceneContainer(size: Size(width: 480, height: 640), clock: clock, backdrop: GridBackdrop())
            let panel = Panel(title: "Screen", chrome: .plain(.white), root: VStack(spacing: 8, [Button("Go"), field]))
            container.setRoot(WhimSceneNavigationStack([WhimSingleScene(.fullscreen(panel))]))
            field.onChange = { [unowned self] in changes.append($0) }
            container.settle(on: clock)
        }
    }

    @Test func theCaretAndTheSelectionAreAnsweredAndEditsBecomeEvents() throws {
        let s = try Screen()
        let builder = AccessibilityTreeBuilder(appName: "App")
        let before = builder.capture(s.container, windowTitle: "T")
        let id = try #require(before.nodes.values.first { $0.role == .entry }).id
        func call(_ tree: AccessibilityTree, _ interface: String, _ member: String, _ arguments: [DBusValue] = []) -> DBusAnswer {
            AtspiObjectServer(busName: ":1.9", tree: tree).answer(DBusMethodCall(path: AtspiObjectServer.path(of: id), interface: interface, member: member, arguments: arguments)).0
        }
        #expect(call(before, "org.a11y.atspi.Accessible", "GetInterfaces") == .reply([.array(elementSignature: "s",
            ["Accessible", "Component", "Action", "Text", "EditableText"].map { .string("org.a11y.atspi." + $0) })]))
        #expect(call(before, "org.a11y.atspi.Text", "GetNSelections") == .reply([.int32(0)]))

        s.field.beginEditing()
        s.field.selectCharacters(1..<4)
        let selected = builder.capture(s.container, windowTitle: "T")
        #expect(call(selected, "org.freedesktop.DBus.Properties", "Get", [.string("org.a11y.atspi.Text"), .string("CaretOffset")]) == .reply([.variant(.int32(4))]))
        #expect(call(selected, "org.a11y.atspi.Text", "GetNSelections") == .reply([.int32(1)]))
        #expect(call(selected, "org.a11y.atspi.Text", "GetSelection", [.int32(0)]) == .reply([.int32(1), .int32(4)]))
        #expect(call(selected, "org.a11y.atspi.Text", "GetStringAtOffset", [.int32(2), .uint32(1)]) == .reply([.string("Kamppi"), .int32(0), .int32(6)]))
        let path = AtspiObjectServer.path(of: id)
        let moved = AtspiEvent.changes(from: before, to: selected, busName: ":1.9").filter { $0.path == path && $0.member.hasPrefix("Text") }
        #expect(moved.map(\.member) == ["TextCaretMoved", "TextSelectionChanged"] && moved.first?.detail1 == 4)

        // Typing over the selection: "amp" deleted at 1, "ö" inserted there, the caret after it.
        #expect(s.container.handle(.text("ö")))
        let typed = builder.capture(s.container, windowTitle: "T")
        let events = AtspiEvent.changes(from: selected, to: typed, busName: ":1.9").filter { $0.path == path }
        #expect(events.filter { $0.member == "TextChanged" } == [
            AtspiEvent(path: path, member: "TextChanged", kind: "delete", detail1: 1, detail2: 3, value: .string("amp")),
            AtspiEvent(path: path, member: "TextChanged", kind: "insert", detail1: 1, detail2: 1, value: .string("ö")),
        ])
        #expect(events.first { $0.member == "TextCaretMoved" }?.detail1 == 2)
        #expect(typed[id]?.text == "Köpi")
    }

    @Test func editsAskedOverTheBusAreTheUsersOwn() throws {
        let s = try Screen()
        let builder = AccessibilityTreeBuilder(appName: "App")
        let tree = builder.capture(s.container, windowTitle: "T")
        let id = try #require(tree.nodes.values.first { $0.role == .entry }).id
        let server = AtspiObjectServer(busName: ":1.9", tree: tree)
        func ask(_ interface: String, _ member: String, _ arguments: [DBusValue]) throws -> AccessibilityActionRequest {
            let (answer, request) = server.answer(DBusMethodCall(path: AtspiObjectServer.path(of: id), interface: "org.a11y.atspi." + interface, member: member, arguments: arguments))
            #expect(answer == .reply([.boolean(true)]))
            return try #require(request)
        }
        #expect(builder.perform(try ask("EditableText", "InsertText", [.int32(6), .string(" station!!"), .int32(8)]), in: s.container))
        #expect(s.field.text == "Kamppi station")
        #expect(builder.perform(try ask("EditableText", "DeleteText", [.int32(6), .int32(14)]), in: s.container))
        #expect(s.field.text == "Kamppi")
        #expect(builder.perform(try ask("EditableText", "SetTextContents", [.string("Töölö\nbay")]), in: s.container))
        #expect(s.field.text == "Töölöbay", "a field takes no line break, from a screen reader as from typing")
        #expect(s.changes == ["Kamppi station", "Kamppi", "Töölöbay"])
        #expect(builder.perform(try ask("Text", "SetCaretOffset", [.int32(2)]), in: s.container))
        #expect(s.field.editing.caret == "Tö".utf8.count)
        #expect(builder.perform(try ask("Text", "SetSelection", [.int32(0), .int32(5), .int32(1)]), in: s.container))
        #expect(s.field.editing.selectedText == "öölö")
        #expect(builder.perform(try ask("EditableText", "DeleteText", [.int32(-5), .int32(1_000)]), in: s.container))
        #expect(s.field.text == "")
        // Undone as typing is: Ctrl+Z brings the text back.
        #expect(s.container.handle(.key(.character("z"), [.control])))
        #expect(s.field.text == "Töölöbay")
    }
}
