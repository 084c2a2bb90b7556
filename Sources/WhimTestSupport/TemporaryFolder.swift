import Foundation

/// A fresh, empty folder under the system's temporary directory for one test, removed with everything in
/// it when the value goes away.
public final class TemporaryFolder {
    /// The folder's absolute path (symbolic links resolved, so paths compare as written).
    public let path: String

    public init() throws {
        var template = Array((NSTemporaryDirectory() + "/whim-test-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        path = URL(fileURLWithPath: String(cString: made)).resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}
