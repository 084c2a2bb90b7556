/// Measurements of one drawn frame, taken by the host with the monotonic clock around the engine's calls
/// (the engine itself never reads time).
public struct FrameSample: Sendable, Equatable {
    /// `container.renderFrame()`: composing cached surfaces into the frame (milliseconds).
    public var composeMilliseconds: Double
    /// `SDL_UpdateTexture` of the damaged rects (milliseconds).
    public var uploadMilliseconds: Double
    /// `SDL_RenderCopy` + `SDL_RenderPresent`, including any wait for vsync (milliseconds; 0 when nothing
    /// changed and nothing was presented).
    public var presentMilliseconds: Double
    /// The share of the frame's pixels that were uploaded, 0...1.
    public var damagedFraction: Double
    /// How many rects were uploaded.
    public var uploadedRects: Int
    /// How many bytes were uploaded.
    public var uploadedBytes: Int

    /// One frame's figures (all zero by default).
    public init(
        composeMilliseconds: Double = 0, uploadMilliseconds: Double = 0, presentMilliseconds: Double = 0,
        damagedFraction: Double = 0, uploadedRects: Int = 0, uploadedBytes: Int = 0
    ) {
        self.composeMilliseconds = composeMilliseconds
        self.uploadMilliseconds = uploadMilliseconds
        self.presentMilliseconds = presentMilliseconds
        self.damagedFraction = damagedFraction
        self.uploadedRects = uploadedRects
        self.uploadedBytes = uploadedBytes
    }

    /// The damaged area as a percentage of the frame, 0...100.
    public var damagedPercent: Double { damagedFraction * 100 }
}

/// What the host measured so far: the last frame, a smoothed average for an on-screen readout, and counters.
public struct FrameStatistics: Sendable, Equatable {
    /// The most recent drawn frame.
    public private(set) var last = FrameSample()
    /// An exponential moving average over recent frames (each new frame weighs `smoothing`), steadier to
    /// read; its rect and byte counts are the last frame's.
    public private(set) var average = FrameSample()
    /// The largest upload time seen (milliseconds).
    public private(set) var maxUploadMilliseconds = 0.0
    /// Frames drawn (update + compose + upload, whether or not anything changed).
    public private(set) var framesDrawn = 0
    /// Frames presented to the window (drawn frames that changed something, or needed a repaint).
    public private(set) var framesPresented = 0
    /// Times the idle loop woke from `SDL_WaitEventTimeout` without any event (the loop's idle cost).
    public private(set) var idleWakeups = 0
    /// SDL events handled.
    public private(set) var eventsHandled = 0

    /// The weight of each new frame in `average`.
    public static let smoothing = 0.1

    /// Statistics with no frames yet.
    public init() {}

    mutating func record(_ sample: FrameSample, presented: Bool) {
        last = sample
        if framesDrawn == 0 {
            average = sample
        } else {
            let a = Self.smoothing
            func mix(_ old: Double, _ new: Double) -> Double { old + (new - old) * a }
            average.composeMilliseconds = mix(average.composeMilliseconds, sample.composeMilliseconds)
            average.uploadMilliseconds = mix(average.uploadMilliseconds, sample.uploadMilliseconds)
            average.presentMilliseconds = mix(average.presentMilliseconds, sample.presentMilliseconds)
            average.damagedFraction = mix(average.damagedFraction, sample.damagedFraction)
            average.uploadedRects = sample.uploadedRects
            average.uploadedBytes = sample.uploadedBytes
        }
        maxUploadMilliseconds = max(maxUploadMilliseconds, sample.uploadMilliseconds)
        framesDrawn += 1
        if presented { framesPresented += 1 }
    }

    mutating func countIdleWakeup() { idleWakeups += 1 }
    mutating func countEvent() { eventsHandled += 1 }
}
