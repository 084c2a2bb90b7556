import WhimCore
import WhimMap

/// A scene with its own map layer (markers, routes, areas, a camera wish). Scenes never own a map: when a
/// scene becomes the visible one, the container's map backdrop activates its layer, which deactivates the
/// previous one and fits the camera to the layer inside the gap between the panels.
public protocol WhimMapLayerScene: WhimScene {
    var mapLayer: MapLayer { get }
}
