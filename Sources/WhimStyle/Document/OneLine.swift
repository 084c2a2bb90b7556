extension String {
    /// The text as it may appear inside a one-line message: control characters escaped ("\n" as `\n`,
    /// others as `\u{…}`) and anything past 120 characters cut to "…", since names and values in
    /// messages come from the style itself.
    var oneLine: String {
        var out = ""
        var count = 0
        for scalar in unicodeScalars {
            if count == 120 { return out + "…" }
            count += 1
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
                    || scalar == "\u{85}" {
                    out += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
