import WhimCore
import WhimGraphics

/// A scripted session for headless recording and tests, one command per line. A line whose first word starts
/// with `#`, and everything from a lone `#` on, is a comment; lines end with LF, CRLF or CR, and words are
/// separated by any whitespace.
///
///     wait 0.5                     advance time (seconds)
///     tap 480 300                  press and release at a point
///     tap 50% 80%                  …given as fractions of the window's width and height
///     tap #book                    …at the centre of the widget with that identifier
///     row 2 #options               …on row 2 of the list with that identifier
///     segment 1 #tabs              …on segment 1 of the segmented control with that identifier
///     drag 20 300 500 300 0.4      press, move over 0.4 s, release
///     drag #card-handle 50% 5% 0.3 …from a widget's centre to a point
///     drag #card-handle by 0 -40% 0.3   …or by an offset
///     wheel 480 270 1              scroll (positive zooms in / scrolls up)
///     key escape | f1 | s          a key (escape, enter, backspace, f1…f12, or one character)
///     type Kamppi                  text input
///     open whim://home/bikes       a deep link
///     shot home                    keep this frame, named, for the contact sheet
///     set reduced-motion on        also slow-motion, help, frame-stats, high-contrast
///
/// A coordinate is logical units or, with `%`, a fraction of the window, so one script works at any window
/// size. Every number, count and length is bounded (`Limits`); a line outside them throws
/// `DemoError.script` naming the line and the limit, so no script can trap, hang or run without end.
public struct DemoScript: Sendable {
    /// The bounds every script is parsed against.
    public enum Limits {
        /// Longest script, in UTF-8 bytes.
        public static let scriptBytes = 1 << 20
        /// Most commands in one script.
        public static let commands = 10_000
        /// Longest line, in characters.
        public static let lineLength = 4_096
        /// Longest `wait`, in seconds.
        public static let wait = 60.0
        /// Longest `drag`, in seconds.
        public static let dragDuration = 10.0
        /// Longest script, in seconds of script time (at 60 frames per second: `frames`).
        public static let duration = 600.0
        /// Most frames a script may run at 60 frames per second.
        public static let frames = Int(duration * 60)
        /// Largest coordinate in logical units, either sign.
        public static let coordinate = 100_000.0
        /// Range of a window fraction, in percent.
        public static let percent = -100.0...200.0
        /// Largest wheel step, either sign.
        public static let wheel = 100.0
        /// Largest row or segment index.
        public static let index = 9_999
        /// Longest widget identifier or shot name.
        public static let name = 64
        /// Longest `type` text or `open` link, in characters.
        public static let text = 2_048
    }

    /// One coordinate: logical units, or a fraction of the window's width (x) or height (y).
    public enum Coordinate: Sendable, Equatable {
        case units(Double)
        case fraction(Double)

        func resolve(along length: Double) -> Double {
            switch self {
            case let .units(v): return v
            case let .fraction(f): return f * length
            }
        }
    }

    /// A point given by two coordinates.
    public struct Position: Sendable, Equatable {
        public var x: Coordinate
        public var y: Coordinate

        public init(x: Coordinate, y: Coordinate) {
            self.x = x
            self.y = y
        }

        /// The point in a window of `size`.
        public func resolve(in size: Size) -> Point {
            Point(x: x.resolve(along: size.width), y: y.resolve(along: size.height))
        }
    }

    /// Where a pointer command acts: a position, or the centre of a widget found by identifier.
    public enum Anchor: Sendable, Equatable {
        case position(Position)
        case widget(String)
    }

    /// Where a drag ends: an anchor, or an offset from where it starts.
    public enum DragEnd: Sendable, Equatable {
        case anchor(Anchor)
        case offset(Position)
    }

    /// One step.
    public enum Command: Sendable, Equatable {
        case wait(Double)
        case tap(Anchor)
        case tapRow(Int, String)
        case tapSegment(Int, String)
        case drag(from: Anchor, to: DragEnd, duration: Double)
        case wheel(Anchor, Double)
        case key(Key)
        case type(String)
        case open(String)
        case shot(String)
        case set(String, Bool)

