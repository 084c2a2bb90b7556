import WhimCore
import WhimDemo
import WhimMap
import WhimMapBackdrop

/// What a soak's scenes move over.
public enum SoakBackdrop: Sendable {
    /// A plain grid (no threads: the fast soak).
    case grid
    /// The demo's Helsinki map, its tiles drawn on the worker thread and landing as they are ready
    /// (`TileLoading.background`, as in the window): the soak then also crosses threads.
    case tiledMap

    func make() throws -> (any Backdrop)? {
        switch self {
        case .grid:
            return nil
        case .tiledMap:
            let backdrop = MapBackdrop(model: try DemoApp.loadMap(), style: try DemoMapChoice.defaultStyle())
            backdrop.mapView.tileLoading = .background
            return backdrop
        }
    }
}
