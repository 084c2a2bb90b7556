import WhimCore
import WhimGraphics

/// Text a reader cannot read whole on the screen a container shows, measured at each panel's text scale:
/// a widget pushed past its panel's edge (content taller than its panel), a label taller than its frame
/// or an unlimited one cut short, a button, switch, segment or field too short for a line of its text,
/// and a button, switch or segment title too wide for its room (they would cut it with "…"). Labels
/// limited to a number of lines ellipsize by design and are not listed for it. One line each; empty when
/// all of it fits.
public func clippedText(in container: WhimSceneContainer) -> [String] {
    var found: [String] = []
    for part in container.visibleParts() where part.opacity > 0 {
        let panel = part.panel
        panel.layoutIfNeeded()
        guard let root = panel.root else { continue }
        let context = LayoutContext()
        context.textScale = panel.legibility.textScale
        let bounds = Rect(size: panel.size)
        forEachUnclippedWidget(root) { widget in
            let name = "\(panel.title): \(widget.identifier ?? widget.accessibleElement?.name ?? "\(type(of: widget))")"
            if widget.frame.height > 0, !bounds.encloses(widget.frame) {
                found.append("\(name): \(widget.frame) is past the panel's edge \(bounds)")
            }
            found += textProblems(of: widget, in: context).map { "\(name): \($0)" }
        }
    }
    return found
}

/// What of `widget`'s own text does not fit its frame (empty when it all fits).
private func textProblems(of widget: Widget, in context: LayoutContext) -> [String] {
    let slack = 1.0
    var problems: [String] = []
    func needsHeight(_ height: Double, _ what: String) {
        if height > widget.frame.height + slack { problems.append("\(what) needs \(height) of \(widget.frame.height) tall") }
    }
    func needsWidth(_ width: Double, _ room: Double, _ what: String) {
        if width > room + slack { problems.append("\(what) needs \(width) of \(room) wide") }
    }
    switch widget {
    case let label as Label:
        let paragraph = context.layoutParagraph(label.text, width: label.frame.width, style: label.paragraphStyle)
        needsHeight(paragraph.size.height.rounded(.up), "the label \"\(label.text)\"")
        if label.maxLines == 0, paragraph.isTruncated { problems.append("the label \"\(label.text)\" is cut short") }
    case let button as Button:
        let theme = button.theme
        needsHeight(context.lineHeight(theme.buttonFont), "a line of \"\(button.title)\"")
        if !button.title.isEmpty {
            let inset = button.style == .plain ? theme.spacingSmall : theme.spacingLarge
            let icon = button.icon == nil ? 0 : theme.iconSize + theme.spacingSmall
            needsWidth(context.measure(button.title, font: theme.buttonFont).width, button.frame.width - 2 * inset - icon, "the title \"\(button.title)\"")
        }
    case let toggle as Toggle:
        needsHeight(context.lineHeight(toggle.theme.bodyFont), "a line of \"\(toggle.title)\"")
        if !toggle.title.isEmpty {
            let room = toggle.trackRect.minX - toggle.theme.spacingMedium - toggle.frame.minX
            needsWidth(context.measure(toggle.title, font: toggle.theme.bodyFont).width, room, "the title \"\(toggle.title)\"")
        }
    case let control as SegmentedControl:
        needsHeight(context.lineHeight(control.theme.headlineFont) + 6, "a line of a segment")
        for (i, title) in control.segments.enumerated() {
            needsWidth(context.measure(title, font: control.theme.headlineFont).width, control.segmentFrame(at: i).width - 14, "the segment \"\(title)\"")
        }
    case let field as TextField:
        needsHeight(context.lineHeight(field.theme.bodyFont) + 2, "a line of the field")
    default:
        break
    }
    return problems
}

/// Calls `body` for every widget of `widget`'s tree that is not hidden and not inside a widget that clips
/// its children (whose content scrolls: what it cuts is in reach by scrolling).
private func forEachUnclippedWidget(_ widget: Widget, _ body: (Widget) -> Void) {
    guard !widget.isHidden else { return }
    body(widget)
    guard !widget.clipsChildren else { return }
    for child in widget.children { forEachUnclippedWidget(child, body) }
}
