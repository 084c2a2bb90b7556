import WhimCore
import WhimGraphics

/// Home's top panel: the "Where to?" field and the settings button.
public final class SearchBarPanel: Panel {
    public let field = TextField(placeholder: "Where to?", icon: .search)
    public let settingsButton: Button

    public init(onSettings: @escaping () -> Void, onSubmit: @escaping (String) -> Void) {
        settingsButton = Button("", icon: .gear, style: .tinted, action: onSettings)
        settingsButton.identifier = "settings"
        field.identifier = "search"
        field.onSubmit = onSubmit
        super.init(title: "Search", chrome: .topBar(.white), contentInsets: EdgeInsets(top: 12, left: 14, bottom: 12, right: 14),
                   root: HStack(spacing: 10, [field, settingsButton]))
    }
}
