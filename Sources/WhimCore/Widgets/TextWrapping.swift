/// Breaks text into lines that fit a width, by words (a word longer than a line is broken between
/// characters), honouring explicit line breaks; the last allowed line ends in "…" when text is left over.
/// Measurement is injected so layout (`LayoutContext`) and drawing (`Canvas`) agree.
enum TextWrapping {
    /// The lines of `text` within `width`; `maxLines` 0 means no limit, 1 one ellipsized line.
    static func lines(_ text: String, width: Double, maxLines: Int, measure: (String) -> Double) -> [String] {
        guard width.isFinite else {
            let paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return maxLines > 0 ? Array(paragraphs.prefix(maxLines)) : paragraphs
        }
        if maxLines == 1 {
            return [ellipsized(text.replacingNewlines(), width: width, measure: measure)]
        }
        var lines: [String] = []
        var overflow = false
        paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var current = ""
            for word in paragraph.split(separator: " ") {
                let candidate = current.isEmpty ? String(word) : current + " " + word
                if measure(candidate) <= width {
                    current = candidate
                    continue
                }
                if !current.isEmpty {
                    lines.append(current)
                    current = ""
                }
                // The word alone: break it between characters while it is too long.
                var rest = Substring(word)
                while measure(String(rest)) > width, rest.count > 1 {
                    let head = longestPrefix(of: rest, fitting: width, measure: measure)
                    lines.append(String(head))
                    rest = rest.dropFirst(head.count)
                }
                current = String(rest)
            }
            lines.append(current)
            if maxLines > 0, lines.count > maxLines {
                overflow = true
                break paragraphs
            }
        }
        guard maxLines > 0, lines.count > maxLines || overflow else { return lines }
        // Keep the allowed lines; the last one takes what follows and is ellipsized.
        var kept = Array(lines.prefix(maxLines))
        let last = kept[maxLines - 1] + " " + lines[maxLines]
        kept[maxLines - 1] = ellipsized(last, width: width, measure: measure, forced: true)
        return kept
    }

    /// `text` shortened with a trailing "…" to fit `width` (with `forced`, the ellipsis is added even when
    /// the text fits, because more text follows).
    static func ellipsized(_ text: String, width: Double, measure: (String) -> Double, forced: Bool = false) -> String {
        if !forced, measure(text) <= width { return text }
        let characters = Array(text)
        var low = 0, high = characters.count
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(String(characters[0..<mid]) + "…") <= width { low = mid } else { high = mid - 1 }
        }
        var kept = String(characters[0..<low])
        while kept.last == " " { kept.removeLast() }
        if kept.isEmpty { return measure("…") <= width ? "…" : "" }
        return kept + "…"
    }

    /// The longest non-empty prefix of `word` that fits (at least one character).
    private static func longestPrefix(of word: Substring, fitting width: Double, measure: (String) -> Double) -> Substring {
        var low = 1, high = word.count
        while low < high {
            let mid = (low + high + 1) / 2
            if measure(String(word.prefix(mid))) <= width { low = mid } else { high = mid - 1 }
        }
        return word.prefix(low)
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" ? " " : $0 })
    }
}
