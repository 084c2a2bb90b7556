/// User input (a script line, a link, a file path, a name read from a file) as it may be shown inside an
/// error message: control characters escaped, always one line, never longer than a limit.
///
/// Every message that repeats what a user or a file gave goes through this one type, so a hostile input
/// can neither break the message over lines, move the terminal's cursor, nor make a multi-megabyte line:
/// - `\n`, `\r`, `\t`, `\\` and `\"` are written as those escapes; other control characters (C0, DEL, C1),
///   line and paragraph separators and invisible format characters (bidirectional overrides, zero-width
///   marks) as `\u{…}`;
/// - past `limit` characters the text is cut (never inside an escape) and ends with `… (N characters)`,
///   N being the length of the whole input.
public struct EchoedInput: CustomStringConvertible, Sendable, Hashable {
    /// The default longest echo, in characters, before the total-length suffix.
    public static let defaultLimit = 80

    /// The escaped, bounded text.
    public let description: String

    /// Escapes `input` and bounds it to `limit` characters (at least 8). `escapesBackslash: false` is for a
    /// whole message whose echoed parts were escaped already: it keeps backslashes and quotes as they are.
    public init(_ input: some StringProtocol, limit: Int = EchoedInput.defaultLimit, escapesBackslash: Bool = true) {
        let limit = max(8, limit)
        var out = ""
        var used = 0
        var truncated = false
        for scalar in input.unicodeScalars {
            let piece = !escapesBackslash && (scalar == "\\" || scalar == "\"") ? String(scalar) : Self.escape(scalar)
            if used + piece.count > limit {
                truncated = true
                break
            }
            out += piece
            used += piece.count
        }
        if truncated { out += "… (\(input.count) characters)" }
        description = out
    }

    /// One scalar as it is shown: itself, or an escape for anything that would alter the terminal or the line.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        case "\\": return "\\\\"
        case "\"": return "\\\""
        default: break
        }
        let v = scalar.value
        let isControl = v < 0x20 || (0x7F...0x9F).contains(v)
        let isSeparator = v == 0x2028 || v == 0x2029 || v == 0x85
        // Invisible format characters: bidirectional overrides, zero-width marks, the byte-order mark.
        let isFormat = scalar.properties.generalCategory == .format
        if isControl || isSeparator || isFormat {
            return "\\u{" + String(v, radix: 16) + "}"
        }
        return String(scalar)
    }
}

extension StringProtocol {
    /// This text made safe to echo in a one-line message (see `EchoedInput`).
    public func echoed(limit: Int = EchoedInput.defaultLimit) -> String {
        EchoedInput(self, limit: limit).description
    }

    /// A whole message made one line of at most `limit` characters: control characters escaped, backslashes
    /// and quotes (of parts echoed already) kept.
    public func oneLine(limit: Int = 1_000) -> String {
        EchoedInput(self, limit: limit, escapesBackslash: false).description
    }
}
