import WhimGraphics

/// A method call on one of the bridge's objects, as it came over the bus.
public struct DBusMethodCall: Sendable, Equatable {
    public var path: String
    public var interface: String
    public var member: String
    public var arguments: [DBusValue]

    public init(path: String, interface: String, member: String, arguments: [DBusValue] = []) {
        self.path = path
        self.interface = interface
        self.member = member
        self.arguments = arguments
    }
}

/// What a method call gets back.
public enum DBusAnswer: Sendable, Equatable {
    /// The reply's arguments.
    case reply([DBusValue])
    /// A D-Bus error name and its message.
    case error(String, String)
}

/// Answers AT-SPI 2 method calls on the bridge's objects from one tree: the interfaces Accessible,
/// Application, Component, Action and Text, and their properties through org.freedesktop.DBus.Properties.
/// A pure value: the D-Bus thread keeps the latest tree and asks it; actions come back as requests for the
/// frame thread.
public struct AtspiObjectServer: Sendable {
    /// Where the objects live: the application at `…/root`, every other node at `…/<id>`.
    public static let pathPrefix = "/org/a11y/atspi/accessible/"
    public static let rootPath = pathPrefix + "root"
    static let nullPath = "/org/a11y/atspi/null"
    /// Where clients look for a bulk cache of the objects.
    static let cachePath = "/org/a11y/atspi/cache"
    /// Every path the bridge answers on starts so.
    static let answeredPrefix = "/org/a11y/atspi/"

    /// The bridge's unique name on the accessibility bus.
    public var busName: String
    /// The desktop the application is embedded in (the registry's root), the application's parent.
    public var desktop: DBusValue
    public var tree: AccessibilityTree

    public init(busName: String, tree: AccessibilityTree,
                desktop: DBusValue = .reference("org.a11y.atspi.Registry", AtspiObjectServer.rootPath)) {
        self.busName = busName
        self.tree = tree
        self.desktop = desktop
    }

    /// The object path of node `id`.
    public static func path(of id: Int) -> String { id == AccessibilityTree.applicationID ? rootPath : pathPrefix + String(id) }

    /// The node id an object path names, nil for a path that is not one of the bridge's.
    public static func id(ofPath path: String) -> Int? {
        guard path.hasPrefix(pathPrefix) else { return nil }
        let last = path.dropFirst(pathPrefix.count)
        if last == "root" { return AccessibilityTree.applicationID }
        guard let id = Int(last), id > AccessibilityTree.applicationID, String(id) == last else { return nil }
        return id
    }

    func reference(_ id: Int?) -> DBusValue {
        guard let id, tree[id] != nil else { return .reference("", Self.nullPath) }
        return .reference(busName, Self.path(of: id))
    }

    /// The interfaces node `node` answers to.
    public func interfaces(of node: AccessibleNode) -> [String] {
        var list = ["org.a11y.atspi.Accessible"]
        if node.id == AccessibilityTree.applicationID { list.append("org.a11y.atspi.Application") } else { list.append("org.a11y.atspi.Component") }
        if !node.actions.isEmpty { list.append("org.a11y.atspi.Action") }
        if node.text != nil { list += ["org.a11y.atspi.Text", "org.a11y.atspi.EditableText"] }
        return list
    }

