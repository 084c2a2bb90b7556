/// Where a panel is in its appear/disappear cycle.
public enum AppearanceState: Sendable, Hashable {
    /// Not on screen.
    case disappeared
    /// Coming on screen (between willAppear and didAppear).
    case appearing
    /// On screen, at rest.
    case appeared
    /// Leaving the screen (between willDisappear and didDisappear).
    case disappearing
}

/// A lifecycle callback, as delivered to a panel.
public enum LifecycleEvent: Sendable, Hashable {
    /// A transition starts bringing the panel on screen.
    case willAppear
    /// The transition that brought it finished.
    case didAppear
    /// A transition starts taking the panel off screen.
    case willDisappear
    /// The transition that took it off finished.
    case didDisappear

    /// The state this event leads to.
    var target: AppearanceState {
        switch self {
        case .willAppear: return .appearing
        case .didAppear: return .appeared
        case .willDisappear: return .disappearing
        case .didDisappear: return .disappeared
        }
    }

    /// Whether the event is a legal step from `state`. The cycle is
    /// disappeared → willAppear → appearing → didAppear → appeared → willDisappear → disappearing →
    /// didDisappear → disappeared; a cancelled or reversed transition may turn appearing into disappearing
    /// (willDisappear) or disappearing into appearing (willAppear).
    func isLegal(from state: AppearanceState) -> Bool {
        switch (state, self) {
        case (.disappeared, .willAppear), (.appearing, .didAppear), (.appeared, .willDisappear),
            (.disappearing, .didDisappear), (.appearing, .willDisappear), (.disappearing, .willAppear):
            return true
        default:
            return false
        }
    }
}
