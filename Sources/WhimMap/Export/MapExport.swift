import Foundation
import WhimGraphics

/// What can go wrong exporting a map: reading the file, or drawing/writing the image.
public enum MapExportError: Error, Equatable, CustomStringConvertible {
    case decode(PBFError)
    case graphics(GraphicsError)
    /// The file decoded but has nothing to show (no nodes and no bbox).
    case noData

    public var description: String {
        switch self {
        case .decode(let e): return e.description
        case .graphics(let e): return e.description
        case .noData: return "the file has no nodes and no bounding box: nothing to draw"
        }
    }
}

/// Whole-extract rendering for `whim-demo map render`: fits the data's bounds in an image of a given size.
public enum MapExport {
    /// Renders the whole extent of `model` into a new RGB24 surface (attribution included).
    public static func renderWholeExtract(_ model: MapModel, size: PixelSize, style: MapStyle = .light,
                                          padding: Double = 16) throws(GraphicsError) -> Surface {
        let viewport = Size(width: Double(size.width), height: Double(size.height))
        let camera = Camera(fitting: model.bounds, viewportSize: viewport, insets: EdgeInsets(all: padding), maxZoom: 19)
        return try MapRenderer(model: model, style: style).render(camera: camera)
    }

    /// Decodes `input`, renders its whole extent at `size` and writes a PNG to `output`.
    public static func renderPNG(input: URL, size: PixelSize, output: String, style: MapStyle = .light) throws(MapExportError) {
        let data: OSMData
        do { data = try PBFDecoder.decode(contentsOf: input) } catch { throw .decode(error) }
        guard data.header.bounds != nil || data.nodes.count > 0 else { throw .noData }
        let model = MapModel(data: data)
        do {
            try renderWholeExtract(model, size: size, style: style).writePNG(to: output)
        } catch {
            throw .graphics(error)
        }
    }
}
