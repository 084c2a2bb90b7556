import ArgumentParser
import Foundation
import Logging
import WhimAnimation
import WhimCore
import WhimRestoration

/// `--state FILE` and `--no-restore`: where a window's navigation state is saved and whether it is
/// restored at start (shared by `run` and `example`).
struct StateOptions: ParsableArguments {
    @Option(help: "The navigation state file (default: $XDG_STATE_HOME/whimcore/<app>.json or ~/.local/state/whimcore/<app>.json).")
    var state: String?

    @Flag(help: "Start at the start screen instead of where the last run left off (the state is still saved).")
    var noRestore = false

    /// The store of `file` under the state directory (or `--state`), nil with a warning when there is none.
    func store(defaultFile file: String, clock: any Clock) -> NavigationStateStore? {
        guard let path = state ?? StateLocation.defaultPath(file: file, environment: ProcessInfo.processInfo.environment) else {
            Self.warn("no state directory (HOME and XDG_STATE_HOME unset); the navigation state is not saved")
            return nil
        }
        return NavigationStateStore(path: path, clock: clock, warn: Self.warn)
    }

    static func warn(_ message: String) {
        Logger(label: "whim-demo.state").warning("\(message)")
    }
}
