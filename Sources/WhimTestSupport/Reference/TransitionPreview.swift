import WhimCore
import WhimGraphics

// The one place the differential tests drive a container and read the transition catalogue: when the
// container gains a "preview at progress p" API, only this file changes.

/// A part as the transition contract says it must be drawn: which panel, where (device pixels), how
/// opaque, and every circle it is seen through (a frozen part keeps its own clip and gets the new one).
public struct ExpectedPart {
    public var panel: Panel
    public var role: ScenePartRole
    public var frame: PixelRect
    public var opacity: Double
    public var clips: [CircularClip]

    public init(panel: Panel, role: ScenePartRole, frame: PixelRect, opacity: Double, clips: [CircularClip]) {
        self.panel = panel
        self.role = role
        self.frame = frame
        self.opacity = opacity
        self.clips = clips
    }
}

/// A scene's view controller with the frames its parts rest at.
public struct RestingScene {
    public var viewController: WhimSceneViewController
    public var layout: SceneLayout

    /// `viewController` resting at `layout` (a presented scene's `placement`, say).
    public init(viewController: WhimSceneViewController, layout: SceneLayout) {
        self.viewController = viewController
        self.layout = layout
    }
}

/// What must be on screen, computed from the transition values alone (not from the container's state).
public enum TransitionSpec {
    /// The parts of `transition` from `from` to `to` at progress `p`, back to front. A panel on both sides
    /// (a scene moving to another rest frame) is drawn once, as incoming.
    public static func parts(
        _ transition: any WhimSceneAnimatedTransitioning, from: RestingScene?, to: RestingScene, size: PixelSize, progress p: Double
    ) -> [ExpectedPart] {
        let placements = transition.placements(from: from?.layout, to: to.layout, containerSize: size, progress: p)
        return placements.compactMap { pl in
            let vc = pl.id.side == .incoming ? to.viewController : from?.viewController
            guard let panel = vc?.panel(for: pl.id.role), pl.id.side == .incoming || !to.viewController.contains(panel) else { return nil }
            return ExpectedPart(panel: panel, role: pl.id.role, frame: pl.frame, opacity: pl.opacity, clips: pl.clip.map { [$0] } ?? [])
        }
    }

    /// Interruption rule 3: what was on screen (`frozen`, minus the parts of `to`) is carried off as the
    /// outgoing side of `transition`, from `nominalFrom` (the interrupted run's destination) to `to`.
    /// A frozen part follows the outgoing placement of its role (else the first outgoing one): it moves by
    /// that placement's offset (its own clips with it), its opacity is multiplied and the new clip added.
    public static func parts(
        _ transition: any WhimSceneAnimatedTransitioning, frozen: [ExpectedPart], nominalFrom: RestingScene,
        to: RestingScene, size: PixelSize, progress p: Double
    ) -> [ExpectedPart] {
        let placements = transition.placements(from: nominalFrom.layout, to: to.layout, containerSize: size, progress: p)
        let carried = frozen.filter { !to.viewController.contains($0.panel) }
        var result: [ExpectedPart] = []
        for pl in placements {
            if pl.id.side == .incoming {
                if let panel = to.viewController.panel(for: pl.id.role) {
                    result.append(ExpectedPart(panel: panel, role: pl.id.role, frame: pl.frame, opacity: pl.opacity, clips: pl.clip.map { [$0] } ?? []))
                }
                continue
            }
            for part in carried {
                let leader = placements.placement(of: ScenePartID(side: .outgoing, role: part.role)) ?? placements.first { $0.id.side == .outgoing }
                guard leader?.id == pl.id else { continue }
                let d = Point(x: Double(pl.offset.x), y: Double(pl.offset.y))
                var clips = part.clips.map { CircularClip(center: $0.center + d, radius: $0.radius, isInverted: $0.isInverted) }
                if let c = pl.clip { clips.append(c) }
                result.append(ExpectedPart(panel: part.panel, role: part.role, frame: part.frame.offset(by: pl.offset), opacity: part.opacity * pl.opacity, clips: clips))
            }
        }
        return result
    }

    /// A scene at rest.
    public static func parts(resting scene: RestingScene) -> [ExpectedPart] {
        switch (scene.viewController, scene.layout) {
        case let (.fullscreen(p), .fullscreen(r)):
            return [ExpectedPart(panel: p, role: .fullscreen, frame: r, opacity: 1, clips: [])]
        case let (.multipart(t, b), .multipart(tr, br)), let (.multipart(t, b), .sidePanel(tr, br)):
            return [ExpectedPart(panel: t, role: .top, frame: tr, opacity: 1, clips: []),
                    ExpectedPart(panel: b, role: .bottom, frame: br, opacity: 1, clips: [])]
        default:
            return []
        }
    }
}

