import WhimGraphics
import WhimTiles

/// The first view of a tile source when nothing else says where to look: the centre and zoom it names,
/// else its bounds fitted, else the world.
public enum TileSourceView {
    /// The camera for a viewport of `viewport` points: `center` and `zoom` when given (camera zooms), else
    /// what `metadata` says (its zoom is a style zoom, one less than a camera zoom).
    public static func camera(for metadata: TileSourceMetadata, center: GeoCoordinate?, zoom: Double?, viewport: Size) -> Camera {
        let bounds = metadata.bounds.flatMap { b -> GeoBounds? in
            guard [b.west, b.south, b.east, b.north].allSatisfy(\.isFinite), b.west < b.east, b.south < b.north else { return nil }
            return GeoBounds(minLatitude: max(-85, b.south), maxLatitude: min(85, b.north), minLongitude: max(-180, b.west),
                             maxLongitude: min(180, b.east))
        }
        let named = metadata.center.flatMap { c -> (GeoCoordinate, Double)? in
            guard c.latitude.isFinite, c.longitude.isFinite, c.zoom.isFinite, abs(c.latitude) <= 85, abs(c.longitude) <= 180 else { return nil }
            return (GeoCoordinate(latitude: c.latitude, longitude: c.longitude), c.zoom + 1)
        }
        let fitted = Camera(fitting: bounds ?? GeoBounds(minLatitude: -60, maxLatitude: 75, minLongitude: -180, maxLongitude: 180),
                            viewportSize: viewport)
        let at = center ?? named?.0 ?? WebMercator.unproject(fitted.worldCenter)
        let z = zoom ?? (center == nil ? named?.1 : nil) ?? fitted.zoom
        return Camera(center: at, zoom: min(max(z, 0), 22), viewportSize: viewport)
    }
}
