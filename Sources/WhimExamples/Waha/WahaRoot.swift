/// What Waha's `Root` shows: the onboarding stack, the loading screen on its own, or the main drawer.
public enum WahaRoot: String, Sendable, Hashable, CaseIterable {
    /// The onboarding stack: initial install, onboarding slides, loading.
    case onboarding
    /// The loading screen alone (a language instance installed after the first).
    case loading
    /// The main drawer around the main stack.
    case main

    /// Root's decision on its three variables, as the seed describes it:
    /// - no first language instance installed (first open, or the first install was cancelled) →
    ///   onboarding;
    /// - a first instance installed and another being installed → loading, without going back to
    ///   onboarding. (The seed's sentence says "`isInstallingLanguageInstance` is false", but its reason —
    ///   "when the user installs any subsequent language instances, they need to see the loading screen" —
    ///   and the main drawer's existence only make sense while installing; with "false" the main drawer
    ///   could never be shown.)
    /// - installed but onboarding not finished (the user quit in the middle of onboarding after the
    ///   install) → onboarding again;
    /// - otherwise → the main drawer.
    public static func decide(hasInstalledFirstLanguageInstance installed: Bool, isInstallingLanguageInstance installing: Bool,
                              hasOnboarded onboarded: Bool) -> WahaRoot {
        guard installed else { return .onboarding }
        if installing { return .loading }
        return onboarded ? .main : .onboarding
    }
}
