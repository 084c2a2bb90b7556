import Foundation
import WhimGraphics
import WhimStyle

/// What can go wrong exporting a map: reading the file, or drawing/writing the image.
public enum MapExportError: Error, Equatable, CustomStringConvertible {
    /// The file could not be decoded.
    case decode(PBFError)
    /// The image could not be drawn or written.
    case graphics(GraphicsError)
    /// The file decoded but has nothing to show (no nodes and no bbox).
    case noData

    /// One line saying what failed, from the decoder's or the graphics layer's own message.
    public var description: String {
        switch self {
        case .decode(let e): return e.description
        case .graphics(let e): return e.description
        case .noData: return "the file has no nodes and no bounding box: nothing to draw"
        }
    }
}

/// Whole-extract rendering for `whim-demo map render`: the data's bounds fill an image of the data's own
/// shape, as large as fits in the size asked for (so no void surrounds a small or narrow extract).
public enum MapExport {
    /// The largest size within `size` with the aspect of `bounds` in Web Mercator (each side at least 1).
    public static func fittedSize(for bounds: GeoBounds, within size: PixelSize) -> PixelSize {
        let world = WebMercator.project(bounds)
        guard world.width > 0, world.height > 0, world.width.isFinite, world.height.isFinite else { return size }
        let aspect = world.width / world.height
        if Double(size.width) / Double(size.height) > aspect {
            return PixelSize(width: max(1, min(size.width, Int((Double(size.height) * aspect).rounded()))), height: size.height)
        }
        return PixelSize(width: size.width, height: max(1, min(size.height, Int((Double(size.width) / aspect).rounded()))))
    }

    /// Renders the whole extent of `model` through its tiles (`OSMTileSource`) in `style` into a new
    /// RGB24 surface (attribution included).
    public static func renderWholeExtract(_ model: MapModel, size: PixelSize, style: StyleDocument,
                                          padding: Double = 16) throws(GraphicsError) -> Surface {
        let viewport = Size(width: Double(size.width), height: Double(size.height))
        let camera = Camera(fitting: model.bounds, viewportSize: viewport, insets: EdgeInsets(all: padding), maxZoom: 19)
        return try VectorMapExport.render(source: OSMTileSource(model: model), style: style, camera: camera)
    }

    /// Decodes `input`, renders its whole extent in `style` into the largest image of the data's shape
    /// within `size` and writes a PNG to `output`. Returns the image's size.
    @discardableResult
    public static func renderPNG(input: URL, size: PixelSize, output: String, style: StyleDocument) throws(MapExportError) -> PixelSize {
        let data: OSMData
        do { data = try PBFDecoder.decode(contentsOf: input) } catch { throw .decode(error) }
        guard data.header.bounds != nil || data.nodeBounds != nil else { throw .noData }
        let model = MapModel(data: data)
        let fitted = fittedSize(for: model.bounds, within: size)
        do {
            try renderWholeExtract(model, size: fitted, style: style, padding: 0).writePNG(to: output)
        } catch {
            throw .graphics(error)
        }
        return fitted
    }
}
