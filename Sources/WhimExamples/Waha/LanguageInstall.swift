import WhimAnimation

/// A language instance's core files downloading: progress is a function of the injected clock (never the
/// wall clock), so a test advances a manual clock and sees the same progress every run.
public struct LanguageInstall: Sendable, Hashable {
    /// The language being installed.
    public var language: String
    /// When the download started, on the app's clock (seconds).
    public var startedAt: Double
    /// How long it takes (seconds).
    public var duration: Double

    /// Megabytes downloaded per second of the clock.
    public static let megabytesPerSecond = 12.0

    /// An install of `language` starting at `now`; it takes its core files' size at `megabytesPerSecond`.
    public init(language: WahaCatalogue.Language, now: Double) {
        self.language = language.id
        startedAt = now
        duration = max(0.5, Double(language.megabytes) / Self.megabytesPerSecond)
    }

    /// The share done at time `now`, 0…1.
    public func progress(at now: Double) -> Double {
        guard now.isFinite else { return 0 }
        return min(1, max(0, (now - startedAt) / duration))
    }

    /// Whether it has finished at time `now`.
    public func isFinished(at now: Double) -> Bool { progress(at: now) >= 1 }
}
