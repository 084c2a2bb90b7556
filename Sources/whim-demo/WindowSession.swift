import Foundation
import Logging
import WhimAccessibility
import WhimAnimation
import WhimCore
import WhimDesktop
import WhimGraphics
import WhimRestoration
import WhimSDL

/// A window over a container with live navigation, shared by `run` and `example`: it restores the saved
/// navigation state, reads the state off the scenes four times a second and saves it (debounced) when it
/// changed, runs until the window closes (or `seconds`), and saves once more at the end. Its title follows
/// the screen (`title`), and links handed over by later starts (`links`) open in it.
struct WindowSession {
    let container: WhimSceneContainer
    let navigation: LiveNavigation
    let clock: any Clock
    let store: NavigationStateStore?
    let logger: Logger
    /// The window's title for each screen.
    var title = WindowTitle(appName: "WhimCore")
    /// Links from later starts of the app (`DesktopInstance`); each raises the window and opens with `openLink`.
    var links: LinkListener?
    var openLink: (String) throws -> Void = { _ in }
    /// Whether screen readers can read the window (`AccessibilityBridge`, when an accessibility bus runs).
    var accessibility = true

    /// Opens the window on `videoDriver` (nil: SDL's choice), or returns the error saying why there is none (no display).
    static func openWindow(container: WhimSceneContainer, title: String, videoDriver: WindowOptions.VideoDriver?) -> Result<WindowHost, HostError> {
        Result { () throws(HostError) -> WindowHost in
            let configuration = WindowConfiguration(title: title, videoDriver: videoDriver?.rawValue)
            return try WindowHost(container: container, configuration: configuration, logger: Logger(label: WindowHost.logLabel))
        }
    }

    /// Applies the saved state unless `restore` is false (one a conditional refuses now waits, with its
    /// condition's screen shown); a state that no longer applies is a warning.
    func restore(_ restore: Bool) {
        guard restore, let restored = store?.restore(validatingWith: navigation.tree) else { return }
        do { try navigation.restore(restored) } catch {
            logger.warning("the saved navigation state was not applied; starting at the start screen", metadata: ["error": "\(error)"])
        }
    }

    /// Runs the window. `onEvent` sees events first; `everyFrame` runs before each frame after the state is saved.
    func run(host: WindowHost, seconds: Double?, onEvent: @escaping (InputEvent) -> Bool, everyFrame: ((WindowHost) -> Void)? = nil) {
        var lastCapture = -Double.infinity
        var lastTitle = host.title
        host.onEvent = onEvent
        links?.start(onLink: { [waker = host.waker] in waker.wake() })
        let bridge = accessibility ? AccessibilityBridge.start(appName: title.appName, wake: { [waker = host.waker] in waker.wake() }) : nil
        host.beforeFrame = { h in
            if let link = links?.take() {
                h.raise()
                if !link.isEmpty {
                    do { try openLink(link) } catch { logger.warning("the link handed to the window was not opened", metadata: ["error": "\(error)"]) }
                }
            }
            let shown = title.title(for: container)
            if shown != lastTitle {
                h.title = shown
                lastTitle = shown
            }
            if let store {
                if clock.now - lastCapture >= 0.25 {
                    lastCapture = clock.now
                    store.update(navigation.capture())
                }
                store.tick()
            }
            everyFrame?(h)
            bridge?.update(container, windowTitle: shown, windowOrigin: Point(x: Double(h.windowPosition.x), y: Double(h.windowPosition.y)),
                           isActive: h.isFocused)
        }
        print("whim-demo: \(host.videoDriver)/\(host.rendererName) — press ? or F1 for shortcuts")
        fflush(nil)
        _ = host.run(timeout: seconds)
        links?.stop()
        bridge?.stop()
        store?.update(navigation.capture())
        store?.flush()
    }
}
