import WhimCore
import WhimMap
import WhimMapBackdrop

/// A demo screen over the map with its own map layer: activating the screen activates the layer.
open class MapScene: WhimSingleScene, WhimMapLayerScene {
    public let mapLayer: MapLayer
    /// Called when a tap on the map selects one of this scene's markers (nil: the selection was cleared).
    public var onMarkerTap: ((MapMarker?) -> Void)?
    /// Called when a tap on the map hits one of this scene's lines or circles.
    public var onShapeTap: ((MapLayerItem) -> Void)?

    public init(_ viewController: WhimSceneViewController, layer: MapLayer) {
        mapLayer = layer
        super.init(viewController)
    }

    /// A tap on the map hit `item` of this scene's layer (nil: nothing).
    func mapItemTapped(_ item: MapLayerItem?) {
        switch item {
        case let .marker(m)?: onMarkerTap?(m)
        case nil: onMarkerTap?(nil)
        case let shape?: onShapeTap?(shape)
        }
    }
}

/// A map screen presented modally: dragging its card down or Esc dismisses it.
public final class ModalMapScene: MapScene, WhimDismissableScene {
    public func dismiss() -> () -> Void { popFromParent() }
}

/// A fullscreen screen presented modally (settings): Esc or dragging down dismisses it.
public final class ModalScene: WhimSingleScene, WhimDismissableScene {
    public func dismiss() -> () -> Void { popFromParent() }
}

extension WhimScene {
    /// Pops this scene off its parent stack with a Modal dismiss; returns how to put it back.
    func popFromParent() -> () -> Void {
        guard let stack = parent as? WhimSceneNavigationStack, let index = stack.scenes.firstIndex(where: { $0 === self }), index > 0 else { return {} }
        let removed = stack.pop(to: stack.scenes[index - 1], animating: WhimSceneAnimatedTransitions.Modal(.dismiss)) ?? []
        return { [weak stack] in stack?.push(scenes: removed, animating: WhimSceneAnimatedTransitions.None()) }
    }
}