        /// The frames the player renders for this command at `fps` frames per second.
        public func frameCount(fps: Double) -> Int {
            switch self {
            case let .wait(s): return max(1, Int((s * fps).rounded()))
            case let .drag(_, _, duration): return Self.dragSteps(duration, fps: fps) + 2
            case .tap, .tapRow, .tapSegment: return 2
            case .shot: return 0
            case .wheel, .key, .type, .open, .set: return 1
            }
        }

        /// The pointer moves of a drag.
        static func dragSteps(_ duration: Double, fps: Double) -> Int { max(2, Int(duration * fps)) }
    }

    public var commands: [(line: Int, command: Command)]

    /// The frames the whole script renders at `fps` (plus the first frame).
    public func frameCount(fps: Double = 60) -> Int {
        commands.reduce(1) { $0 + $1.command.frameCount(fps: fps) }
    }

    /// Parses a script; a bad line throws `DemoError.script` naming the line (and the limit it broke).
    public init(parsing text: String) throws(DemoError) {
        guard text.utf8.count <= Limits.scriptBytes else {
            throw DemoError.script(line: 0, "the script has \(ByteCount(text.utf8.count)); at most \(ByteCount(Limits.scriptBytes)) are read")
        }
        var body = Substring(text)
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        var commands: [(Int, Command)] = []
        var frames = 1
        for (index, raw) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = index + 1
            guard raw.count <= Limits.lineLength else {
                throw DemoError.script(line: line, "the line has \(raw.count) characters; at most \(Limits.lineLength) are allowed")
            }
            var words = raw.split(whereSeparator: \.isWhitespace)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            if let comment = words.firstIndex(where: { $0 == "#" || ($0.hasPrefix("#") && !Self.isName($0.dropFirst())) }) {
                words = Array(words[..<comment])
            }
            guard commands.count < Limits.commands else {
                throw DemoError.script(line: line, "more than \(Limits.commands) commands; split the script")
            }
            var reader = LineReader(verb: String(first), args: Array(words.dropFirst()), line: line)
            let command = try reader.command()
            frames += command.frameCount(fps: 60)
            guard frames <= Limits.frames + 1 else {
                throw DemoError.script(line: line, "the script runs longer than \(Int(Limits.duration)) s (\(Limits.frames) frames at 60 fps)")
            }
            commands.append((line, command))
        }
        self.commands = commands
    }

    /// Whether `s` is a valid identifier or shot name: 1 to `Limits.name` characters of `A-Z a-z 0-9 . _ -`,
    /// not starting with a dot.
    static func isName(_ s: Substring) -> Bool {
        guard !s.isEmpty, s.count <= Limits.name, s.first != "." else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "-") }
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
            if name.lowercased().hasPrefix("f"), name.count <= 3, let n = Int(name.dropFirst()), (1...12).contains(n) { return .function(n) }
            if name.count == 1, let c = name.lowercased().first, !c.isWhitespace { return .character(c) }
            return nil
        }
    }
}

/// Reads one line's arguments, each checked against `DemoScript.Limits`.
private struct LineReader {
    let verb: String
    let args: [Substring]
    let line: Int
    var next = 0

    init(verb: String, args: [Substring], line: Int) {
        self.verb = verb
        self.args = args
        self.line = line
    }

    typealias Limits = DemoScript.Limits

    func error(_ message: String) -> DemoError { DemoError.script(line: line, "\(verb.echoed(limit: 24)): \(message)") }

