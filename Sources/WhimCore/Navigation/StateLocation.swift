/// Where an app's navigation state lives by default: `$XDG_STATE_HOME/APP/navigation.json`, or
/// `~/.local/state/APP/navigation.json` when `XDG_STATE_HOME` is unset, empty or relative (as the XDG
/// base-directory specification says). The environment is passed in, so tests choose it.
public enum StateLocation {
    public static func defaultPath(app: String, environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/" + app + "/navigation.json"
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/state/" + app + "/navigation.json"
    }
}
