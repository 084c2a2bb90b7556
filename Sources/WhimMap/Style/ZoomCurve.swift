import Foundation

/// A value that changes with zoom: stops interpolated exponentially (base 2 per zoom level between
/// stops, as line widths on a map grow), extended beyond the last stops at the same rate.
public struct ZoomCurve: Hashable, Sendable {
    /// (zoom, value) pairs in increasing zoom; values must be positive.
    public var stops: [(zoom: Double, value: Double)] {
        get { zip(zooms, values).map { ($0, $1) } }
        set {
            let sorted = newValue.sorted { $0.zoom < $1.zoom }
            zooms = sorted.map(\.zoom)
            values = sorted.map { max($0.value, 1e-6) }
        }
    }

    private var zooms: [Double] = []
    private var values: [Double] = []

    /// A curve through `stops` (sorted by zoom; values below a millionth are raised to it).
    public init(_ stops: [(zoom: Double, value: Double)]) {
        self.stops = stops
    }

    /// A curve that is the same at every zoom.
    public static func constant(_ value: Double) -> ZoomCurve { ZoomCurve([(0, value), (24, value)]) }

    /// The value at a zoom: geometric interpolation between the surrounding stops.
    public func value(at zoom: Double) -> Double {
        guard let first = zooms.first else { return 0 }
        if zooms.count == 1 { return values[0] }
        var i = 0
        if zoom <= first {
            i = 0
        } else if zoom >= zooms[zooms.count - 1] {
            i = zooms.count - 2
        } else {
            while zooms[i + 1] < zoom { i += 1 }
        }
        let z0 = zooms[i], z1 = zooms[i + 1], v0 = values[i], v1 = values[i + 1]
        guard z1 > z0 else { return v0 }
        let t = (zoom - z0) / (z1 - z0)
        return v0 * pow(v1 / v0, t)
    }

    /// Curves are equal when their stops are.
    public static func == (a: ZoomCurve, b: ZoomCurve) -> Bool { a.zooms == b.zooms && a.values == b.values }
    /// Hashes the stops, consistent with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(zooms)
        hasher.combine(values)
    }
}
