import Testing
import WhimCore

/// One edge of a seed's navigation graph, written out in an acceptance test: what the user does, and what
/// must hold after it — the screen (the titles of the panels on screen, bottom first) and the path.
public struct GraphEdge<App> {
    /// The edge as the seed writes it (`home → tap file → editor`), named in failures.
    public var name: String
    /// What the user does (taps, types, a link), on the app; the walk settles the frames after it.
    public var action: (App) throws -> Void
    /// The path after it.
    public var path: String
    /// The titles of the panels on screen after it, bottom first.
    public var screen: [String]
    /// Anything else that must hold after it (files on disk, the model); nil when nothing.
    public var check: ((App) throws -> Void)?

    /// An edge: `name`, `action`, then the expected `path` and `screen`, and an optional extra check.
    public init(_ name: String, path: String, screen: [String], check: ((App) throws -> Void)? = nil, action: @escaping (App) throws -> Void) {
        self.name = name
        self.action = action
        self.path = path
        self.screen = screen
        self.check = check
    }
}

/// Walks a list of edges on one app and checks after every step: the visible screen, the path (the state
/// read off the live scenes, its path, and that the path parses back to the same state), and the
/// lifecycle balance — no panel ever got an illegal callback, every panel on screen has appeared, and every
/// panel seen earlier that left the screen has disappeared (its appear and disappear callbacks balance) —
/// and that every control on screen is a large enough touch target (`smallTouchTargets(in:)`).
public struct GraphWalk<App> {
    let container: (App) -> WhimSceneContainer
    let navigation: (App) -> LiveNavigation
    let visibleTitles: (App) -> [String]
    let settle: (App) -> Void

    /// A walk reading the container, the live navigation and the visible titles off the app, and settling
    /// its frames after each action with `settle`.
    public init(container: @escaping (App) -> WhimSceneContainer, navigation: @escaping (App) -> LiveNavigation,
                visibleTitles: @escaping (App) -> [String], settle: @escaping (App) -> Void) {
        self.container = container
        self.navigation = navigation
        self.visibleTitles = visibleTitles
        self.settle = settle
    }

    /// Takes every edge in order; records an issue naming the step and the edge for each check that fails.
    /// Returns how many edges were taken.
    @discardableResult
    public func walk(_ app: App, _ edges: [GraphEdge<App>], sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        var seen: [WeakPanel] = []
        settle(app)
        note(app, into: &seen)
        checkTouchTargets(app, step: "the first screen", sourceLocation: sourceLocation)
        for (i, edge) in edges.enumerated() {
            let step = "step \(i + 1) (\(edge.name))"
            do { try edge.action(app) } catch {
                Issue.record("\(step): the action failed: \(error)", sourceLocation: sourceLocation)
                return i
            }
            settle(app)
            let titles = visibleTitles(app)
            #expect(titles == edge.screen, "\(step): the screen", sourceLocation: sourceLocation)
            let nav = navigation(app)
            let state = nav.capture()
            let path = nav.tree.path(for: state)
            #expect(path == edge.path, "\(step): the path", sourceLocation: sourceLocation)
            // A waiting link is not part of the path (`LiveNavigation.open` makes it wait again).
            var shown = state
            shown.waiting = nil
            #expect((try? nav.tree.state(forPath: path)) == shown, "\(step): \(path) does not parse back to the live state \(state)",
                    sourceLocation: sourceLocation)
            note(app, into: &seen)
            checkLifecycle(app, seen: seen, step: step, sourceLocation: sourceLocation)
            checkTouchTargets(app, step: step, sourceLocation: sourceLocation)
            do { try edge.check?(app) } catch {
                Issue.record("\(step): \(error)", sourceLocation: sourceLocation)
            }
        }
        return edges.count
    }

    private func note(_ app: App, into seen: inout [WeakPanel]) {
        seen.removeAll { $0.panel == nil }
        for part in container(app).visibleParts() where !seen.contains(where: { $0.panel === part.panel }) {
            seen.append(WeakPanel(panel: part.panel))
        }
    }

    private func checkTouchTargets(_ app: App, step: String, sourceLocation: SourceLocation) {
        for small in smallTouchTargets(in: container(app)) {
            Issue.record("\(step): a control under \(Widget.minimumTouchTarget) points: \(small)", sourceLocation: sourceLocation)
        }
    }

    private func checkLifecycle(_ app: App, seen: [WeakPanel], step: String, sourceLocation: SourceLocation) {
        let shown = container(app).visibleParts().map(\.panel)
        for entry in seen {
            guard let panel = entry.panel else { continue }
            #expect(panel.lifecycleViolations == 0, "\(step): panel \"\(panel.title)\" got illegal lifecycle callbacks", sourceLocation: sourceLocation)
            let onScreen = shown.contains { $0 === panel }
            #expect(panel.appearance == (onScreen ? .appeared : .disappeared),
                    "\(step): panel \"\(panel.title)\" is \(panel.appearance) while \(onScreen ? "on screen" : "off screen")",
                    sourceLocation: sourceLocation)
        }
    }
}

/// A panel held weakly, so the walk does not keep screens alive that the app let go.
struct WeakPanel {
    weak var panel: Panel?
}
