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

    private static func pixel(_ v: Double) -> Int32 { v.isFinite ? Int32(clamping: Int(v.rounded())) : 0 }
}
