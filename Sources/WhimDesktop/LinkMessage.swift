/// What travels over the instance socket: one line of UTF-8, a link (or nothing: "show the window"),
/// then a newline; the instance answers one line, `ok` or `refused: REASON`. Anything longer than
/// `maximumBytes`, not UTF-8, or with a control character is refused without being looked at further.
public enum LinkMessage {
    /// The longest message, newline included.
    public static let maximumBytes = 4096

    /// The bytes that carry `link`; throws when it cannot be sent as one line.
    public static func encode(_ link: String) throws(InstanceError) -> [UInt8] {
        let bytes = Array(link.utf8) + [0x0A]
        _ = try decode(bytes)
        return bytes
    }

    /// The link a received line carries (empty: just show the window).
    public static func decode(_ line: [UInt8]) throws(InstanceError) -> String {
        guard line.count <= maximumBytes else { throw .badMessage("longer than \(maximumBytes) bytes") }
        guard line.last == 0x0A else { throw .badMessage("no newline at the end") }
        let body = line.dropLast()
        guard let text = String(validating: body, as: UTF8.self) else { throw .badMessage("not UTF-8") }
        if let control = text.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            throw .badMessage("control character U+\(String(control.value, radix: 16, uppercase: true))")
        }
        return text
    }
}
