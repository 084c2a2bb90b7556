/// The app state the soak's conditions read: which root the switch scene shows, and whether the user is
/// logged in (the route tree's conditional root). A class, so the conditions see the soak's changes.
final class SoakAppState {
    /// The switch scene's key: 0 the app, 1 the routed root, 2 a login stack.
    var root = 0
    /// The route tree's condition: `home` while logged in, `login` otherwise.
    var loggedIn = true
}
