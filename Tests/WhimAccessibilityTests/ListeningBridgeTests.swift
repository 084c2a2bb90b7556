import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
@testable import WhimAccessibility

/// The bridge captures the accessible tree only while a client listens: with at-spi2-core's registry on a
/// private bus, a client registering for focus events (as Orca does when it starts) turns captures on, and
/// deregistering turns them off again; until then only the first tree, which registering the application
/// needs, is captured. (A client that calls the bridge turns them on too: `BridgeOverBusTests`.)
@Suite(.serialized) struct ListeningBridgeTests {
    static let registryDaemon = "/usr/libexec/at-spi2-registryd"
    static var isInstalled: Bool { BridgeOverBusTests.hasDBus && FileManager.default.isExecutableFile(atPath: registryDaemon) }

    @Test(.enabled(if: isInstalled, "dbus-daemon or at-spi2-core's registry is not installed (scripts/bootstrap installs them)"))
    func treesAreCapturedOnlyWhileAClientListens() throws {
        let bus = try BridgeOverBusTests.PrivateBus()
        let registry = Process()
        registry.executableURL = URL(fileURLWithPath: Self.registryDaemon)
        registry.arguments = ["--use-gnome-session=false"]
        registry.environment = ["AT_SPI_BUS_ADDRESS": bus.address, "DBUS_SESSION_BUS_ADDRESS": bus.address]
        registry.standardOutput = FileHandle.nullDevice
        registry.standardError = FileHandle.nullDevice
        try registry.run()
        defer {
            kill(registry.processIdentifier, SIGKILL)
            registry.waitUntilExit()
        }
        let client = try AtspiConnection.connect(address: bus.address)
        func registered() -> Int? {
            guard let reply = try? client.call(destination: "org.a11y.atspi.Registry", path: registryPath, interface: registryInterface, member: "GetRegisteredEvents"),
                  case let .array(_, events)? = reply.first else { return nil }
            return events.count
        }
        let deadline = Date().addingTimeInterval(10)
        while registered() == nil, Date() < deadline { usleep(20_000) }
        let listeners = registered()
        try #require(listeners == 0, "the registry answers, with no listener yet")

        let clock = ManualClock()
        let container = try WhimSceneContainer(size: Size(width: 300, height: 200), clock: clock, backdrop: GridBackdrop())
        let label = Label("Frame 0")
        container.setRoot(WhimSceneNavigationStack([WhimSingleScene(.fullscreen(Panel(title: "Frames", chrome: .plain(.white), root: VStack([label]))))]))
        container.settle(on: clock)
        let started = AccessibilityBridge.start(appName: "Frames app", environment: ["AT_SPI_BUS_ADDRESS": bus.address], wake: {})
        let bridge = try #require(started)
        defer { bridge.stop() }
        var frame = 0
        /// Runs `count` frames (each renaming the label, so every capture finds a new tree), or until `condition`.
        func frames(_ count: Int, until condition: () -> Bool = { false }) {
            for _ in 0..<count where !condition() {
                frame += 1
                label.text = "Frame \(frame)"
                bridge.update(container, windowTitle: "Frames", windowOrigin: .zero)
                clock.advance(by: 1.0 / 60)
                _ = container.update()
                _ = container.renderFrame()
                usleep(5_000)
            }
        }

        frames(60)
        #expect(bridge.captures == 1, "nobody listens: only the first tree, for registering the application")
        #expect(!bridge.hasListener)

        _ = try client.call(destination: "org.a11y.atspi.Registry", path: registryPath, interface: registryInterface, member: "RegisterEvent",
                            arguments: [.string("object:state-changed:focused"), .array(elementSignature: "s", []), .string("")])
        frames(1000) { bridge.hasListener && bridge.captures > 3 }
        #expect(bridge.hasListener, "the registry announced a listener")
        #expect(bridge.captures > 3, "a listener gets trees captured")

        _ = try client.call(destination: "org.a11y.atspi.Registry", path: registryPath, interface: registryInterface, member: "DeregisterEvent",
                            arguments: [.string("object:state-changed:focused")])
        frames(1000) { !bridge.hasListener }
        #expect(!bridge.hasListener, "the listener went")
        let captured = bridge.captures
        frames(40)
        #expect(bridge.captures == captured, "no listener, no captures")
    }
}
