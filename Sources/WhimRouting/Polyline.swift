import WhimMap

/// Google's encoded polyline format at a chosen precision: the geometry OSRM (`geometries=polyline6`) and
/// Valhalla (`shape`) send, six decimal places of a degree. Each value is the difference from the previous
/// point, zig-zag signed and written five bits a character from `?`.
public enum Polyline {
    /// The points of `text` (latitude first, as the format has it), or nil when it is not a polyline:
    /// a character outside `?`…`~`, a value cut off, or a coordinate off the globe.
    public static func decode(_ text: String, precision: Int = 6) -> [GeoCoordinate]? {
        let scale = pow10(precision)
        var points: [GeoCoordinate] = []
        var latitude = 0, longitude = 0
        var bytes = text.utf8.makeIterator()
        func next() -> Int?? {
            var result = 0, shift = 0
            while true {
                guard let byte = bytes.next() else { return shift == 0 ? .some(nil) : nil }
                guard byte >= 63, byte <= 126, shift <= 60 else { return nil }
                let chunk = Int(byte) - 63
                result |= (chunk & 0x1F) << shift
                shift += 5
                if chunk < 0x20 { break }
            }
            return .some((result & 1) != 0 ? ~(result >> 1) : result >> 1)
        }
        while true {
            guard let dLat = next() else { return nil }
            guard let dLat else { return points }
            guard let dLon = next(), let dLon else { return nil }
            latitude &+= dLat
            longitude &+= dLon
            let c = GeoCoordinate(latitude: Double(latitude) / scale, longitude: Double(longitude) / scale)
            guard abs(c.latitude) <= 90, abs(c.longitude) <= 180 else { return nil }
            points.append(c)
        }
    }

    /// `points` encoded (latitude first), rounded to `precision` decimal places.
    public static func encode(_ points: [GeoCoordinate], precision: Int = 6) -> String {
        let scale = pow10(precision)
        var out = [UInt8](), latitude = 0, longitude = 0
        func put(_ value: Int) {
            var v = value < 0 ? ~(value << 1) : value << 1
            while v >= 0x20 {
                out.append(UInt8((v & 0x1F) | 0x20) + 63)
                v >>= 5
            }
            out.append(UInt8(v) + 63)
        }
        for p in points {
            let lat = Int((p.latitude * scale).rounded()), lon = Int((p.longitude * scale).rounded())
            put(lat - latitude)
            put(lon - longitude)
            latitude = lat
            longitude = lon
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func pow10(_ n: Int) -> Double { (0 ..< max(0, n)).reduce(1.0) { r, _ in r * 10 } }
}
