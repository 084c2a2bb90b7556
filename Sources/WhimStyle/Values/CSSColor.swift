import WhimGraphics

/// CSS colour strings as MapLibre accepts them: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`
/// (numbers or percentages, comma or space separated, optional `/ alpha`), `hsl()`/`hsla()`, the named
/// colours and `transparent`; case and surrounding spaces do not matter.
public enum CSSColor {
    /// The colour `text` names, or nil if it is not a CSS colour.
    public static func parse(_ text: String) -> Color? {
        let s = text.trimmingSpaces().lowercased()
        if s.hasPrefix("#") { return hex(s.dropFirst()) }
        if s == "transparent" { return .clear }
        if let rgb = cssNamedColors[s] { return Color(rgb) }
        guard let open = s.firstIndex(of: "("), s.hasSuffix(")") else { return nil }
        let function = s[..<open].trimmingSpaces()
        let inner = s[s.index(after: open)..<s.index(before: s.endIndex)]
        guard let args = arguments(inner) else { return nil }
        switch function {
        case "rgb", "rgba": return rgb(args)
        case "hsl", "hsla": return hsl(args)
        default: return nil
        }
    }

    /// `text` as "#RRGGBB" when opaque, else "rgba(r, g, b, a)": a form `parse` reads back to the same
    /// 8-bit channels.
    public static func format(_ color: Color) -> String {
        let c = color.clamped
        if c.alpha >= 1 { return String(c.hexString.prefix(7)) }
        func byte(_ v: Double) -> Int { Int((v * 255).rounded()) }
        return "rgba(\(byte(c.red)), \(byte(c.green)), \(byte(c.blue)), \(StyleValue.format(c.alpha)))"
    }

    private static func hex(_ digits: Substring) -> Color? {
        guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit),
              let v = UInt32(digits, radix: 16) else { return nil }
        func nibble(_ shift: UInt32) -> Double { Double((v >> shift) & 0xF) * 17 / 255 }
        func byte(_ shift: UInt32) -> Double { Double((v >> shift) & 0xFF) / 255 }
        switch digits.count {
        case 3: return Color(red: nibble(8), green: nibble(4), blue: nibble(0))
        case 4: return Color(red: nibble(12), green: nibble(8), blue: nibble(4), alpha: nibble(0))
        case 6: return Color(red: byte(16), green: byte(8), blue: byte(0))
        default: return Color(red: byte(24), green: byte(16), blue: byte(8), alpha: byte(0))
        }
    }

    /// One argument: a number and whether it ended in "%".
    private typealias Argument = (value: Double, percent: Bool)

    /// Splits "a, b, c" or "a b c / d" into at most four arguments (the fourth is alpha).
    private static func arguments(_ inner: Substring) -> [Argument]? {
        var parts: [Substring]
        if inner.contains(",") {
            parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
        } else {
            let halves = inner.split(separator: "/", omittingEmptySubsequences: false)
            guard halves.count <= 2 else { return nil }
            parts = halves[0].split(separator: " ").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
            if halves.count == 2 { parts.append(halves[1].trimmingSpaces()) }
        }
        guard parts.count == 3 || parts.count == 4 else { return nil }
        var out: [Argument] = []
        for p in parts {
            let percent = p.hasSuffix("%")
            var body = percent ? p.dropLast() : p
            if out.isEmpty, body.hasSuffix("deg") { body = body.dropLast(3) }
            guard !body.isEmpty, let v = Double(body), v.isFinite else { return nil }
            out.append((v, percent))
        }
        return out
    }

    private static func unit(_ v: Double) -> Double { min(1, max(0, v)) }

    private static func alpha(_ args: [Argument]) -> Double {
        guard args.count == 4 else { return 1 }
        return unit(args[3].percent ? args[3].value / 100 : args[3].value)
    }

    private static func rgb(_ args: [Argument]) -> Color? {
        func channel(_ a: Argument) -> Double { unit(a.percent ? a.value / 100 : a.value / 255) }
        return Color(red: channel(args[0]), green: channel(args[1]), blue: channel(args[2]), alpha: alpha(args))
    }

    private static func hsl(_ args: [Argument]) -> Color? {
        guard !args[0].percent, args[1].percent, args[2].percent else { return nil }
        var h = args[0].value.truncatingRemainder(dividingBy: 360)
        if h < 0 { h += 360 }
        let s = unit(args[1].value / 100), l = unit(args[2].value / 100)
        func f(_ n: Double) -> Double {
            let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
            let a = s * min(l, 1 - l)
            return l - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return Color(red: f(0), green: f(8), blue: f(4), alpha: alpha(args))
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and newlines.
    func trimmingSpaces() -> Substring {
        let s = self[...]
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = s.firstIndex(where: { !isSpace($0) }), let last = s.lastIndex(where: { !isSpace($0) }) else {
            return Substring()
        }
        return Substring(s[first...last])
    }
}
