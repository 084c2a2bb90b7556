import Foundation
import WhimAppShell
import WhimCore
import WhimGraphics

/// The navigator example's screens, multipart over the map: a title bar on top, a card below.
enum NavigatorScreens {
    static func back(_ app: ExampleApp) -> (IconSymbol, () -> Void) { (.back, { [weak app] in app?.back() }) }

    /// Login: a name field and a button; logging in switches the conditional root to Home.
    static func login(example: NavigatorExample, app: ExampleApp) -> any WhimScene {
        let field = TextField(placeholder: "Your name", icon: .user)
        field.identifier = "name"
        let logIn: () -> Void = { [weak example, weak app, weak field] in
            guard let example, let app else { return }
            let name = field?.text.trimmingCharacters(in: .whitespaces) ?? ""
            example.setUser(name.isEmpty ? "guest" : String(name.prefix(40)), app: app)
        }
        field.onSubmit = { _ in logIn() }
        let button = Button("Log in", style: .filled, action: logIn)
        button.identifier = "log-in"
        return WhimSingleScene(
            top: TitleBarPanel("Log in", subtitle: "Home is behind a conditional"),
            bottom: CardPanel("Who are you?", content: [field, button]))
    }

    /// Home: the items (each opens its Detail) and Settings.
    static func home(example: NavigatorExample, app: ExampleApp) -> any WhimScene {
        let list = ListView(rows: NavigatorExample.items.enumerated().map { i, item in
            ListRow(id: "\(i)", icon: .pin, title: item, subtitle: "/home/detail?id=\(i)", showsChevron: true)
        }, visibleRowLimit: 3)
        list.identifier = "details"
        list.selectsOnTap = false
        list.onSelect = { [weak app] row in try? app?.go(to: "detail", parameters: ["id": .int(Int(row.id) ?? 0)]) }
        let settings = Button("Settings", icon: .gear, style: .tinted) { [weak app] in try? app?.go(to: "settings") }
        settings.identifier = "settings"
        return WhimSingleScene(
            top: TitleBarPanel("Home", subtitle: "Logged in as \(example.userName)"),
            bottom: CardPanel("Places", content: [list, settings]))
    }

    /// Detail of item `id` (any integer: ids past the list say so).
    static func detail(id: Int, app: ExampleApp) -> any WhimScene {
        let items = NavigatorExample.items
        let name = items.indices.contains(id) ? items[id] : "Item \(id)"
        let text = items.indices.contains(id) ? "Item \(id + 1) of \(items.count), reached by /home/detail?id=\(id)." : "No such item in the list; the path still names it."
        return WhimSingleScene(
            top: TitleBarPanel("Detail \(id)", subtitle: name, leading: back(app)),
            bottom: CardPanel(name, content: [Label(text, color: Theme.standard.secondaryText, maxLines: 3)]))
    }

    /// Settings: logging out switches the conditional root back to Login.
    static func settings(example: NavigatorExample, app: ExampleApp) -> any WhimScene {
        let logOut = Button("Log out", style: .filled) { [weak example, weak app] in
            guard let example, let app else { return }
            example.setUser(nil, app: app)
        }
        logOut.identifier = "log-out"
        return WhimSingleScene(
            top: TitleBarPanel("Settings", leading: back(app)),
            bottom: CardPanel("Account", content: [Label("Logged in as \(example.userName)", color: Theme.standard.secondaryText), logOut]))
    }
}
