import WhimGraphics

/// A centred dialog with a title, a message and buttons, presented by a `WhimPresentingScene` over a
/// scrim that blocks all input below it (a click on it does nothing). Each button runs its action and
/// dismisses the alert; Esc presses the cancel button when there is one and otherwise does nothing. It fades
/// in and out (`Fade`), interruptible like any transition.
public final class WhimAlert: WhimSingleScene, WhimPresentedScene, WhimDismissableScene {
    /// A button of the alert.
    public struct Action {
        /// How the button looks and whether Esc presses it.
        public enum Role: Sendable, Hashable {
            /// The main choice (filled).
            case `default`
            /// Backs out; Esc presses it (tinted).
            case cancel
            /// Destroys something (filled in the destructive colour).
            case destructive
        }

        /// The button's label.
        public var title: String
        /// How it looks and whether Esc presses it.
        public var role: Role
        /// Runs when the button is pressed, before the alert dismisses.
        public var handler: () -> Void

        /// A button titled `title` that runs `handler`.
        public init(_ title: String, role: Role = .default, handler: @escaping () -> Void = {}) {
            self.title = title
            self.role = role
            self.handler = handler
        }
    }

    /// The dialog's widest extent (logical units); narrower containers get a 24-unit margin.
    public static let maximumWidth = 340.0

    /// The buttons, in order.
    public let actions: [Action]
    public var scrim: Scrim? = .blocking
    public var presentTransition: any WhimSceneAnimatedTransitioning = WhimSceneAnimatedTransitions.Fade(timing: TransitionTiming(duration: 0.2))
    public var dismissTransition: any WhimSceneAnimatedTransitioning = WhimSceneAnimatedTransitions.Fade(timing: TransitionTiming(duration: 0.2))
    /// The dialog.
    public let panel: Panel

    /// An alert with `title`, `message` and `actions` (an "OK" button when empty).
    public init(title: String, message: String, actions: [Action] = [], theme: Theme = .standard) {
        let actions = actions.isEmpty ? [Action("OK")] : actions
        self.actions = actions
        var buttons: [Widget] = []
        weak var alert: WhimAlert?
        for (i, action) in actions.enumerated() {
            let button = Button(action.title, style: action.role == .cancel ? .tinted : .filled, theme: theme) {
                alert?.choose(i)
            }
            if action.role == .destructive { button.tint = theme.destructive }
            button.identifier = "alert-\(i)"
            buttons.append(button)
        }
        let body = VStack(spacing: 10, [
            Label(title, font: theme.titleFont, color: theme.text, alignment: .center, maxLines: 2),
            Label(message, color: theme.secondaryText, alignment: .center, maxLines: 5),
            Spacer(minLength: 4),
        ] + buttons)
        panel = Panel(title: title, chrome: .none, contentInsets: EdgeInsets(all: 12), root: CardContainer(body, cornerRadius: 16))
        super.init(.fullscreen(panel))
        alert = self
    }

    /// Runs action `index` and dismisses the alert.
    public func choose(_ index: Int) {
        guard actions.indices.contains(index), presenter != nil else { return }
        dismissFromPresenter()
        actions[index].handler()
    }

    /// Centred, as tall as its content needs (at most the container less margins).
    public func placement(of vc: WhimSceneViewController, in size: Size, scale: Double) -> SceneLayout {
        // Wider at a larger text size, so a title keeps its line and a message its shape.
        let textScale = vc.panels.first?.legibility.textScale ?? 1
        let width = min(Self.maximumWidth * textScale, max(0, size.width - 48))
        let height = min(panel.preferredHeight(forWidth: width), max(0, size.height - 48))
        for p in vc.panels { p.resize(to: Size(width: width, height: height)) }
        return .fullscreen(Rect(x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height).devicePixels(scale: scale))
    }

    /// Esc: presses the cancel button if there is one (then undo re-presents the alert); otherwise nothing.
    public func dismiss() -> () -> Void {
        guard let cancel = actions.firstIndex(where: { $0.role == .cancel }) else { return {} }
        let undo = dismissFromPresenter()
        actions[cancel].handler()
        return undo ?? {}
    }
}
