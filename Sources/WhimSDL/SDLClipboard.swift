import CSDL2
import WhimCore

/// The system's clipboards through SDL: the X11 or Wayland clipboard (`SDL_GetClipboardText`) and the
/// primary selection (`SDL_GetPrimarySelectionText`, X11 and Wayland compositors that offer it). The host
/// gives it to its container. SDL answers other programs' requests for the text while its loop runs.
final class SDLClipboard: Clipboard {
    func text(in buffer: ClipboardBuffer) -> String? {
        let has = buffer == .clipboard ? SDL_HasClipboardText() : SDL_HasPrimarySelectionText()
        guard has == SDL_TRUE else { return nil }
        guard let raw = buffer == .clipboard ? SDL_GetClipboardText() : SDL_GetPrimarySelectionText() else { return nil }
        defer { SDL_free(raw) }
        let text = String(cString: raw)
        return text.isEmpty ? nil : text
    }

    func setText(_ text: String, in buffer: ClipboardBuffer) {
        // SDL takes C strings: text after a NUL could not be handed over, so it is cut there.
        let handed = text.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        _ = handed.withCString { buffer == .clipboard ? SDL_SetClipboardText($0) : SDL_SetPrimarySelectionText($0) }
    }
}
