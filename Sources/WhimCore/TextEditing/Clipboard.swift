/// Which of the system's clipboards: the one Ctrl+C and Ctrl+V use, or the primary selection (X11: the
/// last text selected, pasted with the middle button).
public enum ClipboardBuffer: Sendable, Hashable {
    /// The clipboard of Copy, Cut and Paste.
    case clipboard
    /// The primary selection: what was last selected, pasted with a middle click.
    case primary
}

/// Where copied text goes and pasted text comes from. The host gives the container the system's (SDL's:
/// the X11 or Wayland clipboard); tests use `MemoryClipboard`. Called on the frame thread only.
public protocol Clipboard: AnyObject {
    /// The text in `buffer`; nil when it holds none (or no text).
    func text(in buffer: ClipboardBuffer) -> String?
    /// Puts `text` in `buffer`.
    func setText(_ text: String, in buffer: ClipboardBuffer)
}

/// A clipboard held in memory: the container's until a host gives it the system's, and the tests'.
public final class MemoryClipboard: Clipboard {
    private var texts: [ClipboardBuffer: String] = [:]

    /// An empty clipboard.
    public init() {}

    public func text(in buffer: ClipboardBuffer) -> String? { texts[buffer] }

    public func setText(_ text: String, in buffer: ClipboardBuffer) { texts[buffer] = text }
}
