/// One screen of a navigation state: its name in the route tree, its typed parameters and how it is shown
/// (pushed, a tab and which one, a sheet and its detent, modal, the drawer).
public struct RouteElement: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The screen's name.
    public var name: String
    /// Its typed parameter values.
    public var parameters: [String: RouteParameterValue]
    /// How it is shown.
    public var presentedAs: PresentedAs

    /// A screen of a navigation state.
    public init(_ name: String, parameters: [String: RouteParameterValue] = [:], presentedAs: PresentedAs = .push) {
        self.name = name
        self.parameters = parameters
        self.presentedAs = presentedAs
    }

    /// The same screen with another detent (only meaningful for sheets).
    public func at(detent: String) -> RouteElement {
        var copy = self
        copy.presentedAs = .sheet(detent: detent)
        return copy
    }

    /// Whether two elements are the same screen with the same parameters, shown the same way except
    /// possibly at another detent.
    public func isSameScreen(as other: RouteElement) -> Bool {
        guard name == other.name, parameters == other.parameters else { return false }
        switch (presentedAs, other.presentedAs) {
        case (.sheet, .sheet): return true
        default: return presentedAs == other.presentedAs
        }
    }

    /// The screen's name with its parameters and presentation, for diagnostics.
    public var description: String {
        let query = parameters.keys.sorted().map { "\($0)=\(parameters[$0]!)" }.joined(separator: "&")
        return name + (query.isEmpty ? "" : "?" + query)
    }
}
