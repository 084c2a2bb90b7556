import CSDL2
import WhimCore
import WhimGraphics

extension WindowHost {
    /// Tells the input method where the focused text widget's caret is (`SDL_SetTextInputRect`, window
    /// coordinates), so its candidate window opens beside the text; called after every frame, it talks
    /// to SDL only when the caret moved.
    func followTextInputCaret() {
        let rect = container.textInputRect
        guard rect != textInputRect else { return }
        textInputRect = rect
        guard let rect else { return }
        var r = SDL_Rect(x: Self.pixel(rect.minX), y: Self.pixel(rect.minY), w: max(1, Self.pixel(rect.width)), h: max(1, Self.pixel(rect.height)))
        SDL_SetTextInputRect(&r)
    }

    /// The text an `SDL_TEXTEDITING` event carries, and its caret (in Unicode scalars, as input methods count).
    static func composition(of event: SDL_TextEditingEvent) -> InputEvent {
        var text = event.text
        let string = withUnsafeBytes(of: &text) { raw in String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self) }
        return .composition(string, caret: Int(event.start))
    }

    /// The text and caret of an `SDL_TEXTEDITING_EXT` event (a composition too long for the plain event),
    /// whose text SDL allocated for the app to free.
    static func composition(ofExtended event: SDL_TextEditingExtEvent) -> InputEvent {
        defer { SDL_free(event.text) }
        return .composition(event.text.map { String(cString: $0) } ?? "", caret: Int(event.start))
    }

    /// Puts what the input method said before the text of the key being handled. A method that ends its
    /// composition on a key it does not take (m17n's post-fix accents commit "á" when "b" follows) sends the
    /// commit over D-Bus and then hands the key back; SDL queues the key and its text at once, but the
    /// commit only when it next reads the input method's connection, after the window system's events: "a'b"
    /// would arrive as "b" then "á". Called on a key press while a composition shows, when the key's text is
    /// next in the queue: pumps, then moves the first run of the input method's events (compositions, and
    /// text no key press came with) found before another key press ahead of that text.
    func bringInputMethodEventsForward() {
        let all = (SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        SDL_PumpEvents()
        let count = Int(SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, all.0, all.1))
        guard count > 1 else { return }
        var events = [SDL_Event](repeating: SDL_Event(), count: count)
        let taken = Int(SDL_PeepEvents(&events, Int32(count), SDL_GETEVENT, all.0, all.1))
        guard taken > 0 else { return }
        events.removeLast(count - taken)
        let isFromMethod = { (e: SDL_Event) in
            e.type == SDL_TEXTEDITING.rawValue || e.type == SDL_TEXTEDITING_EXT.rawValue || e.type == SDL_TEXTINPUT.rawValue
        }
        var start = 1
        while start < events.count, events[start].type != SDL_KEYDOWN.rawValue, !isFromMethod(events[start]) { start += 1 }
        var end = start
        while end < events.count, isFromMethod(events[end]) { end += 1 }
        if events[0].type == SDL_TEXTINPUT.rawValue, end > start {
            events = Array(events[start..<end] + events[..<start] + events[end...])
        }
        SDL_PeepEvents(&events, Int32(events.count), SDL_ADDEVENT, all.0, all.1)
    }

    private static func pixel(_ v: Double) -> Int32 { v.isFinite ? Int32(clamping: Int(v.rounded())) : 0 }
}
