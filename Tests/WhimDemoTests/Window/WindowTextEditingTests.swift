import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimSDL
import WhimTestSupport

/// A text field in a real window: SDL's text-editing events become compositions, the input method is
/// told where the caret is, Shift+click and double clicks select, and (under Xvfb, with xclip) copy and
/// paste go through the real X clipboard and primary selection. In the serialized SDL suite.
extension WindowHostTests {
    /// A container showing one text field at the top of a white fullscreen panel.
    static func fieldContainer(text: String) throws -> (WhimSceneContainer, TextField) {
        let container = try WhimSceneContainer(size: windowSize, clock: MonotonicClock())
        let field = TextField(text: text)
        let panel = Panel(title: "form", chrome: .plain(.white), contentInsets: EdgeInsets(all: 20), root: VStack([field, Spacer()]))
        container.setRoot(WhimSingleScene(fullscreen: panel))
        return (container, field)
    }

    @Test("headless: SDL_TEXTEDITING composes, the committed text replaces it, the caret rect follows; Shift+click and a double click select")
    func compositionAndSelectionThroughSDL() throws {
        let (container, field) = try Self.fieldContainer(text: "Kallio")
        let host = try WindowHost(container: container, configuration: .headless())
        defer { host.close() }
        #expect(host.runUntilIdle())
        #expect(host.textInputRect == nil, "nothing edits text yet")
        host.postClick(at: Point(x: 600, y: field.frame.midY))
        #expect(host.runUntilIdle())
        #expect(field.isFocused && field.caret == 6)
        let before = try #require(host.textInputRect)
        #expect(host.post(.composition("ni hao", caret: 6)))
        #expect(host.runUntilIdle())
        #expect(field.editing.displayText == "Kallioni hao" && field.text == "Kallio")
        let composing = try #require(host.textInputRect)
        #expect(composing.minX > before.minX, "the candidate window follows the caret into the composition")
        #expect(host.post(.composition("", caret: 0)) && host.post(.text("你好")))
        #expect(host.runUntilIdle())
        #expect(field.text == "Kallio你好" && field.editing.composition == nil)
        #expect(host.textInputRect == container.textInputRect)

        // Shift held in SDL's keyboard state: a click extends the selection.
        host.holdModifiers(.shift)
        host.postClick(at: Point(x: field.textRect.minX + 1, y: field.frame.midY))
        #expect(host.runUntilIdle())
        host.holdModifiers([])
        #expect(field.editing.selectedText == "Kallio你好")
        // Two quick clicks: a word.
        let onWord = Point(x: field.textRect.minX + 8, y: field.frame.midY)
        host.postClick(at: onWord)
        host.postClick(at: onWord)
        #expect(host.runUntilIdle())
        #expect(field.editing.selectedText == "Kallio你好", "a double click selects the word under it (Han letters are word characters)")
    }

    static var xclipInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip") }

    /// Runs xclip with `arguments` on `display`, the host's loop running meanwhile (SDL answers X's
    /// requests for its selections from the loop); returns its output.
    static func xclip(_ arguments: [String], display: String, host: WindowHost, input: String? = nil) throws -> (Process, String?) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        p.arguments = ["-display", display] + arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        let inPipe = Pipe()
        p.standardInput = inPipe
        try p.run()
        if let input {
            inPipe.fileHandleForWriting.write(Data(input.utf8))
            try inPipe.fileHandleForWriting.close()
            return (p, nil)
        }
        try inPipe.fileHandleForWriting.close()
        host.run(timeout: 5) { !p.isRunning }
        p.waitUntilExit()
        return (p, String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self))
    }

    @Test(
        "Xvfb: copy, cut and paste go through the real X clipboard, a selection through the primary selection (xclip reads and sets them)",
        .enabled(if: XvfbServer.isInstalled && xclipInstalled, "Xvfb or xclip is not installed (scripts/bootstrap installs them)"))
    func clipboardRoundTripThroughX() throws {
        let server: XvfbServer
        do { server = try XvfbServer() } catch { try Test.cancel("\(error)") }
        defer { server.stop() }
        try withEnvironment(["DISPLAY": server.name, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": "x11", "SDL_RENDER_DRIVER": nil]) {
            let (container, field) = try Self.fieldContainer(text: "Hakaniemi ✓ 日本")
            let config = WindowConfiguration(title: "WhimCore clipboard test", videoDriver: "x11", renderDriver: "software")
            let host = try WindowHost(container: container, configuration: config)
            defer { host.close() }
            #expect(host.runUntilIdle())
            host.postClick(at: Point(x: 600, y: field.frame.midY))
            #expect(host.post(.key(.character("a"), .control)) && host.post(.key(.character("c"), .control)))
            #expect(host.runUntilIdle())
            #expect(try Self.xclip(["-o", "-selection", "clipboard"], display: server.name, host: host).1 == "Hakaniemi ✓ 日本")
            #expect(try Self.xclip(["-o", "-selection", "primary"], display: server.name, host: host).1 == "Hakaniemi ✓ 日本",
                    "selecting all put the text in the primary selection")

            // Another program owns the clipboard: Ctrl+V pastes its text over the selection.
            let (owner, _) = try Self.xclip(["-quiet", "-i", "-selection", "clipboard"], display: server.name, host: host, input: "Sörnäinen 🚋")
            defer { if owner.isRunning { owner.terminate() } }
            Thread.sleep(forTimeInterval: 0.3)
            #expect(host.post(.key(.character("v"), .control)))
            #expect(host.runUntilIdle())
            #expect(field.text == "Sörnäinen 🚋")

            // A middle click pastes the primary selection another program holds.
            let (primary, _) = try Self.xclip(["-quiet", "-i", "-selection", "primary"], display: server.name, host: host, input: "Pasila ")
            defer { if primary.isRunning { primary.terminate() } }
            Thread.sleep(forTimeInterval: 0.3)
            let start = Point(x: field.textRect.minX + 1, y: field.frame.midY)
            #expect(host.post(.pointerDown(start, .middle)) && host.post(.pointerUp(start, .middle)))
            #expect(host.runUntilIdle())
            #expect(field.text == "Pasila Sörnäinen 🚋")

            // Cut: the clipboard has the cut text, the field loses it.
            #expect(host.post(.key(.home, [])) && host.post(.key(.right, [.shift, .control])) && host.post(.key(.character("x"), .control)))
            #expect(host.runUntilIdle())
            #expect(field.text == " Sörnäinen 🚋")
            #expect(try Self.xclip(["-o", "-selection", "clipboard"], display: server.name, host: host).1 == "Pasila")
        }
    }
}
