import Foundation
import WhimCore

/// A folder or note name as the user typed it, checked before it becomes a file name: trimmed, not empty,
/// no `/`, no control characters, not hidden (`.`-first, `.`, `..`), at most `maxBytes` UTF-8 bytes — so a
/// name can never point outside its folder or make a file the listing would not show.
public enum NoteName {
    /// The longest name, in UTF-8 bytes (well under the 255 bytes of a Linux file name, extension included).
    public static let maxBytes = 200

    /// The checked name, or the one-line error saying what is wrong with it.
    public static func validate(_ raw: String) throws(ExampleError) -> String {
        let name = raw.trimmingCharacters(in: .whitespaces)
        guard !name.isEmpty else { throw .badName(raw, reason: "a name cannot be empty") }
        guard !name.contains("/") else { throw .badName(raw, reason: "a name cannot contain /") }
        guard !name.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" }) else {
            throw .badName(raw, reason: "a name cannot contain control characters")
        }
        guard !name.hasPrefix(".") else { throw .badName(raw, reason: "a name cannot start with .") }
        guard name.utf8.count <= maxBytes else { throw .badName(raw, reason: "a name is at most \(maxBytes) bytes (this one is \(name.utf8.count))") }
        return name
    }
}
