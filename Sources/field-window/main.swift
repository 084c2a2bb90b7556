import Foundation
import Synchronization
import WhimAnimation
import WhimCore
import WhimGraphics
import WhimSDL

// A child process for the input-method test (Tests/WhimDemoTests/Window/ime-ibus.py): one focused text field
// in a window (SDL chooses the video driver; the test asks for x11 and SDL_IM_MODULE=ibus). Whenever what the
// field shows changes it prints its state as one JSON line: the text, what is shown (with an input method's
// composition), the composition, the caret's x, the rect the input method is told (window pixels, as
// SDL_SetTextInputRect gets it) and the window's origin on the screen. Ends when its standard input closes.
// usage: field-window [--text TEXT] [--title TITLE]

struct FieldState: Encodable, Equatable {
    var focused: Bool
    var text: String
    var display: String
    var composition: String?
    var caretX: Double
    var inputRect: [Int]?
    var windowOrigin: [Int]
}

var text = "", title = "WhimCore field"
var arguments = CommandLine.arguments.dropFirst()
while let option = arguments.popFirst() {
    guard let value = arguments.popFirst(), option == "--text" || option == "--title" else {
        FileHandle.standardError.write(Data("usage: field-window [--text TEXT] [--title TITLE]\n".utf8))
        exit(2)
    }
    if option == "--text" { text = value } else { title = value }
}

let field = TextField(text: text)
let host: WindowHost
do {
    let container = try WhimSceneContainer(size: Size(width: 480, height: 120), clock: MonotonicClock())
    let panel = Panel(title: "field", chrome: .plain(.white), contentInsets: EdgeInsets(all: 20), root: VStack([field, Spacer()]))
    container.setRoot(WhimSingleScene(fullscreen: panel))
    host = try WindowHost(container: container, configuration: WindowConfiguration(title: title, position: PixelPoint(x: 40, y: 30)))
} catch {
    FileHandle.standardError.write(Data("field-window: \(error)\n".utf8))
    exit(1)
}

// Standard input closing ends the window; its reader wakes the loop.
let ended = Atomic<Bool>(false)
let waker = host.waker
Thread.detachNewThread {
    while FileHandle.standardInput.availableData.count > 0 {}
    ended.store(true, ordering: .releasing)
    waker.wake()
}

host.runUntilIdle()
host.postClick(at: Point(x: field.frame.maxX - 4, y: field.frame.midY))
var last: FieldState?
host.run(timeout: 60) {
    let origin = host.windowPosition
    let state = FieldState(
        focused: field.isFocused, text: field.text, display: field.editing.displayText, composition: field.editing.composition?.text,
        caretX: field.caretX, inputRect: host.textInputRect.map { [$0.minX, $0.minY, max(1, $0.width), max(1, $0.height)].map { Int($0.rounded()) } },
        windowOrigin: [origin.x, origin.y])
    if state != last {
        last = state
        if let line = try? JSONEncoder().encode(state) { FileHandle.standardOutput.write(line + Data("\n".utf8)) }
    }
    return ended.load(ordering: .acquiring)
}
host.close()
