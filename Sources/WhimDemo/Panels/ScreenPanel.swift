import WhimCore
import WhimGraphics

/// A fullscreen page: a header row (close or back), a big title, then content.
public final class ScreenPanel: Panel {
    public init(_ heading: String, background: Color = Color(0xF8F9FA), close: (IconSymbol, () -> Void)?, content: [Widget]) {
        var header: [Widget] = []
        if let close {
            let button = Button("", icon: close.0, style: .tinted, action: close.1)
            button.identifier = "close"
            header.append(button)
        }
        header.append(Spacer())
        let children: [Widget] = [HStack(header), Label(heading, font: DemoFonts.screenHeading)] + content
        super.init(title: heading, chrome: .plain(background), contentInsets: EdgeInsets(top: 20, left: 28, bottom: 20, right: 28),
                   root: VStack(spacing: 14, children))
    }
}
