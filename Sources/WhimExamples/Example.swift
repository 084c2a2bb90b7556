import WhimCore

/// One of the seed apps rebuilt on the engine: its name and one-line summary, its route tree (built on
/// WhimCore's `Navigator`), where it starts, how each screen's scene is made over the map backdrop, and the
/// key states its goldens and contact sheet show. `ExampleApp` hosts it; `whim-demo example NAME` opens it.
///
/// An example is a class: it holds its model (the condition its conditional roots read, its files) and
/// is asked for scenes as the navigation needs them.
public protocol Example: AnyObject, SendableMetatype {
    /// The name `whim-demo example NAME` takes: lowercase letters and `-`.
    static var name: String { get }
    /// What it shows, in one line.
    static var summary: String { get }
    /// The example with its model; options it cannot use (a data folder that is a file) throw a one-line error.
    init(options: ExampleOptions) throws(ExampleError)
    /// Every screen and how it is presented; conditions in it read the example's model.
    var routes: RouteTree { get }
    /// Where it starts under the conditions as they are now (the root a conditional picks).
    var start: NavigationState { get }
    /// The scene of one screen, made when the navigation shows it; `app` is how the scene navigates.
    func makeScene(for element: RouteElement, in app: ExampleApp) -> any WhimScene
    /// The states worth a golden image and a cell of the contact sheet, in the order they are reached.
    var keyStates: [ExampleShot] { get }
    /// Once per frame, before the container's update: work that runs on the app's clock (a download's
    /// progress). Nothing by default.
    func update(in app: ExampleApp)
    /// A key the example handles itself before the app's own shortcuts (Esc is Back); false by default.
    func handleShortcut(_ event: InputEvent, in app: ExampleApp) -> Bool
}

extension Example {
    public func update(in app: ExampleApp) {}
    public func handleShortcut(_ event: InputEvent, in app: ExampleApp) -> Bool { false }
}

/// What the command line passes an example.
public struct ExampleOptions: Sendable {
    /// The example's data folder (`--notes-dir`), nil for its default.
    public var dataDirectory: String?
    /// The environment the default locations come from (`XDG_DATA_HOME`, `HOME`); passed in so tests choose it.
    public var environment: [String: String]

    /// Options with a data folder and an environment.
    public init(dataDirectory: String? = nil, environment: [String: String] = [:]) {
        self.dataDirectory = dataDirectory
        self.environment = environment
    }
}

/// A key state of an example: a caption, and how to get there from the state before it (the first from the
/// example's start). Shots are taken in order on one app.
public struct ExampleShot {
    /// Its caption on the contact sheet, and its golden's name (lowercase, `-`).
    public var caption: String
    /// Gets there: opens a path, taps, changes the model. Errors end the contact sheet with a one-line message.
    public var reach: (ExampleApp) throws -> Void

    /// A shot reached by `reach`.
    public init(_ caption: String, reach: @escaping (ExampleApp) throws -> Void) {
        self.caption = caption
        self.reach = reach
    }

    /// A shot of the state a path leads to.
    public init(_ caption: String, path: String) {
        self.init(caption) { app in try app.open(path) }
    }
}
