import Foundation
import Testing
import WhimTestSupport

/// A real input method typing into a text field in a real window: `ime-ibus.py` starts IBus with m17n's latin
/// post-fix method (`a` then `'` composes `á`, no dictionary needed) on a private session bus, and the
/// `field-window` child on the test's Xvfb with SDL_IM_MODULE=ibus; it types with xdotool and reads the field's
/// state. The pre-edit shows in the field before it is text, IBus puts the candidate window at the field's
/// caret, and committed text lands in the order it was typed. The field lives in a child process because SDL
/// tries its input method once per process: a window test without IBus before it would have turned it off.
@Suite(.serialized) struct InputMethodWindowTests {
    static var isInstalled: Bool {
        XvfbServer.isInstalled && ["xdotool", "dbus-daemon", "ibus-daemon"].allSatisfy { XvfbServer.executable($0) != nil }
            && FileManager.default.fileExists(atPath: "/usr/share/m17n/latn-post.mim")
            && FileManager.default.fileExists(atPath: "/usr/share/ibus/component/m17n.xml")
            && (try? BuiltExecutable.run(AtspiTourWindowTests.python, ["-c", "import gi; gi.require_version('IBus', '1.0')"]).status) == 0
    }

    @Test(.enabled(if: isInstalled, "Xvfb, xdotool, dbus, ibus, ibus-m17n or m17n-db is not installed (scripts/bootstrap installs them)"))
    func ibusComposesInTheFieldAtItsCaret() throws {
        let executable = try #require(BuiltExecutable.path("field-window"), "field-window is built with the package")
        let server: XvfbServer
        do { server = try XvfbServer() } catch { try Test.cancel("\(error)") }
        defer { server.stop() }
        let folder = try makeSessionFolder()
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("ime-ibus.py").path
        let result = try BuiltExecutable.run(
            AtspiTourWindowTests.python, [script, executable],
            environment: ["DISPLAY": server.name, "HOME": folder.path, "XDG_CONFIG_HOME": folder.path + "/config", "XDG_CACHE_HOME": folder.path + "/cache",
                          "XDG_RUNTIME_DIR": folder.path + "/run", "LC_ALL": "C.UTF-8",
                          "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        #expect(result.status == 0, "\(result.stdout)\n\(String(result.stderr.suffix(3000)))")
        for check in ["pre-edit 'a' shown", "pre-edit composed", "IBus puts the candidate window at the field's caret", "the committed text lands",
                      "a second composition commits in order"] {
            #expect(result.stdout.contains("ok: \(check)"), "\(check): \(result.stdout)")
        }
    }
}