    mutating func command() throws(DemoError) -> DemoScript.Command {
        let command: DemoScript.Command
        switch verb {
        case "wait": command = .wait(try number("a wait", in: 0...Limits.wait, unit: " s"))
        case "tap": command = .tap(try anchor())
        case "row": command = .tapRow(try index(), try widget())
        case "segment": command = .tapSegment(try index(), try widget())
        case "drag":
            let from = try anchor()
            let to: DemoScript.DragEnd
            if peek == "by" {
                next += 1
                to = .offset(try position())
            } else {
                to = .anchor(try anchor())
            }
            command = .drag(from: from, to: to, duration: try number("a drag's duration", in: 0...Limits.dragDuration, unit: " s"))
        case "wheel": command = .wheel(try anchor(), try number("a wheel step", in: -Limits.wheel...Limits.wheel, unit: ""))
        case "key":
            let name = try word("a key name")
            guard let key = DemoScript.key(named: String(name)) else {
                throw error("unknown key \(name.echoed(limit: 24)) (escape, enter, backspace, tab, left, right, up, down, f1…f12 or one character)")
            }
            command = .key(key)
        case "type":
            let text = args.joined(separator: " ")
            next = args.count
            command = .type(try bounded(text, what: "the text"))
        case "open": command = .open(try bounded(String(try word("a link")), what: "the link"))
        case "shot":
            let name = try word("a name")
            guard DemoScript.isName(name) else {
                throw error("bad shot name \(name.echoed(limit: 24)): use 1 to \(Limits.name) of A-Z a-z 0-9 . _ - (not starting with a dot); shots are files inside --out")
            }
            command = .shot(String(name))
        case "set":
            let options = ["reduced-motion", "slow-motion", "help", "frame-stats", "high-contrast"]
            guard args.count >= 2, options.contains(String(args[0])), ["on", "off"].contains(args[1]) else {
                throw error("expected reduced-motion|slow-motion|help|frame-stats|high-contrast on|off")
            }
            next = 2
            command = .set(String(args[0]), args[1] == "on")
        default:
            throw DemoError.script(line: line, "unknown command \(verb.echoed(limit: 24)) (wait, tap, row, segment, drag, wheel, key, type, open, shot, set)")
        }
        guard next == args.count else {
            throw error("unexpected \(args[next].echoed(limit: 24)) after the arguments (comments start with \"# \")")
        }
        return command
    }

    var peek: Substring? { next < args.count ? args[next] : nil }

    mutating func word(_ what: String) throws(DemoError) -> Substring {
        guard let w = peek else { throw error("expected \(what)") }
        next += 1
        return w
    }

    func bounded(_ text: String, what: String) throws(DemoError) -> String {
        guard text.count <= Limits.text else { throw error("\(what) has \(text.count) characters; at most \(Limits.text) are allowed") }
        return text
    }

    /// A finite number within `range`.
    mutating func number(_ what: String, in range: ClosedRange<Double>, unit: String) throws(DemoError) -> Double {
        let w = try word(what)
        guard let v = Double(w), v.isFinite else { throw error("\(w.echoed(limit: 24)) is not a number (\(what) is a number from \(range.lowerBound.formatted) to \(range.upperBound.formatted)\(unit))") }
        guard range.contains(v) else { throw error("\(w.echoed(limit: 24)) is out of range: \(what) is \(range.lowerBound.formatted) to \(range.upperBound.formatted)\(unit)") }
        return v
    }

    /// A row or segment index: a whole number from 0 to `Limits.index`.
    mutating func index() throws(DemoError) -> Int {
        let w = try word("an index")
        guard let v = Int(w), (0...Limits.index).contains(v) else {
            throw error("\(w.echoed(limit: 24)) is not an index (a whole number from 0 to \(Limits.index))")
        }
        return v
    }

    /// `#identifier`.
    mutating func widget() throws(DemoError) -> String {
        let w = try word("#identifier")
        guard w.hasPrefix("#"), DemoScript.isName(w.dropFirst()) else {
            throw error("expected #identifier (1 to \(Limits.name) of A-Z a-z 0-9 . _ -), not \(w.echoed(limit: 24))")
        }
        return String(w.dropFirst())
    }

    /// `#identifier` or a position.
    mutating func anchor() throws(DemoError) -> DemoScript.Anchor {
        if peek?.hasPrefix("#") == true { return .widget(try widget()) }
        return .position(try position())
    }

    mutating func position() throws(DemoError) -> DemoScript.Position {
        DemoScript.Position(x: try coordinate("x"), y: try coordinate("y"))
    }

    /// Logical units, or `N%` of the window.
    mutating func coordinate(_ axis: String) throws(DemoError) -> DemoScript.Coordinate {
        guard let w = peek else { throw error("expected \(axis) (units, or N% of the window)") }
        if w.hasSuffix("%") {
            next += 1
            let r = Limits.percent
            guard let v = Double(w.dropLast()), v.isFinite, r.contains(v) else {
                throw error("\(w.echoed(limit: 24)) is out of range: \(axis) in percent is \(r.lowerBound.formatted)% to \(r.upperBound.formatted)%")
            }
            return .fraction(v / 100)
        }
        return .units(try number(axis, in: -Limits.coordinate...Limits.coordinate, unit: " units"))
    }
}

extension Double {
    /// A limit as written in messages: whole numbers without a decimal point.
    fileprivate var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
