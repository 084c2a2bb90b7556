/// Whether a frame may show the map before its tiles are drawn.
public enum TileLoading: Sendable, Hashable {
    /// Frames never wait: they show the best tiles there are and crisp tiles land as they arrive (the
    /// window, benchmarks).
    case background
    /// Each frame waits until the tiles it asked for are drawn, so the same inputs give the same pixels
    /// every run (recording, golden images, exports).
    case waitForTiles
}
