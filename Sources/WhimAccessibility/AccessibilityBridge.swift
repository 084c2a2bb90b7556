import Foundation
import Synchronization
import WhimAnimation
import WhimCore
import WhimGraphics

/// A screen reader's view of the app over AT-SPI 2 (what Orca reads): the bridge's own thread connects to
/// the accessibility bus, registers the application and emits events as the tree changes; GDBus's worker
/// thread answers questions from the latest tree. The frame thread calls `update` before each frame: it
/// performs the actions screen readers asked for, then publishes the tree when it changed. Nothing is
/// shared but lock-free mailboxes (`Mailbox`) and atomics, so the frame path never waits for the bus.
///
/// The tree is captured only while someone listens: a client registered for events with the registry (Orca
/// does when it starts), or a client asked the bridge something. Without one, only the first tree is
/// captured (registering the application needs it); a desktop with no screen reader pays for nothing more.
public final class AccessibilityBridge {
    private let builder: AccessibilityTreeBuilder
    private let channel: Channel
    private var published: AccessibilityTree?
    /// The tree is captured every this many frames (and on a frame that performed an action): a capture walks
    /// every widget of the scenes on show, and a screen reader does not need it sixty times a second.
    static let framesPerCapture = 4
    private var framesSinceCapture = framesPerCapture
    /// How many trees were captured (each a walk of every widget on show).
    private(set) var captures = 0

    /// Starts a bridge for the app named `appName`; `wake` (called from another thread) asks the frame
    /// thread for a frame, so actions are performed while the window is idle. Returns nil, silently, when
    /// the environment names no session bus; when the bus has no accessibility bus the bridge ends on its
    /// own thread (`isActive` turns false) without a word.
    public static func start(appName: String, environment: [String: String] = ProcessInfo.processInfo.environment,
                             wake: @escaping @Sendable () -> Void) -> AccessibilityBridge? {
        guard environment["AT_SPI_BUS_ADDRESS"] != nil || environment["DBUS_SESSION_BUS_ADDRESS"] != nil
            || environment["XDG_RUNTIME_DIR"] != nil else { return nil }
        let channel = Channel(wake: wake)
        let thread = Thread { channel.run(environment: environment) }
        thread.name = "whim-accessibility"
        thread.start()
        return AccessibilityBridge(appName: appName, channel: channel)
    }

    private init(appName: String, channel: Channel) {
        builder = AccessibilityTreeBuilder(appName: appName)
        self.channel = channel
    }

    deinit { stop() }

    /// Whether the bridge is connected or still connecting (false once it found no accessibility bus or stopped).
    public var isActive: Bool { channel.state.load(ordering: .acquiring) != Channel.off }

    /// Whether a client listens: one registered for events with the registry, or one asked the bridge something.
    public var hasListener: Bool {
        channel.registryHasListeners.load(ordering: .relaxed) || channel.wasAsked.load(ordering: .relaxed)
    }

    /// On the frame thread, before a frame: performs the actions asked for since the last frame, then
    /// publishes the tree of `container` (its window titled `windowTitle` at `windowOrigin` on the screen,
    /// `isActive` while it has the keyboard) when it differs from the last one published (looked at every
    /// `framesPerCapture` frames, and only while a client listens once the first tree is out).
    public func update(_ container: WhimSceneContainer, windowTitle: String, windowOrigin: Point, isActive: Bool = true) {
        guard isActive else { return }
        framesSinceCapture += 1
        if let requests = channel.requests.take() {
            for request in requests { builder.perform(request, in: container) }
            framesSinceCapture = Self.framesPerCapture
        }
        guard framesSinceCapture >= Self.framesPerCapture, published == nil || hasListener else { return }
        framesSinceCapture = 0
        captures += 1
        let tree = builder.capture(container, windowTitle: windowTitle, windowOrigin: windowOrigin, isActive: isActive)
        guard tree != published else { return }
        published = tree
        channel.snapshots.post(tree)
    }

    /// Ends the bridge: its thread sends what is queued and closes the connection.
    public func stop() {
        guard !channel.stopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        _ = channel.finished.wait(timeout: .now() + 1)
    }

