/// Opens deep links: each screen name maps to a builder that makes its scene from the link's parameters.
/// Every screen of a link is resolved and built before the stack is touched, so a bad link throws a
/// `DeepLinkError` and leaves what is on screen as it was.
public final class WhimRouter {
    /// How a screen arrives when it is the last of a link.
    public enum Presentation: Sendable, Hashable { case push, modal }

    /// Makes a screen's scene from the link's parameters; throws `DeepLinkError.badParameter` for bad values.
    public typealias Builder = (_ parameters: [String: String]) throws(DeepLinkError) -> any WhimScene

    struct Route {
        var presentation: Presentation
        var build: Builder
    }

    private var routes: [String: Route] = [:]
    private var order: [String] = []

    public init() {}

    /// Registers a screen name.
    public func register(_ name: String, presentation: Presentation = .push, build: @escaping Builder) {
        if routes[name] == nil { order.append(name) }
        routes[name] = Route(presentation: presentation, build: build)
    }

    /// The registered screen names, in registration order.
    public var screenNames: [String] { order }

    /// Builds the scenes of a link, in order, without showing them.
    public func scenes(for link: DeepLink) throws(DeepLinkError) -> [any WhimScene] {
        var built: [any WhimScene] = []
        for name in link.screens {
            guard let route = routes[name] else {
                throw .unknownScreen(name, link: link.description, known: order)
            }
            built.append(try route.build(link.parameters))
        }
        return built
    }

    /// Replaces the stack's scenes with the link's screens. The transition defaults to the last screen's
    /// presentation (Push or Modal present).
    public func open(_ link: DeepLink, in stack: WhimSceneNavigationStack, animating transition: (any WhimSceneAnimatedTransitioning)? = nil) throws(DeepLinkError) {
        let built = try scenes(for: link)
        let last = link.screens.last.flatMap { routes[$0] }?.presentation ?? .push
        let defaultTransition: any WhimSceneAnimatedTransitioning =
            last == .modal ? WhimSceneAnimatedTransitions.Modal(.present) : WhimSceneAnimatedTransitions.Push()
        stack.swapAll(with: built, animating: transition ?? defaultTransition)
    }

    /// Parses and opens a link given as text.
    public func open(_ text: String, in stack: WhimSceneNavigationStack, animating transition: (any WhimSceneAnimatedTransitioning)? = nil) throws(DeepLinkError) {
        try open(DeepLink(parsing: text), in: stack, animating: transition)
    }
}
