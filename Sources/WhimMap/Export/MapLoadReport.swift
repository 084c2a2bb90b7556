import Foundation

/// What loading a map cost, for `whim-demo map load`: decode and build times and the resident memory
/// before and after (the model alone kept), against the file's size.
public struct MapLoadReport: Sendable, CustomStringConvertible {
    /// The PBF file's size in bytes.
    public var fileBytes: Int
    /// Features in the model, and directed edges of its road graph.
    public var features: Int
    /// Directed edges of the model's road graph.
    public var roadEdges: Int
    /// Seconds to read and decode the file, and to build the model from the decoded data.
    public var decodeSeconds: Double
    /// Seconds to build the model (features, index, road graph) from the decoded data.
    public var buildSeconds: Double
    /// The decoded data's bytes as the decoder's budget counted them (`PBFDecoder.decodedBytes`), and the
    /// model's (`MapModel.storedBytes`); 0 when not measured.
    public var decodedBytes = 0
    /// The bytes the model's arrays hold (`MapModel.storedBytes`); 0 when not measured.
    public var modelBytes = 0
    /// Resident memory before loading and after (the decoded data released).
    public var before: ResidentMemory
    /// Resident memory after loading, the decoded data released.
    public var after: ResidentMemory

    /// A report for a file of `file` bytes; the byte counts of data and model start at 0.
    public init(file: Int, features: Int, roadEdges: Int, decodeSeconds: Double, buildSeconds: Double,
                before: ResidentMemory, after: ResidentMemory) {
        self.fileBytes = file
        self.features = features
        self.roadEdges = roadEdges
        self.decodeSeconds = decodeSeconds
        self.buildSeconds = buildSeconds
        self.before = before
        self.after = after
    }

    /// Resident bytes the loaded model added.
    public var growth: Int { after.current - before.current }
    /// `growth` per byte of the file (the target is at most 2).
    public var growthPerFileByte: Double { fileBytes > 0 ? Double(growth) / Double(fileBytes) : 0 }
    /// Resident memory after loading, per byte of the file, the process's own baseline included.
    public var residentPerFileByte: Double { fileBytes > 0 ? Double(after.current) / Double(fileBytes) : 0 }

    private static func mb(_ bytes: Int) -> String { String(format: "%.1f", Double(bytes) / 1_048_576) }

    public var description: String {
        [
            "file:       \(fileBytes) bytes (\(Self.mb(fileBytes)) MiB)",
            "model:      \(features) features, \(roadEdges) road edges",
            String(format: "decode:     %.1f ms", decodeSeconds * 1000),
            String(format: "build:      %.1f ms", buildSeconds * 1000),
            "decoded:    \(Self.mb(decodedBytes)) MiB counted by the decoder; the model stores \(Self.mb(modelBytes)) MiB",
            "resident:   \(Self.mb(before.current)) MiB before, \(Self.mb(after.current)) MiB after, peak \(Self.mb(after.peak)) MiB",
            String(format: "growth:     %@ MiB = %.2f × the file (resident after ÷ file: %.2f)",
                   Self.mb(growth), growthPerFileByte, residentPerFileByte),
        ].joined(separator: "\n")
    }

    /// One JSON object (sizes in bytes, times in milliseconds).
    public var json: String {
        String(format: "{\"file_bytes\": %d, \"features\": %d, \"road_edges\": %d, \"decode_ms\": %.1f, \"build_ms\": %.1f, "
               + "\"rss_before_bytes\": %d, \"rss_after_bytes\": %d, \"rss_peak_bytes\": %d, \"growth_per_file_byte\": %.3f, "
               + "\"rss_after_per_file_byte\": %.3f, \"decoded_bytes\": %d, \"model_bytes\": %d}",
               fileBytes, features, roadEdges, decodeSeconds * 1000, buildSeconds * 1000,
               before.current, after.current, after.peak, growthPerFileByte, residentPerFileByte, decodedBytes, modelBytes)
    }
}
