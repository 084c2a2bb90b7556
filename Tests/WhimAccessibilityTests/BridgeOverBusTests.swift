import Foundation
import Synchronization
import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
@testable import WhimAccessibility

/// The bridge on a real bus (a private `dbus-daemon` named as the accessibility bus, no registry): a client
/// thread calls it while the test's thread runs frames, as a screen reader and the window do. The client
/// reads the tree, presses a button by `DoAction` and sees the action done by the next frames and the new
/// name answered; under ThreadSanitizer (`make test-tsan`) this is the bridge's race check.
@Suite(.serialized) struct BridgeOverBusTests {
    static var hasDBus: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/dbus-daemon") }

    /// A private bus: `dbus-daemon --session`, killed by its process id at the end.
    final class PrivateBus {
        let process = Process()
        let address: String

        init() throws {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
            process.arguments = ["--session", "--nofork", "--print-address=1"]
            let out = Pipe()
            process.standardOutput = out
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line = Data()
            while let byte = try out.fileHandleForReading.read(upToCount: 1), let b = byte.first, b != UInt8(ascii: "\n") { line.append(b) }
            address = String(decoding: line, as: UTF8.self)
        }

        deinit {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    @Test(.enabled(if: hasDBus, "dbus-daemon is not installed (apt-get install dbus)"))
    func aClientReadsAndActsWhileFramesRun() throws {
        let bus = try PrivateBus()
        let clock = ManualClock()
        let container = try WhimSceneContainer(size: Size(width: 400, height: 300), clock: clock, backdrop: GridBackdrop())
        let presses = Counter(), woken = Counter()
        let button = Button("Count 0")
        button.action = { [unowned button] in
            let n = presses.value.wrappingAdd(1, ordering: .relaxed).newValue
            button.title = "Count \(n)"
        }
        container.setRoot(WhimSceneNavigationStack([WhimSingleScene(.fullscreen(Panel(title: "Counter", chrome: .plain(.white), root: VStack([button]))))]))
        container.settle(on: clock)
        let started = AccessibilityBridge.start(appName: "Counter app", environment: ["AT_SPI_BUS_ADDRESS": bus.address],
                                                wake: { woken.value.wrappingAdd(1, ordering: .relaxed) })
        let bridge = try #require(started)
        defer { bridge.stop() }

        // The client: finds the bridge on the bus, walks to the button, presses it twice, then waits for its new name.
        let outcome = Mailbox<String>()
        let address = bus.address
        let client = Thread {
            outcome.post(Self.client(address: address))
        }
        client.start()
        var result: String?
        let deadline = Date().addingTimeInterval(20)
        while result == nil, Date() < deadline {
            bridge.update(container, windowTitle: "Counter — Counter app", windowOrigin: Point(x: 10, y: 20))
            clock.advance(by: 1.0 / 60)
            _ = container.update()
            _ = container.renderFrame()
            result = outcome.take()
            usleep(2_000)
        }
        #expect(result == "ok", "\(result ?? "the client did not finish")")
        #expect(presses.value.load(ordering: .relaxed) == 2)
        #expect(woken.value.load(ordering: .relaxed) >= 2, "each action wakes the frame thread")
    }

    final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }

    /// What the client thread does; "ok" or what went wrong.
    static func client(address: String) -> String {
        do {
            let connection = try AtspiConnection.connect(address: address)
            var bridgeName: String?
            for _ in 0..<200 where bridgeName == nil {
                let names = try connection.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "ListNames")
                if case let .array(_, items)? = names.first {
                    bridgeName = items.compactMap(\.stringValue).first { $0.hasPrefix(":") && $0 != connection.busName }
                }
                if bridgeName == nil { usleep(10_000) }
            }
            guard let name = bridgeName else { return "the bridge never came on the bus" }
            func call(_ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue] = []) throws -> [DBusValue] {
                try connection.call(destination: name, path: path, interface: interface, member: member, arguments: arguments)
            }
            func property(_ path: String, _ name: String) throws -> DBusValue? {
                if case let .variant(v)? = try call(path, "org.freedesktop.DBus.Properties", "Get", [.string("org.a11y.atspi.Accessible"), .string(name)]).first { return v }
                return nil
            }
            // The tree is there once the first frame published it.
            var buttonPath: String?
            for _ in 0..<500 where buttonPath == nil {
                if let found = try? Self.find(role: .pushButton, from: AtspiObjectServer.rootPath, call: call) { buttonPath = found }
                if buttonPath == nil { usleep(10_000) }
            }
            guard let path = buttonPath else { return "no push button in the tree" }
            guard try property(AtspiObjectServer.rootPath, "Name") == .string("Counter app") else { return "the application's name" }
            for _ in 0..<2 {
                guard try call(path, "org.a11y.atspi.Action", "DoAction", [.int32(0)]) == [.boolean(true)] else { return "DoAction was refused" }
            }
            for _ in 0..<500 {
                if try property(path, "Name") == .string("Count 2") { return "ok" }
                usleep(10_000)
            }
            return "the button's name did not become Count 2: \(String(describing: try property(path, "Name")))"
        } catch {
            return "\(error)"
        }
    }

    /// The path of the first node of `role` under `path`, depth first.
    static func find(role: AtspiRole, from path: String, call: (String, String, String, [DBusValue]) throws -> [DBusValue]) throws -> String? {
        if try call(path, "org.a11y.atspi.Accessible", "GetRole", []) == [.uint32(role.rawValue)] { return path }
        guard case let .array(_, children)? = try call(path, "org.a11y.atspi.Accessible", "GetChildren", []).first else { return nil }
        for case let .tuple(reference) in children {
            if let child = reference.last?.stringValue, let found = try find(role: role, from: child, call: call) { return found }
        }
        return nil
    }
}
