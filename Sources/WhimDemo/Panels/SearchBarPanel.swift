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
        field.maxLength = 100
        // Enter leaves the field: the answers open over Home, and Home comes back with no field focused.
        field.onSubmit = { [weak field] text in
            field?.endEditing()
            onSubmit(text)
        }
        super.init(title: "Search", chrome: .topBar(.white), contentInsets: EdgeInsets(top: 12, left: 14, bottom: 12, right: 14),
                   root: HStack(spacing: 10, [field, settingsButton]))
    }
}
