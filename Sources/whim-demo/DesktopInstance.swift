import Foundation
import Logging
import WhimDesktop

/// One window per app and display for `run`, `example` and `open`: the first window takes the app's
/// instance socket (`SingleInstance`); a later start hands its link (or nothing: "come to the front")
/// to that window and ends with status 0 instead of opening a second window.
enum DesktopInstance {
    /// How a window command goes on.
    enum Start {
        /// A window of this app was already open on this display and took the link: nothing more to do.
        case handedOver
        /// This process opens the window; links from later starts arrive through the listener (nil when
        /// the instance socket could not be used: the window opens anyway, without taking links).
        case opensWindow(LinkListener?)
    }

    /// Whether a window can be shown: a display (X11, Wayland) or an SDL video driver is named. Without
    /// one, `run` renders headless and takes no links, and `open` renders the link.
    static var hasDisplay: Bool {
        let environment = ProcessInfo.processInfo.environment
        return ["WAYLAND_DISPLAY", "DISPLAY", "SDL_VIDEODRIVER"].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// Takes `app`'s instance, or hands `link` to the window that has it. A running window that refuses
    /// the link or does not answer is a one-line error. With no display nothing is claimed.
    static func start(app: String, link: String, logger: Logger) throws -> Start {
        guard hasDisplay else { return .opensWindow(nil) }
        let address: InstanceAddress
        do { address = try InstanceAddress.of(app: app, environment: ProcessInfo.processInfo.environment) } catch {
            logger.warning("\(error); the window opens without taking links from the desktop")
            return .opensWindow(nil)
        }
        for _ in 0..<2 {
            let claim: SingleInstance.Claim
            do { claim = try SingleInstance.claim(address, logger: logger) } catch {
                logger.warning("\(error); the window opens without taking links from the desktop")
                return .opensWindow(nil)
            }
            switch claim {
            case let .claimed(listener):
                return .opensWindow(listener)
            case .running:
                // The window may have closed since the claim saw it: then claim again.
                do {
                    if try SingleInstance.handOff(link, to: address) == .delivered { return .handedOver }
                } catch { throw fail("\(error)") }
            }
        }
        logger.warning("the instance socket changed hands twice; the window opens without taking links from the desktop")
        return .opensWindow(nil)
    }

    /// The hand-off to a window already open, if one is (`open LINK` without a display of its own to
    /// start one on still reaches it); false when none listens.
    static func handOff(app: String, link: String) throws -> Bool {
        do {
            let address = try InstanceAddress.of(app: app, environment: ProcessInfo.processInfo.environment)
            return try SingleInstance.handOff(link, to: address) == .delivered
        } catch { throw fail("\(error)") }
    }
}
