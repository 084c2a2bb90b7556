import WhimGraphics

extension InputEvent {
    /// The largest coordinate magnitude (logical units) the engine accepts; farther points are clamped to
    /// it. A million units is far off any screen yet small enough that every conversion to device pixels
    /// and to `Int` downstream stays exact and safe.
    public static let maximumCoordinate = 1_000_000.0
    /// The largest wheel delta per event; larger deltas are clamped to it.
    public static let maximumWheelDelta = 10_000.0

    /// The event as the engine takes it, validated where input enters: nil when a coordinate or delta is
    /// not finite (NaN, ±infinity — such an event is dropped), otherwise with every coordinate clamped to
    /// ±`maximumCoordinate` and wheel deltas to ±`maximumWheelDelta`. Key and text events pass unchanged.
    public func sanitized() -> InputEvent? {
        switch self {
        case let .pointerDown(p, b): return Self.clamped(p).map { .pointerDown($0, b) }
        case let .pointerMove(p): return Self.clamped(p).map { .pointerMove($0) }
        case let .pointerUp(p, b): return Self.clamped(p).map { .pointerUp($0, b) }
        case let .wheel(p, dx, dy):
            guard let p = Self.clamped(p), let dx = Self.clamped(dx, Self.maximumWheelDelta), let dy = Self.clamped(dy, Self.maximumWheelDelta)
            else { return nil }
            return .wheel(p, dx: dx, dy: dy)
        case .key, .text, .composition: return self
        }
    }

    private static func clamped(_ p: Point) -> Point? {
        guard let x = clamped(p.x, maximumCoordinate), let y = clamped(p.y, maximumCoordinate) else { return nil }
        return Point(x: x, y: y)
    }

    private static func clamped(_ v: Double, _ limit: Double) -> Double? {
        v.isFinite ? min(limit, max(-limit, v)) : nil
    }
}
