import WhimCore
import WhimGraphics

/// A scripted session for headless recording and tests, one command per line (`#` starts a comment):
///
///     wait 0.5                 advance time (seconds)
///     tap 480 300              press and release at a point (logical units)
///     tap #book                …at the centre of the widget with that identifier
///     row 2 #options           …on row 2 of the list with that identifier
///     segment 1 #tabs          …on segment 1 of the segmented control with that identifier
///     drag 20 300 500 300 0.4  press, move over 0.4 s, release
///     wheel 480 270 1          scroll (positive zooms in / scrolls up)
///     key escape | f1 | s      a key (escape, enter, backspace, f1…f12, or one character)
///     type Kamppi              text input
///     open whim://home/bikes   a deep link
///     shot home                keep this frame, named, for the contact sheet
///     set reduced-motion on    also slow-motion, help, frame-stats
public struct DemoScript: Sendable {
    /// One step.
    public enum Command: Sendable, Equatable {
        case wait(Double)
        case tap(Point)
        case tapWidget(String)
        case tapRow(Int, String)
        case tapSegment(Int, String)
        case drag(from: Point, to: Point, duration: Double)
        case wheel(Point, Double)
        case key(Key)
        case type(String)
        case open(String)
        case shot(String)
        case set(String, Bool)
    }

    public var commands: [(line: Int, command: Command)]

    /// Parses a script; a bad line throws `DemoError.script` naming the line.
    public init(parsing text: String) throws {
        var commands: [(Int, Command)] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            // `#id` arguments start with '#': keep them by re-splitting on whitespace first.
            let words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let verb = words.first, !verb.hasPrefix("#"), !content.trimmingCharacters(in: " \t").isEmpty else { continue }
            let args = Array(words.dropFirst())
            func number(_ i: Int) throws -> Double {
                guard i < args.count, let v = Double(args[i]) else { throw DemoError.script(line: line, "\(verb): argument \(i + 1) must be a number") }
                return v
            }
            func widget(_ i: Int) throws -> String {
                guard i < args.count, args[i].hasPrefix("#"), args[i].count > 1 else { throw DemoError.script(line: line, "\(verb): expected #identifier") }
                return String(args[i].dropFirst())
            }
            switch verb {
            case "wait": commands.append((line, .wait(try number(0))))
            case "tap":
                if args.first?.hasPrefix("#") == true { commands.append((line, .tapWidget(try widget(0)))) } else {
                    commands.append((line, .tap(Point(x: try number(0), y: try number(1)))))
                }
            case "row": commands.append((line, .tapRow(Int(try number(0)), try widget(1))))
            case "segment": commands.append((line, .tapSegment(Int(try number(0)), try widget(1))))
            case "drag":
                commands.append((line, .drag(from: Point(x: try number(0), y: try number(1)), to: Point(x: try number(2), y: try number(3)), duration: try number(4))))
            case "wheel": commands.append((line, .wheel(Point(x: try number(0), y: try number(1)), try number(2))))
            case "key":
                guard let name = args.first, let key = Self.key(named: name) else { throw DemoError.script(line: line, "key: unknown key \(args.first ?? "(none)")") }
                commands.append((line, .key(key)))
            case "type": commands.append((line, .type(args.joined(separator: " "))))
            case "open":
                guard let link = args.first else { throw DemoError.script(line: line, "open: expected a link") }
                commands.append((line, .open(link)))
            case "shot":
                guard let name = args.first else { throw DemoError.script(line: line, "shot: expected a name") }
                commands.append((line, .shot(name)))
            case "set":
                guard args.count == 2, ["reduced-motion", "slow-motion", "help", "frame-stats"].contains(args[0]), ["on", "off"].contains(args[1]) else {
                    throw DemoError.script(line: line, "set: expected reduced-motion|slow-motion|help|frame-stats on|off")
                }
                commands.append((line, .set(args[0], args[1] == "on")))
            default:
                throw DemoError.script(line: line, "unknown command \(verb) (wait, tap, row, segment, drag, wheel, key, type, open, shot, set)")
            }
        }
        self.commands = commands
    }

    static func key(named name: String) -> Key? {
        switch name.lowercased() {
        case "escape", "esc": return .escape
        case "enter", "return": return .enter
        case "backspace": return .backspace
        case "tab": return .tab
        case "left": return .left
        case "right": return .right
        case "up": return .up
        case "down": return .down
        default:
            if name.lowercased().hasPrefix("f"), let n = Int(name.dropFirst()), (1...12).contains(n) { return .function(n) }
            if name.count == 1, let c = name.lowercased().first { return .character(c) }
            return nil
        }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
