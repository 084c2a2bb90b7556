/// Where an app's navigation state lives by default: `$XDG_STATE_HOME/DIRECTORY/FILE`, or
/// `~/.local/state/DIRECTORY/FILE` when `XDG_STATE_HOME` is unset, empty or relative (as the XDG
/// base-directory specification says). The environment is passed in, so tests choose it.
public enum StateLocation {
    /// The default state file, or nil when neither `XDG_STATE_HOME` nor `HOME` is an absolute path.
    public static func defaultPath(directory: String = "whimcore", file: String, environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            return state + "/" + directory + "/" + file
        }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.local/state/" + directory + "/" + file
    }
}
