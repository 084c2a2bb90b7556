import Foundation
import WhimGraphics

extension DemoScript {
    /// The text of a script file: a regular file of at most `Limits.scriptBytes`, in UTF-8.
    public static func text(ofFile path: String) throws(DemoError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { throw DemoError.script(line: 0, "cannot read \(path.echoed()): \(String(cString: strerror(errno)))") }
        guard info.st_mode & S_IFMT == S_IFREG else { throw DemoError.script(line: 0, "\(path.echoed()) is not a regular file") }
        guard Int(info.st_size) <= Limits.scriptBytes else {
            throw DemoError.script(line: 0, "\(path.echoed()) has \(ByteCount(Int(info.st_size))); a script is at most \(ByteCount(Limits.scriptBytes))")
        }
        guard let data = FileManager.default.contents(atPath: path), data.count <= Limits.scriptBytes else {
            throw DemoError.script(line: 0, "cannot read \(path.echoed())")
        }
        guard let text = String(validating: data, as: UTF8.self) else { throw DemoError.script(line: 0, "\(path.echoed()) is not UTF-8 text") }
        return text
    }
}
