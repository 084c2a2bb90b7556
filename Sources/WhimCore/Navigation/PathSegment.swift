/// One `/`-separated segment of a path, split and percent-decoded but not yet checked against a route
/// tree: `name[@detent][?key=value&…]`.
struct PathSegment {
    /// Where it is in the path, counting from 1.
    var position: Int
    /// The segment as written (for messages).
    var raw: String
    var name: String
    var detent: String?
    /// Decoded parameters in the order written (repeats kept, to be reported).
    var query: [(name: String, value: String)]

    /// Splits a link into segments: an optional `scheme:` or `scheme://`, then `/`-separated segments.
    /// Linear in the input; the length is checked first.
    static func split(_ text: String, scheme: String, limits: RoutePathLimits) throws(RoutePathError) -> [PathSegment] {
        let length = text.utf8.count
        guard length <= limits.maxBytes else { throw .tooLong(bytes: length, limit: limits.maxBytes) }
        var bytes = Array(text.utf8)[...]
        // A scheme is what comes before a ':' that precedes every '/' and '?'.
        if let colon = bytes.firstIndex(where: { $0 == 0x3A || $0 == 0x2F || $0 == 0x3F }), bytes[colon] == 0x3A {
            let found = String(decoding: bytes[..<colon], as: UTF8.self)
            guard found.lowercased() == scheme.lowercased() else { throw .badScheme(found, expected: scheme) }
            bytes = bytes[(colon + 1)...]
            if bytes.starts(with: [0x2F, 0x2F]) { bytes = bytes.dropFirst(2) }
        }
        if bytes.first == 0x2F { bytes = bytes.dropFirst() }
        guard !bytes.isEmpty else { throw .empty }
        var segments: [PathSegment] = []
        var start = bytes.startIndex
        var i = bytes.startIndex
        while i <= bytes.endIndex {
            if i == bytes.endIndex || bytes[i] == 0x2F {
                guard segments.count < limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
                segments.append(try parse(bytes[start..<i], position: segments.count + 1))
                start = i + 1
            }
            i += 1
        }
        return segments
    }

    private static func isAllowed(_ b: UInt8) -> Bool {
        if PercentEncoding.isUnreserved(b) { return true }
        switch b {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"),
             UInt8(ascii: "@"), UInt8(ascii: "%"):
            return true
        default:
            return false
        }
    }

    private static func parse(_ bytes: ArraySlice<UInt8>, position: Int) throws(RoutePathError) -> PathSegment {
        guard !bytes.isEmpty else { throw .emptySegment(position: position) }
        let raw = String(decoding: bytes, as: UTF8.self)
        let question = bytes.firstIndex(of: UInt8(ascii: "?"))
        let head = bytes[..<(question ?? bytes.endIndex)]
        let tail = question.map { bytes[($0 + 1)...] }
        for b in head where !isAllowed(b) || b == UInt8(ascii: "?") { throw .badCharacter(segment: raw, position: position) }
        if let tail { for b in tail where !isAllowed(b) { throw .badCharacter(segment: raw, position: position) } }

        let at = head.firstIndex(of: UInt8(ascii: "@"))
        guard let name = PercentEncoding.decode(head[..<(at ?? head.endIndex)]) else { throw .badPercentEscape(segment: raw, position: position) }
        var detent: String?
        if let at {
            guard let d = PercentEncoding.decode(head[(at + 1)...]) else { throw .badPercentEscape(segment: raw, position: position) }
            detent = d
        }
        var query: [(String, String)] = []
        if let tail {
            for pair in tail.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false) {
                let text = String(decoding: pair, as: UTF8.self)
                guard let eq = pair.firstIndex(of: UInt8(ascii: "=")), eq > pair.startIndex else { throw .malformedParameter(text, segment: raw) }
                guard let key = PercentEncoding.decode(pair[..<eq]), let value = PercentEncoding.decode(pair[(eq + 1)...]) else {
                    throw .badPercentEscape(segment: raw, position: position)
                }
                query.append((key, value))
            }
        }
        return PathSegment(position: position, raw: raw, name: name, detent: detent, query: query)
    }
}
