import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimSDL

/// Ctrl+Q and Ctrl+W close the window, also while a text field has focus; other keys and other
/// modifiers do not; the title follows the screen. In the one serialized SDL suite (SDL is process-global).
extension WindowHostTests {
    @Test("Ctrl+Q and Ctrl+W end the loop as a close does, even while the search field has focus; q, Ctrl+Shift+Q and Alt+Q do not")
    func quitKeysQuit() throws {
        for (key, typing) in [("q", false), ("w", false), ("q", true), ("w", true)] {
            let app = try DemoApp(size: Self.windowSize, clock: MonotonicClock(), map: sharedHelsinki)
            let host = try WindowHost(container: app.container, configuration: .headless(title: "quit"))
            defer { host.close() }
            host.onEvent = { app.handleShortcut($0) }
            #expect(host.runUntilIdle())
            if typing {
                let field = try #require(app.container.destination?.panels.lazy.compactMap { $0.root?.widget(withIdentifier: "search") }.first)
                let frame = try #require(app.container.rectInContainerPixels(of: field))
                #expect(host.postClick(at: Point(x: frame.midX, y: frame.midY)))
                #expect(host.runUntilIdle())
                #expect(app.isTyping, "the search field has focus")
            }
            for (modifiers, text) in [(KeyModifiers(), key), ([.control, .shift], nil), ([.alt], nil)] as [(KeyModifiers, String?)] {
                #expect(host.post(.key(.character(Character(key)), modifiers)))
                if let text { #expect(host.post(.text(text))) }
            }
            #expect(host.run(timeout: 1) == .timeout, "\(key), typing \(typing): plain, Ctrl+Shift and Alt do not quit")
            #expect(!host.isQuitRequested)
            #expect(host.post(.key(.character(Character(key)), .control)))
            #expect(host.run(timeout: 5) == .quit, "Ctrl+\(key.uppercased()), typing \(typing)")
        }
    }

    @Test("a host opened with no quit shortcuts keeps Ctrl+Q for the app")
    func quitKeysCanBeTurnedOff() throws {
        let scene = try WindowTestScene(size: Self.windowSize, clock: MonotonicClock())
        var configuration = WindowConfiguration.headless(title: "no quit keys")
        configuration.quitShortcuts = []
        let host = try WindowHost(container: scene.container, configuration: configuration)
        defer { host.close() }
        var seen: [InputEvent] = []
        host.onEvent = { seen.append($0); return true }
        #expect(host.post(.key(.character("q"), .control)))
        #expect(host.run(timeout: 0.5) == .timeout)
        #expect(seen.contains(.key(.character("q"), .control)))
    }

    @Test("a wake-up from another thread draws a frame whose hook runs on the loop's thread")
    func wakerDrawsAFrame() throws {
        let scene = try WindowTestScene(size: Self.windowSize, clock: MonotonicClock())
        let host = try WindowHost(container: scene.container, configuration: .headless(title: "waker"))
        defer { host.close() }
        #expect(host.runUntilIdle())
        let mailbox = Mailbox<String>()
        var taken: [String] = []
        host.beforeFrame = { _ in if let value = mailbox.take() { taken.append(value) } }
        let waker = host.waker
        let thread = Thread {
            mailbox.post("link")
            waker.wake()
        }
        thread.start()
        #expect(host.run(timeout: 5) { !taken.isEmpty } == .condition)
        #expect(taken == ["link"])
    }
}
