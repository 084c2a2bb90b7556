/// Where an in-flight transition is heading.
public enum CompletionGoal: Sendable, Hashable {
    /// To its destination (progress 1).
    case finish
    /// Back to where it came from (progress 0): a reversal or a cancelled gesture.
    case cancel

    /// The progress the goal ends at.
    public var progress: Double { self == .finish ? 1 : 0 }
}
