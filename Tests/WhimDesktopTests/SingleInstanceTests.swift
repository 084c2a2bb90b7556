import Foundation
import Logging
import Synchronization
import Testing
import WhimDesktop
import WhimTestSupport

/// One instance per app and display: the first claim listens, a second finds it running and hands links
/// over; a socket left by a killed instance is taken over; hostile input never stops the listener.
@Suite struct SingleInstanceTests {
    /// A private runtime folder and the address of an app in it.
    static func address(_ folder: TemporaryFolder, app: String = "app", display: String? = nil) throws -> InstanceAddress {
        var environment = ["XDG_RUNTIME_DIR": folder.path]
        if let display { environment["DISPLAY"] = display }
        return try InstanceAddress.of(app: app, environment: environment)
    }

    static let logger = Logger(label: "test.instance")

    /// Claims `address` and starts listening; `arrived` counts the links handed over.
    static func listen(_ address: InstanceAddress, timeout: Double = 2) throws -> (LinkListener, DispatchSemaphore) {
        guard case let .claimed(listener) = try SingleInstance.claim(address, logger: logger, connectionTimeout: timeout) else {
            throw InstanceError.badMessage("the address was taken")
        }
        let arrived = DispatchSemaphore(value: 0)
        listener.start { arrived.signal() }
        return (listener, arrived)
    }

    @Test("the folder is private, the socket is named for the app and the display")
    func addressIsPrivate() throws {
        let folder = try TemporaryFolder()
        let address = try Self.address(folder, app: "whim-demo", display: ":7")
        #expect(address.socketPath == folder.path + "/whimcore/whim-demo@_7.sock")
        var info = stat()
        #expect(lstat(address.folder, &info) == 0 && info.st_mode & 0o777 == 0o700)
        #expect(try Self.address(folder, app: "whim-demo").socketPath == folder.path + "/whimcore/whim-demo.sock")
        for bad in ["", "../x", "a/b", ".hidden", "a b", String(repeating: "a", count: 65)] {
            #expect(throws: InstanceError.badAppName(bad)) { try Self.address(folder, app: bad) }
        }
    }

