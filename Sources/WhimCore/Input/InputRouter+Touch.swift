import WhimGraphics

extension InputRouter {
    /// Routes one finger (`TouchRouting` says who gets what): the first finger is a pointer in the gesture
    /// arena (a tap, a drag, an edge pop, a card or sheet drag); a second finger while the first one is on
    /// the backdrop makes a two-finger pan and pinch zoom about the fingers' centre, and the finger left when
    /// one of them lifts pans on (a finger put beside it pinches again). Non-finite coordinates
    /// are dropped and huge ones clamped, as for the mouse. Returns whether anything used the event.
    @discardableResult
    func handle(touch: TouchEvent) -> Bool {
        guard let p = InputEvent.pointerMove(touch.location).sanitized()?.location else { return false }
        let finger = touch.finger
        switch touch.phase {
        case .down:
            return touchDown(finger, at: p)
        case .move:
            if let held = touches.arenaFinger, held.finger == finger {
                touches.arenaFinger?.at = p
                return forwardTouch(.pointerMove(p))
            }
            if let pan = touches.panFinger, pan.finger == finger {
                touches.panFinger?.at = p
                guard p != pan.at else { return false }
                return container.backdrop.handle(.pan(dx: p.x - pan.at.x, dy: p.y - pan.at.y), at: container.time)
            }
            guard var pinch = touches.pinch, let step = pinch.move(finger, to: p) else { return false }
            touches.pinch = pinch
            return container.backdrop.handle(.pinch(dx: step.dx, dy: step.dy, levels: step.levels, around: step.centre), at: container.time)
        case .up, .cancelled:
            if let held = touches.arenaFinger, held.finger == finger {
                touches.arenaFinger = nil
                guard touch.phase == .up else {
                    arena.cancel()
                    return true
                }
                return forwardTouch(.pointerUp(p, .primary))
            }
            if let pinch = touches.pinch, pinch.contains(finger) {
                // The finger left on the screen pans on, from where it is.
                let other = pinch.other(than: finger)
                touches.panFinger = (other, pinch.point(of: other))
                touches.pinch = nil
                return true
            }
            if let pan = touches.panFinger, pan.finger == finger {
                touches.panFinger = nil
                return container.backdrop.handle(.panEnded(velocity: .zero), at: container.time)
            }
            touches.ignored.remove(finger)
            return false
        }
    }

    private func touchDown(_ finger: Int, at p: Point) -> Bool {
        if let pan = touches.panFinger, container.panel(at: p) == nil {
            // A finger beside the one panning after a pinch: the two pinch again.
            touches.panFinger = nil
            touches.pinch = TwoFingerPanZoom((pan.finger, pan.at), (finger, p))
            return true
        }
        if let held = touches.arenaFinger, held.onBackdrop, container.panel(at: p) == nil {
            // The one-finger sequence (a pan, or a tap not yet ended) gives way to the two-finger gesture.
            arena.cancel()
            touches.arenaFinger = nil
            touches.pinch = TwoFingerPanZoom((held.finger, held.at), (finger, p))
            return true
        }
        guard !touches.touchHolds, !touches.mouseHolds else {
            touches.ignored.insert(finger)
            return false
        }
        touches.arenaFinger = (finger, p, container.panel(at: p) == nil)
        return forwardTouch(.pointerDown(p, .primary))
    }

    /// Gives a finger's event to the arena as the pointer event it is.
    private func forwardTouch(_ event: InputEvent) -> Bool {
        touches.isForwarding = true
        defer { touches.isForwarding = false }
        return handle(event)
    }
}
