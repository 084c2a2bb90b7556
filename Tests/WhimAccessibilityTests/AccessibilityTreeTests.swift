import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
@testable import WhimAccessibility

/// The snapshot of the scenes as AT-SPI objects, and the answers and events over it, without D-Bus: the tree's
/// shape and invariants, ids that stay, extents in screen coordinates, the methods a screen reader calls,
/// the events of a change, and actions performed on the frame thread as a keyboard user would.
@Suite struct AccessibilityTreeTests {
    final class Screen {
        let container: WhimSceneContainer
        let clock = ManualClock()
        let button = Button("Go")
        let toggle = Toggle("Insurance")
        let list = ListView(rows: (0..<4).map { ListRow(id: "\($0)", title: "Row \($0)", subtitle: "Sub \($0)") })
        let segments = SegmentedControl(["One", "Two", "Three"])
        let field = TextField(text: "Kamppi", placeholder: "Where to?")
        let presenter: WhimPresentingScene
        let stack: WhimSceneNavigationStack
        var pressed = 0
        var chosen: [String] = []

        init() throws {
            container = try WhimSceneContainer(size: Size(width: 480, height: 640), clock: clock, backdrop: GridBackdrop())
            list.accessibleName = "rows"
            let panel = Panel(title: "Screen", chrome: .plain(.white), root: VStack(spacing: 8, [button, toggle, list, segments, field, Label("Text")]))
            stack = WhimSceneNavigationStack([WhimSingleScene(.fullscreen(panel))])
            presenter = WhimPresentingScene(base: stack)
            button.action = { [unowned self] in pressed += 1 }
            list.onSelect = { [unowned self] in chosen.append($0.id) }
            container.setRoot(presenter)
            container.settle(on: clock)
        }
    }

    static let origin = Point(x: 300, y: 120)