    /// What the three threads share: mailboxes each written by one side, and the bridge's state.
    private final class Channel: Sendable {
        static let connecting = 0, connected = 1, off = 2
        /// Trees from the frame thread to the bridge's thread.
        let snapshots = Mailbox<AccessibilityTree>()
        /// Trees from the bridge's thread to GDBus's worker thread, which answers from the latest.
        let served = Mailbox<AccessibilityTree>()
        /// The desktop the registry embedded the application in, for GDBus's worker thread.
        let desktop = Mailbox<DBusValue>()
        /// Actions from GDBus's worker thread (the only one that posts) to the frame thread.
        let requests = Mailbox<[AccessibilityActionRequest]>()
        let state = Atomic<Int>(connecting)
        let stopped = Atomic<Bool>(false)
        /// Whether the registry lists event listeners (set by the bridge's thread).
        let registryHasListeners = Atomic<Bool>(false)
        /// The registry announced a listener registered or gone (set on GDBus's worker thread).
        let registryChanged = Atomic<Bool>(false)
        /// Whether a client has called the bridge (set on GDBus's worker thread).
        let wasAsked = Atomic<Bool>(false)
        let finished = DispatchSemaphore(value: 0)
        let wake: @Sendable () -> Void
        /// How often the bridge's thread looks for a new tree.
        static let pollInterval = 0.02

        init(wake: @escaping @Sendable () -> Void) { self.wake = wake }

        /// The bridge's thread: connects, waits for the first tree, registers, then turns each new tree into
        /// events until stopped.
        func run(environment: [String: String]) {
            defer {
                state.store(Self.off, ordering: .releasing)
                finished.signal()
            }
            let connection: AtspiConnection
            do {
                connection = try AtspiConnection.connect(address: AtspiConnection.accessibilityBusAddress(environment: environment))
            } catch {
                return
            }
            let answering = Answering(channel: self, busName: connection.busName)
            connection.answerCalls(with: MethodAnswerer({ answering.answer($0) }, registryChanged: { [self] in
                registryChanged.store(true, ordering: .relaxed)
            }))
            connection.followRegistryListeners()
            registryHasListeners.store(connection.registryHasListeners(), ordering: .relaxed)
            state.store(Self.connected, ordering: .releasing)
            var current: AccessibilityTree?
            while current == nil {
                if stopped.load(ordering: .acquiring) { return }
                current = snapshots.take()
                if current == nil { Thread.sleep(forTimeInterval: Self.pollInterval) }
            }
            served.post(current!)
            if let desktop = try? connection.embed() { self.desktop.post(desktop) }
            if let window = current![AccessibilityTree.windowID], window.states.contains(.active) {
                connection.emit(.window(activated: true, title: window.name))
            }
            while !stopped.load(ordering: .acquiring) {
                if registryChanged.exchange(false, ordering: .relaxed) {
                    registryHasListeners.store(connection.registryHasListeners(), ordering: .relaxed)
                }
                if let tree = snapshots.take() {
                    served.post(tree)
                    for event in AtspiEvent.changes(from: current!, to: tree, busName: connection.busName) { connection.emit(event) }
                    current = tree
                }
                Thread.sleep(forTimeInterval: Self.pollInterval)
            }
            connection.flush()
        }
    }

    /// The answering side, touched only on GDBus's worker thread: the latest tree as a server.
    private final class Answering: @unchecked Sendable {
        private let channel: Channel
        private var server: AtspiObjectServer

        init(channel: Channel, busName: String) {
            self.channel = channel
            server = AtspiObjectServer(busName: busName, tree: AccessibilityTree(nodes: [:], windowOrigin: .zero))
        }

        func answer(_ call: DBusMethodCall) -> DBusAnswer {
            // The registry sets the application's Id as it embeds it: that is no client reading.
            if call.member != "Set" { channel.wasAsked.store(true, ordering: .relaxed) }
            if let tree = channel.served.take() { server.tree = tree }
            if let desktop = channel.desktop.take() { server.desktop = desktop }
            let (answer, request) = server.answer(call)
            if let request {
                channel.requests.post((channel.requests.take() ?? []) + [request])
                channel.wake()
            }
            return answer
        }
    }
}
