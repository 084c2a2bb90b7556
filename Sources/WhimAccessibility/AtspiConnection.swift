import CGio
import Foundation

/// The bridge's connection to the accessibility bus (GDBus): found through the session bus
/// (`org.a11y.Bus.GetAddress`, or `AT_SPI_BUS_ADDRESS`), it answers method calls on the bridge's objects in
/// a message filter on GDBus's own worker thread, registers the application with the registry
/// (`Socket.Embed`) and emits events. Connecting and emitting happen on the bridge's thread.
final class AtspiConnection: @unchecked Sendable {
    /// GDBus's connection (a GDBusConnection).
    private let connection: OpaquePointer
    /// The connection's unique name on the bus.
    let busName: String
    private var filterID: guint = 0

    private init(connection: OpaquePointer) {
        self.connection = connection
        busName = g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
    }

    deinit {
        if filterID != 0 { g_dbus_connection_remove_filter(connection, filterID) }
        g_dbus_connection_close_sync(connection, nil, nil)
        g_object_unref(UnsafeMutableRawPointer(connection))
    }

    /// Why there is no connection.
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The accessibility bus's address: `AT_SPI_BUS_ADDRESS`, else what the session bus's `org.a11y.Bus`
    /// says. The session bus is the one `environment` names (`DBUS_SESSION_BUS_ADDRESS`, else
    /// `$XDG_RUNTIME_DIR/bus`): the bridge never autolaunches a bus, nor the bus launcher.
    static func accessibilityBusAddress(environment: [String: String]) throws(Failure) -> String {
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        let session: String
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty {
            session = address
        } else if let runtime = environment["XDG_RUNTIME_DIR"], FileManager.default.fileExists(atPath: runtime + "/bus") {
            session = "unix:path=" + runtime + "/bus"
        } else {
            throw Failure(description: "no session bus")
        }
        let bus = try connect(address: session)
        var error: UnsafeMutablePointer<GError>?
        let replyType = g_variant_type_new("(s)")
        defer { g_variant_type_free(replyType) }
        guard let reply = g_dbus_connection_call_sync(bus.connection, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, replyType,
                                                      G_DBUS_CALL_FLAGS_NO_AUTO_START, 3000, nil, &error) else {
            throw failure(error, "org.a11y.Bus")
        }
        defer { g_variant_unref(reply) }
        guard case let .tuple(items) = GVariantConversion.read(reply), let address = items.first?.stringValue, !address.isEmpty else {
            throw Failure(description: "org.a11y.Bus gave no address")
        }
        return address
    }

