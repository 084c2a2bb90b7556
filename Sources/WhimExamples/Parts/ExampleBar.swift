import WhimCore
import WhimGraphics

/// The top bar of an example's screen over the map: an optional leading button (back, the drawer), a
/// title with an optional subtitle, and optional trailing buttons.
public final class ExampleBar: Panel {
    /// A bar titled `title`; each button is an icon or a short title, an identifier (for scripts and
    /// tests) and an action.
    public init(_ title: String, subtitle: String? = nil, leading: ExampleButton? = nil, trailing: [ExampleButton] = []) {
        var texts: [Widget] = [Label(title, font: .bold(18))]
        if let subtitle { texts.append(Label(subtitle, font: Theme.standard.captionFont, color: Theme.standard.secondaryText)) }
        var row: [Widget] = []
        if let leading { row.append(leading.make(style: .plain)) }
        row.append(VStack(spacing: 0, texts))
        row.append(Spacer())
        row += trailing.map { $0.make(style: .tinted) }
        super.init(title: title, chrome: .topBar(.white), contentInsets: EdgeInsets(top: 10, left: 12, bottom: 10, right: 12),
                   root: HStack(spacing: 8, row))
    }
}

/// A button of a bar or card, described before it is made: a title and/or an icon, an identifier and an action.
public struct ExampleButton {
    /// Its title (empty for an icon-only button).
    public var title: String
    /// Its icon.
    public var icon: IconSymbol?
    /// The identifier scripts and tests address it by.
    public var identifier: String
    /// What a screen reader and a keyboard user's search call it, when its icon's name does not say what
    /// it does (nil: its title, else its icon's name).
    public var name: String?
    /// What it does.
    public var action: () -> Void

    /// A button described by its title, icon, identifier, spoken name and action.
    public init(_ title: String = "", icon: IconSymbol? = nil, id identifier: String, name: String? = nil, action: @escaping () -> Void) {
        self.title = title
        self.icon = icon
        self.identifier = identifier
        self.name = name
        self.action = action
    }

    /// The button widget in `style`.
    public func make(style: Button.Style) -> Button {
        let button = Button(title, icon: icon, style: style, action: action)
        button.identifier = identifier
        button.accessibleName = name
        return button
    }
}
