import CSDL2
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimThreads

extension WindowHost {
    /// Runs the event loop until the window is closed (or a quit is requested), `maxFrames` frames have been
    /// drawn, `timeout` seconds have passed, or `condition` (checked before each iteration) is true.
    ///
    /// Each iteration: when nothing animates and no input is pending, sleep in `SDL_WaitEventTimeout`
    /// (woken by the next event, by the container's next deadline — `WhimSceneContainer.nextDeadline`, the
    /// app's and the engine's timers — or after `configuration.idleWakeInterval` to check the stop
    /// conditions); otherwise handle pending events and draw a frame. Work that falls due draws a frame,
    /// whose `update()` runs it. Animation frames are paced to the display: by the
    /// renderer's vsync, and by waiting out the rest of the refresh interval when a frame presented nothing.
    ///
    /// `maxFrames` counts drawn frames, and an idle loop draws none: pair it with `timeout` (or post input).
    /// A quit request (window closed, `SDL_QUIT`, `requestQuit()`) stays: a later `run` returns `.quit` at once.
    ///
    /// The calling thread is the frame thread (`ThreadPriority.frames`) while it runs, so a worker does
    /// not take its core in the middle of a frame; it gets its own slice back when `run` returns.
    @discardableResult
    public func run(maxFrames: Int? = nil, timeout: Double? = nil, until condition: (() -> Bool)? = nil) -> RunLoopExit {
        ThreadPriority.asFrameThread { loop(maxFrames: maxFrames, timeout: timeout, until: condition) }
    }

    private func loop(maxFrames: Int?, timeout: Double?, until condition: (() -> Bool)?) -> RunLoopExit {
        let deadline = timeout.map { stopwatch.now + max(0, $0) }
        let firstFrame = statistics.framesDrawn
        longestIdleSlice = nil
        while true {
            guard window != nil else { return .closed }
            if isQuitRequested { return .quit }
            if let condition, condition() { return .condition }
            if let maxFrames, statistics.framesDrawn - firstFrame >= maxFrames { return .frameLimit }
            if let deadline, stopwatch.now >= deadline { return .timeout }
            if container.hasDueWork { needsFrame = true }
            if wantsFrame {
                // Input-driven frames go at once; animation frames wait for the next refresh.
                let paced = !needsFrame && configuration.vsync
                let next = lastFrameStart + frameInterval * 0.95
                pumpEvents(until: paced ? min(next, deadline ?? next) : nil)
                guard wantsFrame, !isQuitRequested, window != nil else { continue }
                drawFrame()
            } else {
                waitForEvents(until: deadline)
            }
        }
    }

    /// Runs until nothing animates, no input is pending and the last change is on screen (or `timeout`
    /// seconds pass). Returns whether it became idle. For tests and scripted use.
    @discardableResult
    public func runUntilIdle(timeout: Double = 10) -> Bool {
        run(timeout: timeout) { [unowned self] in isIdle } == .condition
    }

    /// Whether the loop would sleep now: nothing animates, no frame is owed, no event waits.
    public var isIdle: Bool {
        guard window != nil else { return true }
        if isPaused { return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_FALSE }
        SDL_PumpEvents()
        return !needsFrame && !lastAnimating && !container.isAnimating && !needsFullUpload
            && SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_FALSE
    }

    /// Asks the loop to return (`.quit`) at its next iteration.
    public func requestQuit() { isQuitRequested = true }

    /// Asks for a frame even though nothing animates (after the app changed something outside `onEvent`).
    public func setNeedsFrame() { needsFrame = true }

    /// Whether the next iteration draws a frame.
    var wantsFrame: Bool { !isPaused && texture != nil && (needsFrame || lastAnimating) }

    // MARK: Events

    /// Handles every pending event; with a `time`, keeps handling events as they come until then. After
    /// each batch the container prepares what the input changed (`WhimSceneContainer.prepare()`), so a
    /// screen asked for while frames are paced is drawn in the wait for the refresh, not in the frame.
    func pumpEvents(until time: Double?) {
        var event = SDL_Event()
        if SDL_PollEvent(&event) != 0 { dispatchBatch(&event) }
        guard let time else { return }
        while !isQuitRequested, window != nil {
            let remaining = time - stopwatch.now
            guard remaining > 0.001 else { return }
            if SDL_WaitEventTimeout(&event, Int32(clamping: Int(remaining * 1000))) != 0 { dispatchBatch(&event) }
        }
    }

