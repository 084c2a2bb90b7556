/// Why `WindowHost.run` returned.
public enum RunLoopExit: Sendable, Equatable {
    /// The window was closed or a quit was requested.
    case quit
    /// `maxFrames` frames were drawn.
    case frameLimit
    /// The timeout passed.
    case timeout
    /// The `until` condition became true.
    case condition
    /// The host was closed before or during the run.
    case closed
}
