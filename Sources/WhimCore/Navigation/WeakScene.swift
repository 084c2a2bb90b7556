/// A scene held weakly, for a waiting request that must not keep what it would remove alive.
struct WeakScene {
    weak var scene: (any WhimScene)?
    init(_ scene: any WhimScene) { self.scene = scene }
}
