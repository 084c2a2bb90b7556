import WhimCore

/// Composable Navigator's example (seed 004) on the engine: Home, and from it Detail (`?id=`) or Settings
/// through `.anyOf`; a Login screen through `.conditional` until the user has logged in; and both branches
/// wrapped in `.wildcard`, so whatever screen a path starts with becomes Home (logged in) or Login (not):
///
///     .conditional(
///         either: .wildcard(screen: "home", navigator: .screen("home", nesting: .anyOf(settings, detail))),
///         or: .wildcard(screen: "login", navigator: .screen("login")),
///         basedOn: { isLoggedIn })
///
/// Paths: `/home`, `/home/detail?id=0`, `/home/settings` (logged in), `/login` (not). The condition is
/// asked on every parse and change; logging in or out re-evaluates the live path. A link behind the login
/// opened while logged out (`/home/detail?id=0`) waits: Login is shown, and the link runs once the user has
/// logged in (one link waits at most; a later link replaces it). The login is kept in the data folder
/// (`NavigatorSessionFile`), and a waiting link in the saved state, so both survive a restart.
public final class NavigatorExample: Example {
    public static let name = "navigator"
    public static let summary = "Composable Navigator: anyOf, conditional login, wildcard"

    /// Whether the user has logged in (the conditional's condition).
    public var isLoggedIn = false
    /// The name typed at login.
    public var userName = ""
    /// The items Home lists; Detail takes any id.
    public static let items = ["Kamppi", "Kluuvi", "Töölö"]

    /// Where the login is kept; nil: not kept.
    private let sessionPath: String?

    /// The example, logged in as the user its data folder's session names, if any.
    public init(options: ExampleOptions) throws(ExampleError) {
        sessionPath = NavigatorSessionFile.path(options: options)
        if let sessionPath, let name = NavigatorSessionFile.load(sessionPath) {
            isLoggedIn = true
            userName = name
        }
    }

    public var routes: RouteTree {
        let home: Navigator = .screen("home", nesting: .anyOf(
            .screen("settings"),
            .screen("detail", parameters: [RouteParameter("id", .int)])))
        let navigator: Navigator = .conditional(
            either: .wildcard(screen: "home", navigator: home),
            or: .wildcard(screen: "login", navigator: .screen("login")),
            basedOn: { [unowned self] in self.isLoggedIn })
        // The declaration above is fixed and valid; a failure here is a defect every navigator test catches.
        do { return try RouteTree(navigator, scheme: "navigator") } catch { preconditionFailure("the navigator example's route tree: \(error)") }
    }

    public var start: NavigationState {
        NavigationState([RouteElement(isLoggedIn ? "home" : "login")])
    }

    public func makeScene(for element: RouteElement, in app: ExampleApp) -> any WhimScene {
        switch element.name {
        case "login": return NavigatorScreens.login(example: self, app: app)
        case "settings": return NavigatorScreens.settings(example: self, app: app)
        case "detail":
            let id = if case let .int(i)? = element.parameters["id"] { i } else { 0 }
            return NavigatorScreens.detail(id: id, app: app)
        default: return NavigatorScreens.home(example: self, app: app)
        }
    }

    /// Logs in as `name` (or logs out with nil) and re-evaluates the conditional.
    public func setUser(_ name: String?, app: ExampleApp) {
        isLoggedIn = name != nil
        userName = name ?? ""
        if let sessionPath { NavigatorSessionFile.save(name, to: sessionPath) }
        app.conditionsChanged()
    }

    public var keyStates: [ExampleShot] {
        [
            ExampleShot("login", path: "/login"),
            ExampleShot("home") { [unowned self] app in self.setUser("Ada", app: app) },
            ExampleShot("detail", path: "/home/detail?id=1"),
            ExampleShot("settings", path: "/home/settings"),
        ]
    }
}
