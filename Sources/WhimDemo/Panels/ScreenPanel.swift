import WhimCore
import WhimGraphics

/// A fullscreen page: a header row (close or back), a big title, then content that scrolls when it is
/// taller than the window (a short window, a large text size).
public final class ScreenPanel: Panel {
    public init(_ heading: String, background: Color = Color(0xF8F9FA), close: (IconSymbol, () -> Void)?, content: [Widget]) {
        var header: [Widget] = []
        if let close {
            let button = Button("", icon: close.0, style: .tinted, action: close.1)
            button.identifier = "close"
            header.append(button)
        }
        header.append(Spacer())
        let children: [Widget] = [HStack(header), Label(heading, font: DemoFonts.screenHeading), ScrollView(content: VStack(spacing: 14, content))]
        super.init(title: heading, chrome: .plain(background), contentInsets: EdgeInsets(top: 20, left: 28, bottom: 20, right: 28),
                   root: VStack(spacing: 14, children))
    }
}
