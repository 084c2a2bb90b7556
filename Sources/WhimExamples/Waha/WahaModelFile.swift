import Foundation
import WhimCore
import WhimFiles

/// Where Waha's model is saved and how: `model.json` in the data folder (`$XDG_DATA_HOME/whimcore/waha`,
/// else `~/.local/share/whimcore/waha`), written atomically after every change. It is read only when it is
/// a regular file (a FIFO cannot block the start) and never written over when it could not be read.
enum WahaModelFile {
    /// The model file for `options`, nil when there is no data folder (no HOME): the model is not saved.
    static func path(options: ExampleOptions) -> String? {
        if let dir = options.dataDirectory { return dir + "/model.json" }
        if let data = options.environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/whimcore/waha/model.json" }
        guard let home = options.environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/share/whimcore/waha/model.json"
    }

    /// The saved model; a first run (no file) gets a fresh one. A file that is not a Waha model is an
    /// error (and is left as it is).
    static func load(_ path: String) throws(ExampleError) -> WahaModel {
        let bytes: [UInt8]?
        do { bytes = try AtomicFile.read(path, limit: 64 * 1024) } catch { throw .file(path, reason: "cannot be read (\(error))") }
        guard let bytes else { return WahaModel() }
        do { return try WahaModel.decode(bytes) } catch {
            throw .file(path, reason: "is not a saved Waha model (\(error is WahaModelError ? "\(error)" : "corrupt or truncated")); move it away to start afresh")
        }
    }

    /// Writes the model atomically (`AtomicFile`; a FIFO or folder at the path is refused, never replaced).
    static func save(_ model: WahaModel, to path: String) throws(AtomicFile.WriteError) {
        guard let bytes = try? model.encoded() else { return }
        try AtomicFile.write(bytes, to: path, permissions: 0o600)
    }
}
