import Foundation
import WhimAnimation
import WhimCore
import WhimGraphics

/// A key press in a long note: from a typed character to the text area's new pixels (the edit, the
/// layout, the panel drawn again), in a note of prose paragraphs, the caret in its middle. Timed twice in
/// one run: with the text laid out a paragraph at a time, as the text area does, and with the whole text
/// laid out again on every key, as it did before (`TextArea.laysOutByParagraph`).
public struct TextAreaBenchmark {
    /// The figures (key names are the JSON's).
    public struct Figures: Codable, Sendable {
        public var note_bytes: Int
        public var paragraphs: Int
        public var presses: Int
        /// The whole text laid out on every key.
        public var whole_text_p50_ms: Double
        public var whole_text_max_ms: Double
        /// Only the edited paragraph laid out again.
        public var by_paragraph_p50_ms: Double
        public var by_paragraph_max_ms: Double
    }

    /// The note's size in UTF-8 bytes (about; whole paragraphs).
    public let bytes: Int
    /// Key presses timed in each way.
    public let presses: Int

    public init(bytes: Int = 32 * 1024, presses: Int = 40) {
        self.bytes = bytes
        self.presses = presses
    }

    /// Paragraphs of prose making at least `bytes` bytes, the same every run.
    static func note(bytes: Int) -> [String] {
        let words = ["the", "tram", "leaves", "Kamppi", "every", "few", "minutes", "and", "runs", "through", "centre", "to",
                     "Kallio", "where", "hills", "start", "bikes", "wait", "at", "Rautatientori", "for", "a", "ride", "north"]
        var paragraphs: [String] = []
        var total = 0, i = 0
        while total < bytes {
            let count = 30 + (paragraphs.count * 7) % 40
            let paragraph = (0..<count).map { k in words[(i + k * 5 + k / 3) % words.count] }.joined(separator: " ") + "."
            i += count
            paragraphs.append(paragraph)
            total += paragraph.utf8.count + 1
        }
        return paragraphs
    }

    /// Times `presses` key presses each way (the whole text first, warmed up alike).
    public func run(stopwatch: any Clock) -> Figures {
        let paragraphs = Self.note(bytes: bytes)
        let text = paragraphs.joined(separator: "\n")
        let whole = times(text, byParagraph: false, stopwatch: stopwatch)
        let parts = times(text, byParagraph: true, stopwatch: stopwatch)
        func p50(_ t: [Double]) -> Double { t.sorted()[t.count / 2] * 1000 }
        return Figures(note_bytes: text.utf8.count, paragraphs: paragraphs.count, presses: presses,
                       whole_text_p50_ms: p50(whole), whole_text_max_ms: (whole.max() ?? 0) * 1000,
                       by_paragraph_p50_ms: p50(parts), by_paragraph_max_ms: (parts.max() ?? 0) * 1000)
    }

    /// A text area holding `text` in a 480×640 panel, focused with the caret in the middle of the text;
    /// each press types a letter there and draws the panel again.
    private func times(_ text: String, byParagraph: Bool, stopwatch: any Clock) -> [Double] {
        let area = TextArea(text: text, visibleLines: 30)
        area.laysOutByParagraph = byParagraph
        let panel = Panel(title: "note", chrome: .plain(.white), contentInsets: EdgeInsets(all: 16), root: VStack([area]))
        panel.resize(to: Size(width: 480, height: 640))
        panel.layoutIfNeeded()
        _ = panel.handle(.pointerDown(area.frame.center, .primary))
        _ = panel.handle(.pointerUp(area.frame.center, .primary))
        _ = panel.handle(.key(.home, .control))
        let lines = area.wrapped?.lines.count ?? 0
        for _ in 0..<(lines / 2) { _ = panel.handle(.key(.down, [])) }
        _ = panel.renderedSurface()
        var times: [Double] = []
        for i in 0..<(presses + 3) {
            let t0 = stopwatch.now
            _ = panel.handle(.text(i % 2 == 0 ? "x" : " "))
            panel.layoutIfNeeded()
            _ = panel.renderedSurface()
            if i >= 3 { times.append(stopwatch.now - t0) }  // the first presses warm caches up
        }
        return times
    }
}
