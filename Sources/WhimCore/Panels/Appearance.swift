/// Where a panel is in its appear/disappear cycle.
public enum AppearanceState: Sendable, Hashable {
    case disappeared, appearing, appeared, disappearing
}

/// A lifecycle callback, as delivered to a panel.
public enum LifecycleEvent: Sendable, Hashable {
    case willAppear, didAppear, willDisappear, didDisappear

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
