/// A deep link: the path of screens to show, with parameters — `whim://home/car-rental/pickup?station=kamppi`
/// or just `home/car-rental`. Each path component names a screen registered with a `WhimRouter`.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The scheme links use when written out.
    public static let scheme = "whim"

    public var screens: [String]
    public var parameters: [String: String]

    public init(screens: [String], parameters: [String: String] = [:]) {
        self.screens = screens
        self.parameters = parameters
    }

    /// Parses `whim://a/b?x=1&y=2`, `/a/b` or `a/b`. Screen names are letters, digits, `-` and `_`.
    public init(parsing text: String) throws(DeepLinkError) {
        var rest = Substring(text.trimmingCharacters(in: " \t\n"))
        if let colon = rest.firstIndex(of: ":"), rest[colon...].hasPrefix("://") {
            let scheme = rest[..<colon]
            guard scheme == Self.scheme else { throw .malformed(text, reason: "scheme must be \(Self.scheme)://, not \(scheme)://") }
            rest = rest[rest.index(colon, offsetBy: 3)...]
        }
        var query: Substring = ""
        if let q = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: q)...]
            rest = rest[..<q]
        }
        let names = rest.split(separator: "/").map(String.init)
        guard !names.isEmpty else { throw .malformed(text, reason: "no screen in the path") }
        for name in names where !name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
            throw .malformed(text, reason: "screen name \"\(name)\" may only have letters, digits, - and _")
        }
        var parameters: [String: String] = [:]
        for pair in query.split(separator: "&") where !pair.isEmpty {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard let key = parts.first, !key.isEmpty else { throw .malformed(text, reason: "empty parameter name") }
            parameters[key] = parts.count > 1 ? (parts[1].removingPercentEscapes ?? parts[1]) : ""
        }
        self.screens = names
        self.parameters = parameters
    }

    public var description: String {
        let query = parameters.keys.sorted().map { "\($0)=\(parameters[$0]!)" }.joined(separator: "&")
        return "\(Self.scheme)://" + screens.joined(separator: "/") + (query.isEmpty ? "" : "?" + query)
    }
}

/// Why a deep link cannot be opened. Nothing on screen changes when one is thrown.
public enum DeepLinkError: Error, Equatable, CustomStringConvertible {
    case malformed(String, reason: String)
    case unknownScreen(String, link: String, known: [String])
    case badParameter(name: String, value: String?, screen: String, expected: String)

    public var description: String {
        switch self {
        case let .malformed(link, reason):
            return "malformed deep link \"\(link)\": \(reason)"
        case let .unknownScreen(name, link, known):
            return "unknown screen \"\(name)\" in \(link); known screens: \(known.joined(separator: ", "))"
        case let .badParameter(name, value, screen, expected):
            return "screen \(screen): parameter \(name)=\(value ?? "(missing)") is not valid; expected \(expected)"
        }
    }
}

extension String {
    /// Decodes %XX escapes (UTF-8); nil when an escape is malformed.
    var removingPercentEscapes: String? {
        var bytes: [UInt8] = []
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let c = utf8[i]
            if c == UInt8(ascii: "%") {
                let h1 = utf8.index(after: i)
                guard h1 < utf8.endIndex else { return nil }
                let h2 = utf8.index(after: h1)
                guard h2 < utf8.endIndex, let v = UInt8(String(decoding: [utf8[h1], utf8[h2]], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(v)
                i = utf8.index(after: h2)
            } else {
                bytes.append(c == UInt8(ascii: "+") ? UInt8(ascii: " ") : c)
                i = utf8.index(after: i)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
