/// `{token}` templates in `text-field` and `icon-image` literals: "{name:latin} {ref}" becomes a `concat` of
/// the named properties (a missing one reads as "") and the text between.
enum TextTemplate {
    /// The template as an expression; a literal if it has no tokens.
    static func compile(_ template: String) -> Expr {
        var parts: [Expr] = []
        var text = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let key = rest[rest.index(after: open)..<close]
            if key.isEmpty || key.contains("{") {
                text += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            text += rest[..<open]
            if !text.isEmpty { parts.append(.literal(.string(text))) }
            text = ""
            parts.append(.convert(.string, [.get(String(key))]))
            rest = rest[rest.index(after: close)...]
        }
        text += rest
        if parts.isEmpty { return .literal(.string(text)) }
        if !text.isEmpty { parts.append(.literal(.string(text))) }
        return parts.count == 1 ? parts[0] : .concat(parts)
    }
}
