import WhimCore
import WhimGraphics

/// The top bar of a multipart screen: a leading button (back or close), a title, an optional trailing button.
public final class TitleBarPanel: Panel {
    /// The title's font (an app prepares it at launch with its other fonts).
    public static let titleFont = Font.bold(18)

    public let leadingButton: Button?
    public let trailingButton: Button?
    /// The title's label (a screen whose subject is renamed updates it).
    public let titleLabel: Label
    /// The subtitle's label, if it has one (a screen whose subject moves updates it).
    public let subtitleLabel: Label?

    public init(_ title: String, subtitle: String? = nil, leading: (IconSymbol, () -> Void)? = nil, trailing: (IconSymbol, () -> Void)? = nil) {
        leadingButton = leading.map { Button("", icon: $0.0, style: .plain, action: $0.1) }
        trailingButton = trailing.map { Button("", icon: $0.0, style: .plain, action: $0.1) }
        leadingButton?.identifier = "leading"
        trailingButton?.identifier = "trailing"
        titleLabel = Label(title, font: Self.titleFont)
        subtitleLabel = subtitle.map { Label($0, font: Theme.standard.captionFont, color: Theme.standard.secondaryText) }
        var texts: [Widget] = [titleLabel]
        if let subtitleLabel { texts.append(subtitleLabel) }
        var row: [Widget] = []
        if let leadingButton { row.append(leadingButton) }
        row.append(VStack(spacing: 0, texts))
        row.append(Spacer())
        if let trailingButton { row.append(trailingButton) }
        super.init(title: title, chrome: .topBar(.white), contentInsets: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12), root: HStack(spacing: 6, row))
    }
}