    /// Sleeps until an event arrives (then handles it and everything pending), the container's next work
    /// is due, or the idle slice ends.
    func waitForEvents(until deadline: Double?) {
        let slice = idleSlice(until: deadline)
        longestIdleSlice = max(longestIdleSlice ?? 0, slice)
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, Int32(clamping: Int((slice * 1000).rounded(.up)))) != 0 {
            dispatchBatch(&event)
        } else {
            statistics.countIdleWakeup()
        }
    }

    /// How long (seconds) the idle loop may sleep now: the idle wake interval, cut to the run's `deadline`
    /// (stopwatch time) and to the container's next work (clock time), never below a millisecond.
    func idleSlice(until deadline: Double?) -> Double {
        var slice = max(0.001, configuration.idleWakeInterval)
        if let deadline { slice = min(slice, max(0.001, deadline - stopwatch.now)) }
        if !isPaused, let work = container.nextDeadline { slice = min(slice, max(0.001, work - container.clock.now)) }
        return slice
    }

    /// Handles `event` and every event pending behind it, then prepares the container for what they changed.
    private func dispatchBatch(_ event: inout SDL_Event) {
        dispatch(&event)
        while SDL_PollEvent(&event) != 0 { dispatch(&event) }
        if !isQuitRequested, !isPaused, window != nil { container.prepare() }
    }

    // MARK: Frame

    /// One frame: the app's hook, `update()`, `renderFrame()`, upload of the damage, copy and present.
    /// Allocation-free on the host side; times are read outside the engine.
    func drawFrame() {
        guard let texture, let renderer else { return }
        let start = stopwatch.now
        lastFrameStart = start
        beforeFrame?(self)
        let animating = container.update()
        // Composing straight into the texture's pixels where the renderer allows it: nothing to upload.
        var direct = false
        if container.compositor.isFrameAdopted {
            direct = texture.lockPixels()
            if !direct { releaseTexturePixels() }
        }
        let composeStart = stopwatch.now
        let damage = container.renderFrame()
        let composed = stopwatch.now
        let frame = container.frame
        let upload: StreamingTexture.Upload
        if direct {
            texture.unlock()
            upload = StreamingTexture.Upload(rects: damage.count, pixels: damage.reduce(0) { $0 + $1.area }, bytes: 0)
        } else {
            upload = needsFullUpload ? texture.uploadAll(from: frame) : texture.upload(damage, from: frame)
        }
        let uploaded = stopwatch.now
        needsFullUpload = upload.failed
        var presented = false
        if upload.rects > 0 || needsPresent {
            SDL_RenderCopy(renderer, texture.handle, nil, nil)
            SDL_RenderPresent(renderer)
            presented = true
            needsPresent = false
        }
        let end = stopwatch.now
        followTextInputCaret()
        needsFrame = false
        lastAnimating = animating || container.isAnimating
        let area = max(1, texture.size.area)
        statistics.record(
            FrameSample(
                composeMilliseconds: (composed - composeStart) * 1000,
                uploadMilliseconds: (uploaded - composed) * 1000,
                presentMilliseconds: presented ? (end - uploaded) * 1000 : 0,
                damagedFraction: Double(upload.pixels) / Double(area),
                uploadedRects: upload.rects, uploadedBytes: upload.bytes),
            presented: presented)
    }

    /// Has the compositor compose into the texture's pixels when the renderer allows it (after the texture
    /// is made). The first frame is then composed whole.
    func adoptTexturePixels() {
        guard configuration.composesIntoTexture, let pixels = texture?.pixels, container.compositor.adopt(frame: pixels) else { return }
        needsFullUpload = false
    }

    /// Gives the compositor a frame of its own again (before the texture goes away, or when its pixels
    /// cannot be locked any more). Should that fail (out of memory), the texture is kept alive so the
    /// compositor never writes freed memory.
    func releaseTexturePixels() {
        guard container.compositor.isFrameAdopted else { return }
        do {
            try container.compositor.releaseAdoptedFrame()
        } catch {
            retainedTexture = texture
            logger.error("no memory for a frame of the compositor's own; the old texture is kept", metadata: ["error": "\(error)"])
        }
        needsFullUpload = true
    }
}

