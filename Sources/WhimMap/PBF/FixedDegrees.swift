/// Degrees as fixed-point 32-bit integers in units of 10⁻⁷° (about 1 cm; libosmium's precision): half the
/// memory of a `Double`, and exact for OSM data, whose coordinates are whole multiples of 100 nanodegrees
/// (granularity 100, the format's default). `none` marks a missing or out-of-range position.
public enum FixedDegrees {
    /// Units per degree.
    public static let scale: Double = 1e7
    /// No position: missing, non-finite or outside ±180°.
    public static let none = Int32.min

    /// The fixed-point value of a position in nanodegrees (rounded to the nearest unit), or `none` when
    /// it lies outside ±`limit` degrees (180 for longitudes, 90 for latitudes).
    @inline(__always)
    public static func encode(nanodegrees: Int64, limit: Int64 = 180) -> Int32 {
        let bound = limit * 1_000_000_000
        guard nanodegrees >= -bound, nanodegrees <= bound else { return none }
        let (quotient, remainder) = nanodegrees.quotientAndRemainder(dividingBy: 100)
        if remainder == 0 { return Int32(quotient) }
        return Int32((Double(nanodegrees) / 100).rounded())
    }

    /// The fixed-point value of `degrees` (rounded), or `none` when it is not finite or outside ±180°.
    @inline(__always)
    public static func encode(_ degrees: Double) -> Int32 {
        guard degrees.isFinite, abs(degrees) <= 180 else { return none }
        return Int32((degrees * scale).rounded())
    }

    /// Degrees of a fixed-point value (NaN for `none`), computed as the decoder always has: nanodegrees
    /// times 10⁻⁹, so positions read from a file are the same `Double`s bit for bit.
    @inline(__always)
    public static func decode(_ value: Int32) -> Double {
        value == none ? .nan : Double(Int64(value) &* 100) * 1e-9
    }

    /// The coordinate of a fixed-point latitude and longitude (NaN where either is `none`).
    @inline(__always)
    public static func coordinate(latitude: Int32, longitude: Int32) -> GeoCoordinate {
        if latitude == none || longitude == none { return GeoCoordinate(latitude: .nan, longitude: .nan) }
        return GeoCoordinate(latitude: decode(latitude), longitude: decode(longitude))
    }
}
