import Foundation
import Testing
import WhimGraphics
import WhimStyle
import WhimTestSupport
@testable import WhimMap

@Suite("Library entry points for the command line")
struct MapExportTests {
    /// A tiny extract somewhere other than Helsinki: a building and a named street in Tartu.
    func tartu(withBox: Bool) -> [UInt8] {
        var pbf = SyntheticPBF()
        pbf.nodes = [
            (1, 58.3800, 26.7200), (2, 58.3800, 26.7220), (3, 58.3810, 26.7220), (4, 58.3810, 26.7200),
            (5, 58.3795, 26.7190), (6, 58.3815, 26.7230),
        ]
        pbf.ways = [
            (10, [1, 2, 3, 4, 1], [("building", "yes")]),
            (11, [5, 6], [("highway", "primary"), ("name", "Riia")]),
        ]
        if withBox { pbf.bbox = (26.7185, 26.7235, 58.3820, 58.3790) }
        return pbf.bytes()
    }

    @Test func anyExtractDecodesAndClassifies() throws {
        let data = try PBFDecoder.decode(tartu(withBox: true))
        #expect(data.nodes.count == 6 && data.ways.count == 2 && data.relations.count == 0)
        #expect(abs(try #require(data.header.bounds).minLongitude - 26.7185) < 1e-7)
        #expect(data.wayTags(1) == ["highway": "primary", "name": "Riia"])
        let model = MapModel(data: data)
        #expect(model.tileFeatures.featureCounts["building"] == 1)
        #expect(model.tileFeatures.namedLines.map { "\($0.name) \($0.roadClass)" } == ["Riia primary"])
    }

    @Test func withoutAHeaderBoxTheNodesGiveTheBounds() throws {
        let data = try PBFDecoder.decode(tartu(withBox: false))
        #expect(data.header.bounds == nil)
        let model = MapModel(data: data)
        #expect(abs(model.bounds.minLatitude - 58.3795) < 1e-7)
        #expect(abs(model.bounds.maxLongitude - 26.7230) < 1e-7)
    }

    @Test func rendersTheWholeExtractOfAnyFile() throws {
        let model = MapModel(data: try PBFDecoder.decode(tartu(withBox: false)))
        let surface = try MapExport.renderWholeExtract(model, size: PixelSize(width: 320, height: 240), style: try Fixtures.lightStyle())
        #expect(surface.pixelSize == PixelSize(width: 320, height: 240))
        #expect(surface.format == Surface.Format.rgb24)
        // The building, drawn through the extract's tiles, sits in the middle of the fitted box: its
        // pixels are not the land's (the top-left corner holds nothing).
        let camera = Camera(fitting: model.bounds, viewportSize: Size(width: 320, height: 240), insets: EdgeInsets(all: 16))
        let p = camera.screenPoint(for: GeoCoordinate(latitude: 58.3808, longitude: 26.7205))
        #expect(surface.pixel(x: Int(p.x), y: Int(p.y)) != surface.pixel(x: 2, y: 2))
    }

    @Test func renderPNGWritesAFileAndReportsBadInput() throws {
        let temporary = try TemporaryFolder()
        let folder = URL(fileURLWithPath: temporary.path)
        let input = folder.appendingPathComponent("tartu.osm.pbf")
        try Data(tartu(withBox: true)).write(to: input)
        let output = folder.appendingPathComponent("tartu.png").path
        let written = try MapExport.renderPNG(input: input, size: PixelSize(width: 200, height: 120), output: output, style: try Fixtures.lightStyle())
        let png = try Surface(pngFile: output)
        // The image takes the extract's shape within the size asked for.
        #expect(png.pixelSize == written)
        #expect(png.width <= 200 && png.height <= 120 && (png.width == 200 || png.height == 120))

        let text = folder.appendingPathComponent("notes.osm.pbf")
        try Data("hello".utf8).write(to: text)
        #expect(throws: MapExportError.self) {
            try MapExport.renderPNG(input: text, size: PixelSize(width: 10, height: 10), output: output, style: try Fixtures.lightStyle())
        }
    }

    @Test func infoSummarisesTheShippedFile() throws {
        let data = try #require(Fixtures.helsinki)
        let info = MapInfo(data: data, model: Fixtures.helsinkiModel, decodeSeconds: 0.0123)
        #expect(info.nodeCount == 24_260 && info.wayCount == 5_130 && info.relationCount == 620)
        let text = info.description
        #expect(text.contains("nodes:      24260"))
        #expect(text.contains("lon 24.9351763"))  // rounded to 7 decimals
        #expect(text.contains("decode:     12.3 ms"))
        #expect((info.featureCounts["building"] ?? 0) > 0)
        #expect(text.contains("drawn:      water "))
    }
}

extension Color {
    /// The colour as an 8-bit-per-channel surface stores it.
    var quantized: Color {
        func q(_ v: Double) -> Double { (v * 255).rounded() / 255 }
        return Color(red: q(red), green: q(green), blue: q(blue), alpha: q(alpha))
    }
}

@Suite("Garbage that still decodes")
struct GarbageToleranceTests {
    /// Uncompressed files have no checksum: flipped bytes reach the protobuf reader, the model and the
    /// renderer. Every outcome must be a typed error or a drawable map, never a crash.
    @Test func flippedBytesInARawFileNeverCrashTheReaderModelOrRenderer() throws {
        var pbf = SyntheticPBF()
        pbf.nodes = [(1, 60.17, 24.94), (2, 60.171, 24.941), (3, 60.172, 24.94), (4, 60.1705, 24.9385)]
        pbf.ways = [(7, [1, 2, 3, 1], [("building", "yes")]), (8, [4, 2], [("highway", "residential"), ("name", "Katu")])]
        pbf.bbox = (24.938, 24.942, 60.173, 60.169)
        let good = pbf.bytes()
        var generator = SplitMix64(seed: 7)
        var decoded = 0, failed = 0
        let style = try Fixtures.lightStyle()
        for _ in 0..<400 {
            var bytes = good
            for _ in 0..<Int(1 + generator.next() % 3) {
                let index = Int(generator.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: generator.next())
            }
            do {
                let data = try PBFDecoder.decode(bytes)
                let model = MapModel(data: data)
                _ = try MapExport.renderWholeExtract(model, size: PixelSize(width: 48, height: 32), style: style)
                decoded += 1
            } catch {
                failed += 1
            }
        }
        #expect(decoded + failed == 400)
        #expect(failed > 0 && decoded > 0, "decoded \(decoded), failed \(failed)")
        #expect(decoded > 40)
    }
}