    /// Connects to the bus at `address`.
    static func connect(address: String) throws(Failure) -> AtspiConnection {
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
            throw failure(error, "the accessibility bus")
        }
        return AtspiConnection(connection: connection)
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>?, _ what: String) -> Failure {
        defer { if let error { g_error_free(error) } }
        return Failure(description: "\(what): " + (error.map { String(cString: $0.pointee.message) } ?? "unknown error"))
    }

    /// Answers every method call on a path under `/org/a11y/atspi/` with `answerer`, called on
    /// GDBus's worker thread; other messages go on as usual. `answer` lives as long as the connection.
    func answerCalls(with answerer: MethodAnswerer) {
        let userData = Unmanaged.passRetained(answerer).toOpaque()
        filterID = g_dbus_connection_add_filter(connection, { connection, message, incoming, userData in
            guard let connection, let message, let userData, incoming != 0 else { return message }
            let answerer = Unmanaged<MethodAnswerer>.fromOpaque(userData).takeUnretainedValue()
            if g_dbus_message_get_message_type(message) == G_DBUS_MESSAGE_TYPE_SIGNAL,
               g_dbus_message_get_interface(message).map({ String(cString: $0) }) == registryInterface {
                answerer.registryChanged()
                return message
            }
            guard g_dbus_message_get_message_type(message) == G_DBUS_MESSAGE_TYPE_METHOD_CALL,
                  let rawPath = g_dbus_message_get_path(message) else { return message }
            let path = String(cString: rawPath)
            guard path.hasPrefix(AtspiObjectServer.answeredPrefix) else { return message }
            let interface = g_dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
            let member = g_dbus_message_get_member(message).map { String(cString: $0) } ?? ""
            var arguments: [DBusValue] = []
            if let body = g_dbus_message_get_body(message), case let .tuple(items) = GVariantConversion.read(body) { arguments = items }
            let answer = answerer.answer(DBusMethodCall(path: path, interface: interface, member: member, arguments: arguments))
            let reply: OpaquePointer?
            switch answer {
            case let .reply(values):
                reply = g_dbus_message_new_method_reply(message)
                g_dbus_message_set_body(reply, GVariantConversion.make(.tuple(values)))
            case let .error(name, text):
                reply = g_dbus_message_new_method_error_literal(message, name, text)
            }
            if let reply {
                g_dbus_connection_send_message(connection, reply, G_DBUS_SEND_MESSAGE_FLAGS_NONE, nil, nil)
                g_object_unref(UnsafeMutableRawPointer(reply))
            }
            g_object_unref(UnsafeMutableRawPointer(message))
            return nil
        }, userData, { userData in
            if let userData { Unmanaged<MethodAnswerer>.fromOpaque(userData).release() }
        })
    }

    /// Asks the bus for the registry's signals (`EventListenerRegistered`, `EventListenerDeregistered`), which
    /// the filter of `answerCalls` hands to its answerer: a screen reader starting or leaving.
    func followRegistryListeners() {
        _ = try? call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus", interface: "org.freedesktop.DBus", member: "AddMatch",
                      arguments: [.string("type='signal',interface='\(registryInterface)',path='\(registryPath)'")])
    }

    /// Whether any client listens for events, as the registry says (`GetRegisteredEvents`); false without a registry.
    func registryHasListeners() -> Bool {
        guard let reply = try? call(destination: "org.a11y.atspi.Registry", path: registryPath, interface: registryInterface, member: "GetRegisteredEvents"),
              case let .array(_, events)? = reply.first else { return false }
        return !events.isEmpty
    }

    /// Registers the application (its root object) with the registry; returns the desktop it is embedded in.
    func embed() throws(Failure) -> DBusValue {
        let reply = try call(destination: "org.a11y.atspi.Registry", path: AtspiObjectServer.rootPath, interface: "org.a11y.atspi.Socket",
                             member: "Embed", arguments: [.reference(busName, AtspiObjectServer.rootPath)])
        guard let desktop = reply.first else { throw Failure(description: "the registry gave no desktop") }
        return desktop
    }

    /// Calls a method and waits (at most 3 s) for its reply's arguments.
    func call(destination: String, path: String, interface: String, member: String, arguments: [DBusValue] = []) throws(Failure) -> [DBusValue] {
        var error: UnsafeMutablePointer<GError>?
        guard let reply = g_dbus_connection_call_sync(connection, destination, path, interface, member, GVariantConversion.make(.tuple(arguments)),
                                                      nil, G_DBUS_CALL_FLAGS_NONE, 3000, nil, &error) else {
            throw Self.failure(error, "\(interface).\(member)")
        }
        defer { g_variant_unref(reply) }
        guard case let .tuple(items) = GVariantConversion.read(reply) else { return [] }
        return items
    }

    /// Emits `event` (to every listener on the bus).
    func emit(_ event: AtspiEvent) {
        emit(path: event.path, interface: event.interface, member: event.member, body: event.body)
    }

    /// Emits a signal (to every listener on the bus).
    func emit(path: String, interface: String, member: String, body: DBusValue) {
        g_dbus_connection_emit_signal(connection, nil, path, interface, member, GVariantConversion.make(body), nil)
    }

    /// Sends what is queued (the signals) before the connection closes.
    func flush() { g_dbus_connection_flush_sync(connection, nil, nil) }
}

/// The AT-SPI registry's object and interface, whose signals say when event listeners come and go.
let registryPath = "/org/a11y/atspi/registry"
let registryInterface = "org.a11y.atspi.Registry"

/// Answers method calls on GDBus's worker thread, the only thread that calls `answer`, and hears there
/// that the registry's listeners changed.
class MethodAnswerer: @unchecked Sendable {
    private let handler: (DBusMethodCall) -> DBusAnswer
    let registryChanged: @Sendable () -> Void
    init(_ handler: @escaping (DBusMethodCall) -> DBusAnswer, registryChanged: @escaping @Sendable () -> Void = {}) {
        self.handler = handler
        self.registryChanged = registryChanged
    }
    func answer(_ call: DBusMethodCall) -> DBusAnswer { handler(call) }
}