    /// The answer to `call`, and the action it asks the frame thread for (`DoAction`, `GrabFocus`).
    public func answer(_ call: DBusMethodCall) -> (DBusAnswer, AccessibilityActionRequest?) {
        if call.path == Self.cachePath, call.interface == "org.a11y.atspi.Cache", call.member == "GetItems" {
            // No bulk cache: clients ask each object (what the registry's desktop does too).
            return (.reply([.array(elementSignature: "((so)(so)(so)iiassusau)", [])]), nil)
        }
        guard let id = Self.id(ofPath: call.path), let node = tree[id] else {
            return (.error("org.freedesktop.DBus.Error.UnknownObject", "no accessible object at \(call.path)"), nil)
        }
        let args = call.arguments
        func int(_ i: Int) -> Int? { args.indices.contains(i) ? args[i].int32Value.map(Int.init) : nil }
        func unknown() -> (DBusAnswer, AccessibilityActionRequest?) {
            (.error("org.freedesktop.DBus.Error.UnknownMethod", "\(call.interface).\(call.member) is not answered by \(call.path)"), nil)
        }
        func reply(_ values: DBusValue...) -> (DBusAnswer, AccessibilityActionRequest?) { (.reply(values), nil) }
        /// A change of the text, done on the frame thread as the user's own.
        func edit(_ kind: AccessibilityActionRequest.Kind) -> (DBusAnswer, AccessibilityActionRequest?) {
            (.reply([.boolean(true)]), AccessibilityActionRequest(node: id, kind: kind))
        }

        switch (call.interface, call.member) {
        case ("org.freedesktop.DBus.Properties", "Get"):
            guard args.count == 2, let iface = args[0].stringValue, let name = args[1].stringValue else { return unknown() }
            guard let value = properties(of: node, interface: iface).first(where: { $0.0 == name })?.1 else {
                return (.error("org.freedesktop.DBus.Error.UnknownProperty", "no property \(iface).\(name)"), nil)
            }
            return reply(.variant(value))
        case ("org.freedesktop.DBus.Properties", "GetAll"):
            let iface = args.first?.stringValue ?? ""
            return reply(.array(elementSignature: "{sv}", properties(of: node, interface: iface).map { .dictEntry(.string($0.0), .variant($0.1)) }))
        case ("org.freedesktop.DBus.Properties", "Set"):
            return reply()  // the application's Id is the only writable property; the bridge needs none

        case ("org.a11y.atspi.Accessible", "GetChildAtIndex"):
            guard let i = int(0) else { return unknown() }
            return reply(reference(node.children.indices.contains(i) ? node.children[i] : nil))
        case ("org.a11y.atspi.Accessible", "GetChildren"):
            return reply(.array(elementSignature: "(so)", node.children.map { reference($0) }))
        case ("org.a11y.atspi.Accessible", "GetIndexInParent"):
            return reply(.int32(Int32(tree.indexInParent(node))))
        case ("org.a11y.atspi.Accessible", "GetRelationSet"):
            return reply(.array(elementSignature: "(ua(so))", []))
        case ("org.a11y.atspi.Accessible", "GetRole"):
            return reply(.uint32(node.role.rawValue))
        case ("org.a11y.atspi.Accessible", "GetRoleName"), ("org.a11y.atspi.Accessible", "GetLocalizedRoleName"):
            return reply(.string(node.role.name))
        case ("org.a11y.atspi.Accessible", "GetState"):
            return reply(.array(elementSignature: "u", node.states.words.map { .uint32($0) }))
        case ("org.a11y.atspi.Accessible", "GetAttributes"):
            return reply(.array(elementSignature: "{ss}", [.dictEntry(.string("toolkit"), .string("WhimCore"))]))
        case ("org.a11y.atspi.Accessible", "GetApplication"):
            return reply(reference(AccessibilityTree.applicationID))
        case ("org.a11y.atspi.Accessible", "GetInterfaces"):
            return reply(.array(elementSignature: "s", interfaces(of: node).map { .string($0) }))

        case ("org.a11y.atspi.Application", "GetLocale"):
            return reply(.string("en_US.UTF-8"))

        case ("org.a11y.atspi.Component", "GetExtents"):
            let r = extents(node, args.first)
            return reply(.tuple([.int32(r.0), .int32(r.1), .int32(r.2), .int32(r.3)]))
        case ("org.a11y.atspi.Component", "GetPosition"):
            let r = extents(node, args.first)
            return reply(.int32(r.0), .int32(r.1))
        case ("org.a11y.atspi.Component", "GetSize"):
            let r = extents(node, args.first)
            return reply(.int32(r.2), .int32(r.3))
        case ("org.a11y.atspi.Component", "Contains"):
            guard let x = int(0), let y = int(1) else { return unknown() }
            let coordinates = args.count > 2 ? args[2].uint32Value.flatMap(AtspiCoordinates.init) ?? .screen : .screen
            return reply(.boolean(tree.extents(of: node, in: coordinates).contains(Point(x: Double(x), y: Double(y)))))
        case ("org.a11y.atspi.Component", "GetAccessibleAtPoint"):
            guard let x = int(0), let y = int(1) else { return unknown() }
            let coordinates = args.count > 2 ? args[2].uint32Value.flatMap(AtspiCoordinates.init) ?? .screen : .screen
            let hit = tree.node(at: Point(x: Double(x), y: Double(y)), in: coordinates, under: node)
            return reply(reference(hit.map(\.id) == node.id ? nil : hit?.id))
        case ("org.a11y.atspi.Component", "GetLayer"):
            return reply(.uint32(node.role == .frame ? 7 : 3))  // ATSPI_LAYER_WINDOW, ATSPI_LAYER_WIDGET
        case ("org.a11y.atspi.Component", "GetAlpha"):
            return reply(.double(1))
        case ("org.a11y.atspi.Component", "GrabFocus"):
            let focusable = node.states.contains(.focusable)
            return (.reply([.boolean(focusable)]), focusable ? AccessibilityActionRequest(node: id, kind: .grabFocus) : nil)

        case ("org.a11y.atspi.Action", "GetNActions"):
            return reply(.int32(Int32(node.actions.count)))
        case ("org.a11y.atspi.Action", "GetName"), ("org.a11y.atspi.Action", "GetLocalizedName"):
            return reply(.string(int(0).flatMap { node.actions.indices.contains($0) ? node.actions[$0].rawValue : nil } ?? ""))
        case ("org.a11y.atspi.Action", "GetDescription"):
            return reply(.string(int(0).flatMap { node.actions.indices.contains($0) ? node.actions[$0].description : nil } ?? ""))
        case ("org.a11y.atspi.Action", "GetKeyBinding"):
            return reply(.string(""))
        case ("org.a11y.atspi.Action", "GetActions"):
            return reply(.array(elementSignature: "(sss)", node.actions.map { .tuple([.string($0.rawValue), .string($0.description), .string("")]) }))
        case ("org.a11y.atspi.Action", "DoAction"):
            guard let i = int(0), node.actions.indices.contains(i) else { return reply(.boolean(false)) }
            return (.reply([.boolean(true)]), AccessibilityActionRequest(node: id, kind: .perform(node.actions[i])))

        case ("org.a11y.atspi.Text", "GetText"):
            guard let text = node.text, let start = int(0), let end = int(1) else { return unknown() }
            return reply(.string(Self.substring(text, start, end)))
        case ("org.a11y.atspi.Text", "GetCharacterAtOffset"):
            guard let text = node.text, let offset = int(0) else { return unknown() }
            let scalars = Array(text.unicodeScalars)
            return reply(.int32(scalars.indices.contains(offset) ? Int32(bitPattern: scalars[offset].value) : 0))
        case ("org.a11y.atspi.Text", "GetNSelections"):
            guard node.text != nil else { return unknown() }
            return reply(.int32(node.cursor?.selection.isEmpty == false ? 1 : 0))
        case ("org.a11y.atspi.Text", "GetSelection"):
            guard node.text != nil, let n = int(0) else { return unknown() }
            let s = n == 0 ? node.cursor?.selection ?? 0..<0 : 0..<0
            return reply(.int32(Int32(s.lowerBound)), .int32(Int32(s.upperBound)))
        case ("org.a11y.atspi.Text", "GetStringAtOffset"), ("org.a11y.atspi.Text", "GetTextAtOffset"):
            guard let text = node.text, let offset = int(0), let kind = int(1) else { return unknown() }
            let boundary = call.member == "GetStringAtOffset" ? AtspiTextBoundary(granularity: kind) : AtspiTextBoundary(boundaryType: kind)
            guard let boundary else { return unknown() }
            let r = boundary.range(in: text, at: offset)
            return reply(.string(Self.substring(text, r.lowerBound, r.upperBound)), .int32(Int32(r.lowerBound)), .int32(Int32(r.upperBound)))
        case ("org.a11y.atspi.Text", "SetCaretOffset"):
            guard node.text != nil, let offset = int(0) else { return unknown() }
            return edit(.select(max(0, offset)..<max(0, offset)))
        case ("org.a11y.atspi.Text", "SetSelection"), ("org.a11y.atspi.Text", "AddSelection"):
            let first = call.member == "SetSelection" ? 1 : 0
            guard node.text != nil, let a = int(first), let b = int(first + 1) else { return unknown() }
            return edit(.select(max(0, min(a, b))..<max(0, a, b)))
        case ("org.a11y.atspi.Text", "RemoveSelection"):
            guard node.text != nil, let caret = node.cursor?.caret else { return unknown() }
            return edit(.select(caret..<caret))

        case ("org.a11y.atspi.EditableText", "SetTextContents"):
            guard node.text != nil, let string = args.first?.stringValue else { return unknown() }
            return edit(.replaceText(0..<Int(Int32.max), with: string))
        case ("org.a11y.atspi.EditableText", "InsertText"):
            guard node.text != nil, let position = int(0), args.count > 1, let string = args[1].stringValue else { return unknown() }
            // The third argument counts the characters of the string to insert.
            let length = int(2).map { max(0, $0) } ?? Int.max
            let inserted = String(String.UnicodeScalarView(string.unicodeScalars.prefix(length)))
            return edit(.replaceText(max(0, position)..<max(0, position), with: inserted))
        case ("org.a11y.atspi.EditableText", "DeleteText"):
            guard node.text != nil, let a = int(0), let b = int(1) else { return unknown() }
            return edit(.replaceText(max(0, min(a, b))..<max(0, a, b), with: ""))
        default:
            return unknown()
        }
    }