extension WhimSceneContainer {
    /// Shows `scene` at rest and returns where its parts rest (device pixels).
    public func showAtRest(_ scene: any WhimScene) -> RestingScene {
        setRoot(scene)
        update()
        renderFrame()
        let parts = visibleParts()
        let vc = scene.viewController
        let layout: SceneLayout
        if parts.count == 2 {
            layout = showsSidePanel ? .sidePanel(top: parts[0].frame, panel: parts[1].frame) : .multipart(top: parts[0].frame, bottom: parts[1].frame)
        } else {
            layout = .fullscreen(parts.first?.frame ?? PixelRect(size: pixelSize))
        }
        return RestingScene(viewController: vc, layout: layout)
    }

    /// Starts showing `scene` with `transition`, held at progress 0 until `preview(at:)` moves it (for now
    /// an interactive transition). Returns false when the container refused it.
    @discardableResult
    public func beginPreview(of scene: any WhimScene, with transition: any WhimSceneAnimatedTransitioning) -> Bool {
        beginPreview { setRoot(scene, animating: transition) }
    }

    /// Performs `change` (a tap that navigates, say) so that the transition it starts is held at progress
    /// 0 until `preview(at:)` moves it. Returns false when no transition started.
    @discardableResult
    public func beginPreview(_ change: () -> Void) -> Bool {
        beginInteractiveTransition(change, restore: {})
    }

    /// Holds the previewed transition at progress `p`.
    public func preview(at p: Double) { updateInteractiveTransition(progress: p) }

    /// Requests `scene` with `transition` while another transition runs (reversal or interruption).
    public func request(_ scene: any WhimScene, with transition: any WhimSceneAnimatedTransitioning) {
        setRoot(scene, animating: transition)
    }

    /// The parts drawn right now as the reference draws them (the container's own placements: for
    /// checking the compositor on real scenes).
    public func currentParts() -> [ExpectedPart] {
        visibleParts().map { ExpectedPart(panel: $0.panel, role: .fullscreen, frame: $0.frame, opacity: $0.opacity, clips: Array($0.clips)) }
    }

    /// Renders this frame and compares it with the reference drawing of `expected` (the differential
    /// tolerance; clip edges tolerated), then with a fresh composition of the same frame (exactly). Nil when
    /// both match, else what differs.
    public func referenceMismatch(for expected: [ExpectedPart]) -> String? {
        renderFrame()
        let incremental = frame.copy()
        if let m = ReferenceComparison.mismatch(actual: incremental, expected: referenceFrame(for: expected), edges: expected.clipCircles) {
            return "\(m) versus the reference"
        }
        compositor.invalidateAll()
        renderFrame()
        if let m = ReferenceComparison.mismatch(actual: incremental, expected: frame, edges: [], tolerance: .exact) {
            return "the incremental frame differs from a fresh one: \(m)"
        }
        return nil
    }

    /// The reference frame for `parts` over this container's backdrop.
    public func referenceFrame(for parts: [ExpectedPart]) -> Surface {
        let layers = parts.compactMap { part -> ReferenceLayer? in
            // A solid panel is its colour over its rect, painted by cairo (not its repeated row).
            if let color = part.panel.solidColor, !part.panel.size.isEmpty {
                return ReferenceLayer(pixels: .color(color, part.panel.pixelSize(scale: scale)), origin: part.frame.origin,
                                      opacity: part.opacity, clips: part.clips.map(\.circle))
            }
            guard let surface = part.panel.renderedSurface(scale: scale) else { return nil }
            return ReferenceLayer(surface: surface, origin: part.frame.origin, opacity: part.opacity, clips: part.clips.map(\.circle))
        }
        backdrop.prepareFrame()
        return ReferenceCompositor.render(size: pixelSize, backdrop: backdrop.surface, backdropOrigin: backdrop.origin, layers: layers)
    }
}

extension CircularClip {
    /// The same circle as a graphics value.
    public var circle: Circle { Circle(center: center, radius: radius, inverted: isInverted) }
}

extension [ExpectedPart] {
    /// Every clip circle, whose antialiased edges the comparison tolerates.
    public var clipCircles: [Circle] { flatMap { $0.clips.map(\.circle) } }
}
