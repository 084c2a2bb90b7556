extension LeaveGuard {
    /// A guard for a screen with edits that would be lost: while `hasChanges()` is true, leaving asks with an
    /// alert ("Discard changes?") presented over `scene` — Discard leaves, Keep (or Esc) stays. With nothing to
    /// lose it allows; with no presenting scene to ask through it refuses (nothing is lost unasked). An alert
    /// taken away without a choice (a state applied over it) counts as Keep, so the next attempt asks again.
    public static func discardingChanges(
        of scene: any WhimScene, title: String = "Discard changes?", message: String = "Your changes have not been saved.",
        discard: String = "Discard", keep: String = "Keep", hasChanges: @escaping () -> Bool
    ) -> LeaveGuard {
        weak var shown: WhimAlert?
        var open: ((Bool) -> Void)?
        return LeaveGuard { [weak scene] in
            if let reply = open, shown?.presenter == nil {
                open = nil
                reply(false)
            }
            guard hasChanges() else { return .allow }
            guard let presenter = scene?.presentingScene else { return .refuse }
            return .ask { reply in
                let alert = WhimAlert(title: title, message: message, actions: [
                    WhimAlert.Action(keep, role: .cancel) { open = nil; reply(false) },
                    WhimAlert.Action(discard, role: .destructive) { open = nil; reply(true) },
                ])
                open = reply
                shown = alert
                if !presenter.present(alert) {
                    open = nil
                    reply(false)
                }
            }
        }
    }
}