    /// The properties of `interface` on `node`, by name.
    func properties(of node: AccessibleNode, interface: String) -> [(String, DBusValue)] {
        switch interface {
        case "org.a11y.atspi.Accessible":
            return [("Name", .string(node.name)), ("Description", .string(node.description)),
                    ("Parent", node.id == AccessibilityTree.applicationID ? desktop : reference(node.parent)),
                    ("ChildCount", .int32(Int32(node.children.count))), ("Locale", .string("en_US.UTF-8")),
                    ("AccessibleId", .string(String(node.id))), ("HelpText", .string(""))]
        case "org.a11y.atspi.Application" where node.id == AccessibilityTree.applicationID:
            return [("ToolkitName", .string("WhimCore")), ("Version", .string("1")), ("AtspiVersion", .string("2.1")), ("Id", .int32(0))]
        case "org.a11y.atspi.Action" where !node.actions.isEmpty:
            return [("NActions", .int32(Int32(node.actions.count)))]
        case "org.a11y.atspi.Text":
            guard let text = node.text else { return [] }
            let count = Int32(text.unicodeScalars.count)
            return [("CharacterCount", .int32(count)), ("CaretOffset", .int32(Int32(node.cursor?.caret ?? 0)))]
        default:
            return []
        }
    }

    /// `node`'s extents in the coordinates the argument names (screen by default), rounded to whole units.
    private func extents(_ node: AccessibleNode, _ argument: DBusValue?) -> (Int32, Int32, Int32, Int32) {
        let coordinates = argument?.uint32Value.flatMap(AtspiCoordinates.init) ?? .screen
        let r = tree.extents(of: node, in: coordinates)
        func clamp(_ v: Double) -> Int32 { Int32(max(-1e9, min(1e9, v.rounded()))) }
        return (clamp(r.minX), clamp(r.minY), clamp(r.width), clamp(r.height))
    }

    /// Characters `start` up to `end` of `text` (an `end` of -1: to the end), clamped to the text.
    static func substring(_ text: String, _ start: Int, _ end: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        let from = min(max(0, start), scalars.count)
        let to = end < 0 ? scalars.count : min(max(from, end), scalars.count)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[from..<to])
        return String(view)
    }
}