    @Test("a folder others may enter, a symbolic link or a file in its place is refused")
    func unsafeFoldersAreRefused() throws {
        let open = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: open.path + "/whimcore", withIntermediateDirectories: false)
        chmod(open.path + "/whimcore", 0o755)
        let linked = try TemporaryFolder(), target = try TemporaryFolder()
        chmod(target.path, 0o700)
        try FileManager.default.createSymbolicLink(atPath: linked.path + "/whimcore", withDestinationPath: target.path)
        let file = try TemporaryFolder()
        FileManager.default.createFile(atPath: file.path + "/whimcore", contents: Data())
        for folder in [open, linked, file] {
            #expect {
                _ = try Self.address(folder)
            } throws: { error in
                guard case .unsafeFolder = error as? InstanceError else { return false }
                return true
            }
        }
    }

    @Test("a second claim finds the first running and hands it links, the latest winning; stop frees the address")
    func handOverInOneProcess() throws {
        let folder = try TemporaryFolder()
        let address = try Self.address(folder)
        let (listener, arrived) = try Self.listen(address)
        guard case .running = try SingleInstance.claim(address, logger: Self.logger) else {
            Issue.record("the second claim must find the first")
            return
        }
        for link in ["whim://home/bikes", "", "whim://home/taxi"] {
            #expect(try SingleInstance.handOff(link, to: address) == .delivered)
            #expect(arrived.wait(timeout: .now() + 5) == .success)
        }
        #expect(listener.take() == "whim://home/taxi", "the latest link wins")
        #expect(listener.take() == nil)
        listener.stop()
        #expect(!FileManager.default.fileExists(atPath: address.socketPath))
        #expect(try SingleInstance.handOff("whim://home", to: address) == .noInstance)
    }

    @Test("a socket left by an instance that was killed: nobody answers, the next claim removes it and listens")
    func staleSocketIsTakenOver() throws {
        let folder = try TemporaryFolder()
        let address = try Self.address(folder)
        // What a killed instance leaves: a bound socket file with no process listening behind it.
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var raw = sockaddr_un()
        raw.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &raw.sun_path) { for (i, b) in address.socketPath.utf8.enumerated() { $0[i] = b } }
        let bound = withUnsafePointer(to: &raw) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        #expect(bound == 0)
        close(fd)
        #expect(FileManager.default.fileExists(atPath: address.socketPath))
        #expect(try SingleInstance.handOff("whim://home", to: address) == .noInstance)
        let (listener, arrived) = try Self.listen(address)
        defer { listener.stop() }
        #expect(try SingleInstance.handOff("whim://home/bikes", to: address) == .delivered)
        #expect(arrived.wait(timeout: .now() + 5) == .success)
        #expect(listener.take() == "whim://home/bikes")
    }

    @Test("a file that is not a socket at the socket's path is left alone and named")
    func aFileInTheWayIsNotRemoved() throws {
        let folder = try TemporaryFolder()
        let address = try Self.address(folder)
        FileManager.default.createFile(atPath: address.socketPath, contents: Data("keep".utf8))
        #expect(throws: InstanceError.notASocket(address.socketPath)) { try SingleInstance.claim(address, logger: Self.logger) }
        #expect(FileManager.default.contents(atPath: address.socketPath) == Data("keep".utf8))
    }

    /// Connects to `path`, sends `bytes` (closing the sending side unless `keepOpen`), returns the answer.
    static func exchange(_ path: String, _ bytes: [UInt8], keepOpen: Bool = false) throws -> String {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var raw = sockaddr_un()
        raw.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &raw.sun_path) { for (i, b) in path.utf8.enumerated() { $0[i] = b } }
        let connected = withUnsafePointer(to: &raw) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) } }
        try #require(connected == 0)
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { break }  // the listener may close on a message it has refused
            sent += n
        }
        if !keepOpen { shutdown(fd, Int32(SHUT_WR)) }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 256)
        while true {
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { break }
            answer += chunk[0..<n]
        }
        return String(decoding: answer, as: UTF8.self)
    }

    @Test("garbage on the socket — huge, binary, silent, many at once — is refused and the next link still arrives")
    func hostileInputIsRefused() throws {
        let folder = try TemporaryFolder()
        let address = try Self.address(folder)
        let (listener, arrived) = try Self.listen(address, timeout: 0.5)
        defer { listener.stop() }
        var random = SeededRandom(seed: 45)
        let binary = (0..<3000).map { _ in UInt8.random(in: 0...255, using: &random) }
        let cases: [(String, [UInt8], Bool)] = [
            ("a megabyte without a newline", Array(repeating: 0x61, count: 1 << 20), false),
            ("random bytes", binary + [0x0A], false),
            ("not UTF-8", [0xC3, 0x28, 0x0A], false),
            ("an escape sequence", Array("\u{1B}[2J\n".utf8), false),
            ("no newline, then the end", Array("whim://home".utf8), false),
            ("nothing, held open past the timeout", [], true),
        ]
        for (name, bytes, keepOpen) in cases {
            let answer = try Self.exchange(address.socketPath, bytes, keepOpen: keepOpen)
            #expect(answer.hasPrefix("refused: ") || answer.isEmpty, "\(name): \(answer)")
            #expect(listener.take() == nil, "\(name)")
        }
        // Many connections at once, each sending garbage: every one ends, none reaches the frame path.
        let finished = Atomic<Int>(0)
        let threads = (0..<40).map { i in
            Thread {
                _ = try? Self.exchange(address.socketPath, Array(repeating: UInt8(0x80 + i), count: 5000))
                finished.add(1, ordering: .relaxed)
            }
        }
        threads.forEach { $0.start() }
        let deadline = Date().addingTimeInterval(60)
        while finished.load(ordering: .relaxed) < threads.count, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(finished.load(ordering: .relaxed) == threads.count)
        #expect(listener.take() == nil)
        #expect(try Self.exchange(address.socketPath, Array("whim://home/bikes\n".utf8)) == "ok\n")
        #expect(arrived.wait(timeout: .now() + 5) == .success)
        #expect(listener.take() == "whim://home/bikes")
    }
}
