/// A strict JSON parser (RFC 8259) over bytes with a size limit and a nesting limit, so hostile input fails
/// with a one-line error instead of exhausting the stack or memory. Numbers outside Double's finite range are
/// rejected: a style has no use for them and they would turn into infinities downstream.
struct JSONParser {
    /// Bounds a parse must stay within.
    struct Limits: Sendable {
        /// The longest input accepted.
        var bytes: Int = 32 << 20
        /// The deepest nesting of arrays and objects accepted.
        var depth: Int = 256
    }

    private let bytes: [UInt8]
    private let limits: Limits
    private var i = 0
    private var depth = 0

    /// Parses one JSON document (a single value, surrounding whitespace allowed).
    static func parse(_ bytes: [UInt8], limits: Limits = Limits()) throws(StyleError) -> JSONValue {
        guard bytes.count <= limits.bytes else { throw .tooLarge(bytes: bytes.count, limit: limits.bytes) }
        var parser = JSONParser(bytes: bytes, limits: limits)
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        parser.i = start
        parser.skipWhitespace()
        let value = try parser.value()
        parser.skipWhitespace()
        guard parser.i == bytes.count else { throw parser.error("trailing characters after the document") }
        return value
    }

    private init(bytes: [UInt8], limits: Limits) {
        self.bytes = bytes
        self.limits = limits
    }

    private func error(_ reason: String) -> StyleError { .invalidJSON(reason: reason, offset: i) }

    private mutating func skipWhitespace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private mutating func value() throws(StyleError) -> JSONValue {
        guard i < bytes.count else { throw error("unexpected end of input") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw error("unexpected character")
        }
    }

    private mutating func word(_ w: String) throws(StyleError) {
        for c in w.utf8 {
            guard i < bytes.count else { throw error("unexpected end of input") }
            guard bytes[i] == c else { throw error("unexpected character") }
            i += 1
        }
    }

    private mutating func enter() throws(StyleError) {
        depth += 1
        guard depth <= limits.depth else { throw .tooDeep(limit: limits.depth) }
    }

    private mutating func object() throws(StyleError) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        try container(closing: "}") { (p) throws(StyleError) in
            guard p.i < p.bytes.count, p.bytes[p.i] == UInt8(ascii: "\"") else { throw p.error("expected a member name") }
            let key = try p.string()
            p.skipWhitespace()
            guard p.i < p.bytes.count, p.bytes[p.i] == UInt8(ascii: ":") else { throw p.error("expected ':'") }
            p.i += 1
            p.skipWhitespace()
            members.append((key, try p.value()))
        }
        return .object(members)
    }

    private mutating func array() throws(StyleError) -> JSONValue {
        var elements: [JSONValue] = []
        try container(closing: "]") { (p) throws(StyleError) in elements.append(try p.value()) }
        return .array(elements)
    }

    /// Reads the comma-separated items of an array or object (the opening bracket at `i`) with `item`,
    /// through the `closing` bracket.
    private mutating func container(closing: Unicode.Scalar,
                                    _ item: (inout JSONParser) throws(StyleError) -> Void) throws(StyleError) {
        try enter()
        i += 1
        skipWhitespace()
        let close = UInt8(ascii: closing)
        if i < bytes.count, bytes[i] == close {
            i += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            try item(&self)
            skipWhitespace()
            guard i < bytes.count else { throw error("unexpected end of input") }
            if bytes[i] == UInt8(ascii: ",") {
                i += 1
                continue
            }
            guard bytes[i] == close else { throw error("expected ',' or '\(closing)'") }
            i += 1
            depth -= 1
            return
        }
    }

    private mutating func hexDigit() throws(StyleError) -> UInt32 {
        guard i < bytes.count else { throw error("unexpected end of input") }
        let c = bytes[i]
        i += 1
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(c - UInt8(ascii: "A") + 10)
        default: throw error("bad \\u escape")
        }
    }

    private mutating func unicodeEscape() throws(StyleError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 { v = v << 4 | (try hexDigit()) }
        return v
    }

    private mutating func string() throws(StyleError) -> String {
        i += 1
        let start = i
        // Fast path: no escapes.
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= 0x20 { i += 1 }
        guard i < bytes.count else { throw error("unterminated string") }
        if bytes[i] == UInt8(ascii: "\"") {
            i += 1
            return try validated(bytes[start..<(i - 1)])
        }
        var out = Array(bytes[start..<i])
        while true {
            guard i < bytes.count else { throw error("unterminated string") }
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { i += 1; break }
            guard c >= 0x20 else { throw error("control character in a string") }
            if c != UInt8(ascii: "\\") {
                out.append(c)
                i += 1
                continue
            }
            i += 1
            guard i < bytes.count else { throw error("unterminated string") }
            let e = bytes[i]
            i += 1
            switch e {
            case UInt8(ascii: "\""): out.append(0x22)
            case UInt8(ascii: "\\"): out.append(0x5C)
            case UInt8(ascii: "/"): out.append(0x2F)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "n"): out.append(0x0A)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "t"): out.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try unicodeEscape()
                if (0xD800..<0xDC00).contains(scalar), i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                    i += 2
                    let low = try unicodeEscape()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate") }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let u = Unicode.Scalar(scalar) else { throw error("unpaired surrogate") }
                out.append(contentsOf: Array(String(Character(u)).utf8))
            default: throw error("bad escape")
            }
        }
        return try validated(out[...])
    }

    private func validated(_ slice: ArraySlice<UInt8>) throws(StyleError) -> String {
        guard let s = String(validating: slice, as: UTF8.self) else { throw error("invalid UTF-8 in a string") }
        return s
    }

    private mutating func number() throws(StyleError) -> Double {
        let start = i
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
            return p.i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count else { throw error("bad number") }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
        } else if digits(&self) == 0 {
            throw error("bad number")
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw error("bad number") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw error("bad number") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let v = Double(text), v.isFinite else { throw .numberOutOfRange(text.count > 32 ? String(text.prefix(32)) + "…" : text) }
        return v
    }
}
