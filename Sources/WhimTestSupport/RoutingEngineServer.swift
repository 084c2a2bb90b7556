import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real routing engine for one test: OSRM's `osrm-routed` (one profile's data) or Valhalla's
/// `valhalla_service`, as `scripts/routing-engines` set them up under `.build/routing-engines`, listening
/// on 127.0.0.1 at a free port. Ready when it accepts connections; stopped when the value goes away.
public final class RoutingEngineServer {
    /// Which engine, over which data.
    public enum Engine: Sendable, CustomStringConvertible {
        /// `osrm-routed` over the extract preprocessed with OSRM's `car` or `foot` profile.
        case osrm(profile: String)
        /// `valhalla_service` over the extract's tiles (every costing).
        case valhalla

        /// The engine's name, in messages.
        public var description: String {
            switch self {
            case let .osrm(profile): "OSRM (\(profile))"
            case .valhalla: "Valhalla"
            }
        }
    }

    /// The base URL to give a router: `http://127.0.0.1:PORT`.
    public let url: String
    private let process: Process
    private let folder: String

    /// Starts `engine`; throws, saying how to set the engines up, when they are not, and with the engine's
    /// own output when it does not come up within `timeout` seconds.
    public init(_ engine: Engine, timeout: Double = 60, filePath: String = #filePath) throws {
        var root = URL(fileURLWithPath: filePath)
        while root.pathComponents.count > 1, root.lastPathComponent != "Tests" { root.deleteLastPathComponent() }
        let engines = root.deletingLastPathComponent().appendingPathComponent(".build/routing-engines").path
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("engine-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let port = try Self.freePort()
        url = "http://127.0.0.1:\(port)"
        let executable: String, arguments: [String]
        switch engine {
        case let .osrm(profile):
            executable = engines + "/osrm/bin/osrm-routed"
            let data = engines + "/osrm/data/\(profile).osrm"
            try Self.require([executable, engines + "/osrm/data/\(profile).done"], engine)
            arguments = ["--algorithm", "mld", "-i", "127.0.0.1", "-p", String(port), "--threads", "1", data]
        case .valhalla:
            executable = engines + "/valhalla/bin/valhalla_service"
            let base = engines + "/valhalla/valhalla.json"
            try Self.require([executable, base, engines + "/valhalla/tiles.done"], engine)
            var config = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: base))) as? [String: Any] ?? [:]
            var httpd = config["httpd"] as? [String: Any] ?? [:], service = httpd["service"] as? [String: Any] ?? [:]
            service["listen"] = "tcp://127.0.0.1:\(port)"
            service["loopback"] = "ipc://\(folder)/loopback"
            service["interrupt"] = "ipc://\(folder)/interrupt"
            httpd["service"] = service
            config["httpd"] = httpd
            let path = folder + "/valhalla.json"
            try JSONSerialization.data(withJSONObject: config).write(to: URL(fileURLWithPath: path))
            arguments = [path, "1"]
        }
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let log = folder + "/log.txt"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        process.standardError = process.standardOutput
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while !Self.accepts(port) {
            guard process.isRunning, Date() < deadline else {
                let said = (try? String(contentsOfFile: log, encoding: .utf8)).map { String($0.suffix(600)) } ?? ""
                if process.isRunning { process.terminate() }
                throw RoutingEngineError.didNotStart(engine: engine.description, said: said)
            }
            usleep(50_000)
        }
    }

    deinit {
        // Asked to stop, then killed after a moment: Valhalla drains its queue for half a minute on SIGTERM,
        // and the engines hold no state a test needs kept.
        process.terminate()
        for _ in 0 ..< 20 where process.isRunning { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: folder)
    }

    private static func require(_ paths: [String], _ engine: Engine) throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw RoutingEngineError.missing(engine: engine.description, path: path)
        }
    }

    /// A port on 127.0.0.1 free a moment ago (the kernel's choice for port 0).
    private static func freePort() throws -> Int {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw RoutingEngineError.noPort }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound else { throw RoutingEngineError.noPort }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Whether something accepts a TCP connection on 127.0.0.1:`port`.
    private static func accepts(_ port: Int) -> Bool {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}

/// A routing engine for the tests is not set up, or did not start.
public enum RoutingEngineError: Error, CustomStringConvertible {
    /// `make routing-engines` has not made `path`.
    case missing(engine: String, path: String)
    /// The engine exited or did not listen in time; `said` is the end of its output.
    case didNotStart(engine: String, said: String)
    /// No port could be had on 127.0.0.1.
    case noPort

    /// One line saying what is wrong and how to set the engines up.
    public var description: String {
        switch self {
        case let .missing(engine, path):
            "\(engine) is not set up (\(path) is missing): run `make routing-engines` (scripts/routing-engines fetches the engines' PyPI wheels and preprocesses the Helsinki extract)"
        case let .didNotStart(engine, said): "\(engine) did not start on 127.0.0.1; it said: \(said)"
        case .noPort: "no free port on 127.0.0.1"
        }
    }
}
