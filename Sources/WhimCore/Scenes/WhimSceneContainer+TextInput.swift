import WhimGraphics

extension WhimSceneContainer {
    /// The caret of the focused text widget, in logical container coordinates (the window's): where the
    /// host asks the input method to put its candidate window. Nil when nothing edits text.
    public var textInputRect: Rect? {
        guard let panel = focusedPanel(), let caret = panel.focusedWidget?.caretRect, let frame = frame(of: panel) else { return nil }
        let origin = containerPoint(caret.origin, inPanelFrame: frame)
        return Rect(x: origin.x, y: origin.y, width: caret.width, height: caret.height)
    }

    /// Whether the focused text widget shows an input method's composition, not yet committed.
    public var isComposingText: Bool { (focusedPanel()?.focusedWidget as? EditableText)?.editing.composition != nil }
}