    /// Every node's children name it as their parent, every node but the application is some node's child
    /// exactly once, and the window's children are the scenes on show.
    static func checkInvariants(_ tree: AccessibilityTree) {
        var seen: [Int: Int] = [:]
        for node in tree.nodes.values {
            for child in node.children {
                #expect(tree[child]?.parent == node.id)
                seen[child, default: 0] += 1
            }
            if let parent = node.parent { #expect(tree[parent]?.children.contains(node.id) == true) }
        }
        #expect(seen.count == tree.nodes.count - 1 && seen.values.allSatisfy { $0 == 1 })
        #expect(tree[AccessibilityTree.applicationID]?.children == [AccessibilityTree.windowID])
    }

    @Test func aScreenIsAPanelOfItsWidgetsInReadingOrder() throws {
        let s = try Screen()
        let builder = AccessibilityTreeBuilder(appName: "App")
        let tree = builder.capture(s.container, windowTitle: "Screen — App", windowOrigin: Self.origin)
        Self.checkInvariants(tree)
        let window = try #require(tree[AccessibilityTree.windowID])
        #expect(window.role == .frame && window.name == "Screen — App")
        let panel = try #require(window.children.first.flatMap { tree[$0] })
        #expect(window.children.count == 1 && panel.role == .panel && panel.name == "Screen")
        let widgets = panel.children.compactMap { tree[$0] }
        #expect(widgets.map(\.role) == [.pushButton, .toggleButton, .list, .pageTabList, .entry])
        #expect(widgets.map(\.name) == ["Go", "Insurance", "rows", "One / Two / Three", "Where to?"])
        #expect(widgets[0].actions == [.press] && widgets[1].actions == [.toggle] && widgets[2].actions.isEmpty)
        let rows = widgets[2].children.compactMap { tree[$0] }
        #expect(rows.map(\.name) == ["Row 0", "Row 1", "Row 2", "Row 3"] && rows.allSatisfy { $0.role == .listItem && $0.actions == [.activate] })
        #expect(rows[1].description == "Sub 1")
        #expect(widgets[3].children.compactMap { tree[$0] }.map(\.name) == ["One", "Two", "Three"])
        #expect(widgets[4].text == "Kamppi" && widgets[4].states.contains(.editable))
        #expect(widgets[0].states.isSuperset(of: [.focusable, .focused, .enabled, .sensitive, .showing]), "focus starts on the first widget")
        #expect(tree.focusedID == widgets[0].id)

        // The same screen captured again is the same tree, ids included.
        #expect(builder.capture(s.container, windowTitle: "Screen — App", windowOrigin: Self.origin) == tree)
    }

    /// Component extents: window coordinates plus the window's origin on the screen; relative to the parent.
    @Test func extentsAreInScreenCoordinates() throws {
        let s = try Screen()
        let tree = AccessibilityTreeBuilder(appName: "App").capture(s.container, windowTitle: "T", windowOrigin: Self.origin)
        let server = AtspiObjectServer(busName: ":1.9", tree: tree)
        let elements = s.container.keyboardFocus.elements()
        for node in tree.nodes.values where node.parent.flatMap({ tree[$0] })?.role == .panel {
            let element = try #require(elements.first { $0.name == node.name })
            let f = element.frame
            let (screen, _) = server.answer(DBusMethodCall(path: AtspiObjectServer.path(of: node.id), interface: "org.a11y.atspi.Component",
                                                           member: "GetExtents", arguments: [.uint32(0)]))
            #expect(screen == .reply([.tuple([.int32(Int32((f.minX + 300).rounded())), .int32(Int32((f.minY + 120).rounded())),
                                              .int32(Int32(f.width.rounded())), .int32(Int32(f.height.rounded()))])]))
            let (window, _) = server.answer(DBusMethodCall(path: AtspiObjectServer.path(of: node.id), interface: "org.a11y.atspi.Component",
                                                           member: "GetExtents", arguments: [.uint32(1)]))
            #expect(window == .reply([.tuple([.int32(Int32(f.minX.rounded())), .int32(Int32(f.minY.rounded())),
                                              .int32(Int32(f.width.rounded())), .int32(Int32(f.height.rounded()))])]))
            // The object at the centre of its extents is itself (or one of its children).
            let hit = tree.node(at: Point(x: f.midX + 300, y: f.midY + 120), in: .screen, under: try #require(tree[AccessibilityTree.windowID]))
            #expect(hit?.id == node.id || hit?.parent == node.id)
        }
    }

    /// What a screen reader asks: the tree walked by GetChildAtIndex and GetIndexInParent agrees with the
    /// children, names and roles come back, unknown objects and methods are errors, and DoAction and
    /// GrabFocus come back as requests.
    @Test func methodCallsAreAnsweredFromTheTree() throws {
        let s = try Screen()
        let tree = AccessibilityTreeBuilder(appName: "App").capture(s.container, windowTitle: "T", windowOrigin: .zero)
        let server = AtspiObjectServer(busName: ":1.9", tree: tree)
        func call(_ id: Int, _ interface: String, _ member: String, _ arguments: [DBusValue] = []) -> DBusAnswer {
            server.answer(DBusMethodCall(path: AtspiObjectServer.path(of: id), interface: "org.a11y.atspi." + interface, member: member, arguments: arguments)).0
        }
        for node in tree.nodes.values {
            #expect(AtspiObjectServer.id(ofPath: AtspiObjectServer.path(of: node.id)) == node.id)
            for (i, child) in node.children.enumerated() {
                #expect(call(node.id, "Accessible", "GetChildAtIndex", [.int32(Int32(i))]) == .reply([.reference(":1.9", AtspiObjectServer.path(of: child))]))
                #expect(call(child, "Accessible", "GetIndexInParent") == .reply([.int32(Int32(i))]))
            }
            #expect(call(node.id, "Accessible", "GetRole") == .reply([.uint32(node.role.rawValue)]))
            let name = server.answer(DBusMethodCall(path: AtspiObjectServer.path(of: node.id), interface: "org.freedesktop.DBus.Properties",
                                                    member: "Get", arguments: [.string("org.a11y.atspi.Accessible"), .string("Name")])).0
            #expect(name == .reply([.variant(.string(node.name))]))
            #expect(call(node.id, "Accessible", "GetState") == .reply([.array(elementSignature: "u", node.states.words.map { .uint32($0) })]))
        }
        let button = try #require(tree.nodes.values.first { $0.name == "Go" })
        #expect(call(button.id, "Accessible", "GetInterfaces")
            == .reply([.array(elementSignature: "s", ["Accessible", "Component", "Action"].map { .string("org.a11y.atspi." + $0) })]))
        #expect(call(button.id, "Action", "GetName", [.int32(0)]) == .reply([.string("press")]))
        let (done, request) = server.answer(DBusMethodCall(path: AtspiObjectServer.path(of: button.id), interface: "org.a11y.atspi.Action", member: "DoAction", arguments: [.int32(0)]))
        #expect(done == .reply([.boolean(true)]) && request == AccessibilityActionRequest(node: button.id, kind: .perform(.press)))
        #expect(server.answer(DBusMethodCall(path: AtspiObjectServer.path(of: button.id), interface: "org.a11y.atspi.Action", member: "DoAction", arguments: [.int32(1)])).1 == nil)
        let field = try #require(tree.nodes.values.first { $0.role == .entry })
        #expect(call(field.id, "Text", "GetText", [.int32(1), .int32(-1)]) == .reply([.string("amppi")]))
        #expect(call(999_999, "Accessible", "GetRole") == .error("org.freedesktop.DBus.Error.UnknownObject", "no accessible object at /org/a11y/atspi/accessible/999999"))
        if case .error = call(button.id, "Accessible", "Frobnicate") {} else { Issue.record("an unknown method is an error") }
        #expect(AtspiObjectServer.id(ofPath: "/org/a11y/atspi/accessible/01") == nil && AtspiObjectServer.id(ofPath: "/elsewhere/2") == nil)
    }

    /// Actions done on the frame thread reach the widgets as a keyboard user's keys would: a button is
    /// pressed, a row chosen, a segment selected, a toggle switched; and focus moves to the element.
    @Test func actionsReachTheWidgets() throws {
        let s = try Screen()
        let builder = AccessibilityTreeBuilder(appName: "App")
        var tree = builder.capture(s.container, windowTitle: "T", windowOrigin: .zero)
        func node(_ name: String) throws -> Int { try #require(tree.nodes.values.first { $0.name == name }).id }
        #expect(builder.perform(AccessibilityActionRequest(node: try node("Go"), kind: .perform(.press)), in: s.container))
        #expect(s.pressed == 1)
        #expect(builder.perform(AccessibilityActionRequest(node: try node("Row 2"), kind: .perform(.activate)), in: s.container))
        #expect(s.chosen == ["2"])
        #expect(builder.perform(AccessibilityActionRequest(node: try node("Three"), kind: .perform(.activate)), in: s.container))
        #expect(s.segments.selectedIndex == 2)
        let wasOn = s.toggle.isOn
        #expect(builder.perform(AccessibilityActionRequest(node: try node("Insurance"), kind: .perform(.toggle)), in: s.container))
        #expect(s.toggle.isOn != wasOn)
        #expect(builder.perform(AccessibilityActionRequest(node: try node("Where to?"), kind: .grabFocus), in: s.container))
        tree = builder.capture(s.container, windowTitle: "T", windowOrigin: .zero)
        #expect(tree[try node("Where to?")]?.states.contains(.focused) == true)
        #expect(!builder.perform(AccessibilityActionRequest(node: 999_999, kind: .perform(.press)), in: s.container))
    }

    /// The events between two trees: a name change, focus leaving before it arrives, and a sheet coming as a
    /// dialog (children added to the window), whose scene keeps the screen's ids under it.
    @Test func changesBecomeEvents() throws {
        let s = try Screen()
        let builder = AccessibilityTreeBuilder(appName: "App")
        let before = builder.capture(s.container, windowTitle: "T", windowOrigin: .zero)
        s.button.title = "Stop"
        #expect(s.container.handle(.key(.tab, [])))  // shows the ring
        #expect(s.container.handle(.key(.tab, [])))  // Go → Insurance
        let after = builder.capture(s.container, windowTitle: "T", windowOrigin: .zero)
        let go = try #require(before.nodes.values.first { $0.name == "Go" }).id
        let insurance = try #require(before.nodes.values.first { $0.name == "Insurance" }).id
        #expect(after[go]?.name == "Stop", "the renamed button keeps its id")
        let events = AtspiEvent.changes(from: before, to: after, busName: ":1.9")
        #expect(events.contains(AtspiEvent(path: AtspiObjectServer.path(of: go), member: "PropertyChange", kind: "accessible-name", detail1: 0, detail2: 0, value: .string("Stop"))))
        let focus = events.filter { $0.kind == "focused" }
        #expect(focus.map(\.path) == [go, insurance].map(AtspiObjectServer.path(of:)) && focus.map(\.detail1) == [0, 1])
        #expect(AtspiEvent.changes(from: after, to: after, busName: ":1.9").isEmpty)
        #expect(events.allSatisfy { $0.interface == "org.a11y.atspi.Event.Object" && $0.body.signature == "(siiva{sv})" })

        // The window losing the keyboard and getting it back: its active state, and window events.
        let inactive = builder.capture(s.container, windowTitle: "T", windowOrigin: .zero, isActive: false)
        #expect(inactive[AccessibilityTree.windowID]?.states.contains(.active) == false)
        let windowPath = AtspiObjectServer.path(of: AccessibilityTree.windowID)
        #expect(AtspiEvent.changes(from: after, to: inactive, busName: ":1.9").filter { $0.path == windowPath }.map(\.member) == ["StateChanged", "Deactivate"])
        let back = AtspiEvent.changes(from: inactive, to: after, busName: ":1.9").filter { $0.interface == "org.a11y.atspi.Event.Window" }
        #expect(back == [AtspiEvent(interface: "org.a11y.atspi.Event.Window", path: windowPath, member: "Activate", kind: "", detail1: 0, detail2: 0, value: .string("T"))])

        let sheet = WhimSheet(panel: Panel(title: "Sheet", chrome: .bottomCard(.white), root: VStack(spacing: 8, [Button("Inside")])))
        _ = s.presenter.present(sheet)
        s.container.settle(on: s.clock)
        let presented = builder.capture(s.container, windowTitle: "T", windowOrigin: .zero)
        Self.checkInvariants(presented)
        let window = try #require(presented[AccessibilityTree.windowID])
        let dialog = try #require(window.children.last.flatMap { presented[$0] })
        #expect(window.children.count == 2 && dialog.role == .dialog && dialog.name == "Sheet" && dialog.states.contains(.modal))
        #expect(window.children.first == after[AccessibilityTree.windowID]?.children.first, "the screen under the sheet keeps its id")
        let added = AtspiEvent.changes(from: after, to: presented, busName: ":1.9").filter { $0.member == "ChildrenChanged" }
        #expect(added == [AtspiEvent(path: AtspiObjectServer.path(of: AccessibilityTree.windowID), member: "ChildrenChanged", kind: "add", detail1: 1, detail2: 0,
                                     value: .reference(":1.9", AtspiObjectServer.path(of: dialog.id)))])
        // Actions are trapped in the sheet as focus is.
        #expect(!builder.perform(AccessibilityActionRequest(node: go, kind: .perform(.press)), in: s.container))
        #expect(s.pressed == 0)
    }

    /// With no session bus named in the environment there is no bridge; with one that does not answer the
    /// bridge ends by itself, without a word.
    @Test func noBusNoBridge() throws {
        #expect(AccessibilityBridge.start(appName: "App", environment: [:], wake: {}) == nil)
        let started = AccessibilityBridge.start(appName: "App", environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"], wake: {})
        let bridge = try #require(started)
        var waited = 0
        while bridge.isActive, waited < 200 {
            usleep(10_000)
            waited += 1
        }
        #expect(!bridge.isActive)
        bridge.stop()
    }
}
