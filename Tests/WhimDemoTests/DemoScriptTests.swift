import Foundation
import Testing
import WhimAnimation
import WhimCore
import WhimDemo
import WhimGraphics
import WhimTestSupport

/// The script language's bounds: every hostile number, count, length and line ending is a one-line error
/// naming the line and the limit, never a trap, a hang or a write outside `--out`.
@Suite struct DemoScriptTests {
    /// The message of the error a script gives, or nil when it parses.
    func error(_ text: String) -> String? {
        do {
            _ = try DemoScript(parsing: text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        ("wait 1e6", "a wait is 0 to 60 s"),
        ("wait 1e5", "a wait is 0 to 60 s"),
        ("wait nan", "not a number"),
        ("wait -1", "a wait is 0 to 60 s"),
        ("wait inf", "not a number"),
        ("drag 6 450 560 450 1e9", "a drag's duration is 0 to 10 s"),
        ("drag 6 450 560 inf 0.3", "not a number"),
        ("drag 1e300 450 560 450 0.3", "x is -100000 to 100000 units"),
        ("drag 6 450 560% 450 0.3", "x in percent is -100% to 200%"),
        ("row nan #options", "not an index"),
        ("row 1.5 #options", "not an index"),
        ("row 99999999999999999999 #options", "not an index"),
        ("segment inf #tabs", "not an index"),
        ("segment -1 #tabs", "not an index"),
        ("wheel 480 270 1e9", "a wheel step is -100 to 100"),
        ("tap nan 3", "not a number"),
        ("tap #", "expected x"),
        ("shot ../../escaped", "bad shot name"),
        ("shot /etc/passwd", "bad shot name"),
        ("shot .hidden", "bad shot name"),
        ("tap #book extra", "unexpected extra"),
        ("key ctrl-q", "unknown key"),
    ])
    func hostileLinesAreOneLineErrorsNamingTheLimit(line: String, expected: String) throws {
        let message = try #require(error("wait 0.1\n" + line), "\(line) must be refused")
        #expect(message.hasPrefix("script line 2: "), "\(message)")
        #expect(message.contains(expected), "\(message)")
        #expect(!message.contains("\n") && message.count < 300, "\(message)")
    }

    @Test func controlCharactersInAnEchoedWordAreEscaped() throws {
        let message = try #require(error("fly\u{1B}[2J 3"))
        #expect(message.contains(#"fly\u{1b}[2J"#))
        let long = try #require(error(String(repeating: "z", count: 4_000)))
        #expect(long.count < 200 && long.contains("(4000 characters)"))
    }

    @Test func totalDurationIsBounded() throws {
        // Each wait is legal; together they pass the 600 s limit.
        let message = try #require(error(String(repeating: "wait 60\n", count: 11)))
        #expect(message.contains("line 11") && message.contains("longer than 600 s"))
        let ok = try DemoScript(parsing: String(repeating: "wait 60\n", count: 9))
        #expect(ok.frameCount() <= DemoScript.Limits.frames + 1)
    }

    @Test func sizeCountAndLineLengthAreBounded() throws {
        #expect(error(String(repeating: "key s\n", count: DemoScript.Limits.commands + 1))?.contains("more than 10000 commands") == true)
        #expect(error("type " + String(repeating: "a", count: 5_000))?.contains("at most 4096") == true)
        #expect(error("type " + String(repeating: "a", count: 3_000))?.contains("at most 2048") == true)
        #expect(error(String(repeating: "# comment\n", count: 120_000))?.contains("at most 1048576 bytes") == true)
    }

    @Test func windowsLineEndingsAndOtherWhitespaceWork() throws {
        let unix = try DemoScript(parsing: "wait 0.5\ntap #book\nrow 2 #options  # a comment\nshot home\n")
        for text in [
            "wait 0.5\r\ntap #book\r\nrow 2 #options  # a comment\r\nshot home\r\n",
            "\u{FEFF}wait 0.5\rtap #book\rrow 2 #options\t# a comment\rshot home",
            "  wait\t0.5 \n\ttap\u{00A0}#book\u{2028}row 2   #options # a comment\u{0B}\nshot home\u{0C}",
        ] {
            let other = try DemoScript(parsing: text)
            #expect(other.commands.map(\.command) == unix.commands.map(\.command), "\(text.echoed())")
        }
    }

    @Test func coordinatesInUnitsFractionsAndWidgets() throws {
        let script = try DemoScript(parsing: "drag #card-handle 50% 5% 0.3\ndrag 6 83% by 50% 0 0.35\ntap 25% 75%\nwheel #map 2")
        guard case let .drag(from, to, duration) = script.commands[0].command else { Issue.record("not a drag"); return }
        #expect(from == .widget("card-handle"))
        #expect(to == .anchor(.position(DemoScript.Position(x: .fraction(0.5), y: .fraction(0.05)))))
        #expect(duration == 0.3)
        guard case let .drag(_, by, _) = script.commands[1].command else { Issue.record("not a drag"); return }
        #expect(by == .offset(DemoScript.Position(x: .fraction(0.5), y: .units(0))))
        guard case let .tap(.position(p)) = script.commands[2].command else { Issue.record("not a tap"); return }
        #expect(p.resolve(in: Size(width: 1920, height: 1080)) == Point(x: 480, y: 810))
    }

    @Test func offScreenWidgetsCannotBeTouched() throws {
        let message = try playError("wait 0.2\nrow 3 #options", size: Size(width: 320, height: 200))
        #expect(message == "script line 2: row 3 of #options is outside the 320×200 window")
    }

    @Test func scriptFilesAreCheckedBeforeReading() throws {
        let folder = try TemporaryFolder()
        func message(_ path: String) -> String {
            do {
                _ = try DemoScript.text(ofFile: path)
                return ""
            } catch { return "\(error)" }
        }
        #expect(message(folder.path) == "script: \(folder.path) is not a regular file")
        #expect(message(folder.path + "/missing\n") == "script: cannot read \(folder.path)/missing\\n: No such file or directory")
        let big = folder.path + "/big.txt"
        try Data(count: DemoScript.Limits.scriptBytes + 1).write(to: URL(fileURLWithPath: big))
        #expect(message(big) == "script: \(big) has 1048577 bytes (1 MiB); a script is at most 1048576 bytes (1 MiB)")
        let latin1 = folder.path + "/latin1.txt"
        try Data([0x77, 0x61, 0x69, 0x74, 0x20, 0xE9]).write(to: URL(fileURLWithPath: latin1))
        #expect(message(latin1) == "script: \(latin1) is not UTF-8 text")
        let crlf = folder.path + "/crlf.txt"
        try Data("wait 0.1\r\ntap #book\r\n".utf8).write(to: URL(fileURLWithPath: crlf))
        #expect(try DemoScript(parsing: DemoScript.text(ofFile: crlf)).commands.count == 2)
    }

    /// Property: 1,000 generated and mutated scripts never trap; each either parses within the frame limit
    /// or gives a one-line error naming a line. Seeded; the seed and round are printed on failure.
    @Test func generatedScriptsParseWithinLimitsOrFailOnOneLine() {
        var rng = SeededRandom(seed: 0x5C_0016)
        for round in 0..<1_000 {
            let text = ScriptGenerator.script(&rng)
            do {
                let script = try DemoScript(parsing: text)
                #expect(script.frameCount() <= DemoScript.Limits.frames + 1, "round \(round), seed 0x5C0016")
                #expect(script.commands.count <= DemoScript.Limits.commands)
            } catch {
                let message = "\(error)"
                #expect(message.hasPrefix("script"), "round \(round): \(message)")
                #expect(!message.unicodeScalars.contains { $0.value < 0x20 } && message.count < 400, "round \(round): \(message.echoed())")
            }
        }
    }

    /// Property: generated scripts that parse play to the end (or stop at a command that cannot be carried
    /// out) without rendering more frames than the script declares, and their shots stay inside the output
    /// folder. Small window and short waits keep it quick; the limits themselves are tested above.
    @Test func generatedScriptsPlayBoundedAndConfined() throws {
        let root = try TemporaryFolder()
        let out = root.path + "/out"
        let folder = try OutputFolder(path: out)
        var rng = SeededRandom(seed: 0xB1A7)
        var played = 0
        for round in 0..<40 {
            guard let script = try? DemoScript(parsing: ScriptGenerator.script(&rng, short: true)) else { continue }
            played += 1
            let clock = ManualClock()
            let app = try DemoApp(size: Size(width: 200, height: 120), clock: clock, map: sharedHelsinki)
            let player = ScriptPlayer(app: app, clock: clock)
            player.onShot = { name in try? folder.writePNG(app.container.frame, to: "shots/\(name).png") }
            do { try player.play(script) } catch {
                #expect(!"\(error)".contains("\n"), "round \(round)")
            }
            #expect(player.frameIndex <= script.frameCount(), "round \(round), seed 0xB1A7")
        }
        #expect(played >= 10)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["out"])
    }
}

/// Random scripts: valid commands, commands with hostile numbers and words, and mutations of the tour.
enum ScriptGenerator {
    static let hostileNumbers = ["nan", "-nan", "inf", "-inf", "1e300", "-1e300", "1e6", "1e9", "0x1p1023", "", "1_0", "９", "1e-320", "-0", "%", "nan%", "1e3%"]
    static let words = ["#", "#book", "#options", "#tabs", "#card-handle", "#nothing", "../x", "by", "\u{1B}[2J", "\r", "\t", "\u{0}", "é", "%", "##"]
    static let verbs = ["wait", "tap", "row", "segment", "drag", "wheel", "key", "type", "open", "shot", "set", "fly", ""]

    static func number(_ rng: inout SeededRandom, short: Bool) -> String {
        switch rng.next() % 6 {
        case 0: return hostileNumbers[Int(rng.next() % UInt64(hostileNumbers.count))]
        case 1: return "\(Int(rng.next() % 120))%"
        case 2: return String(Double(rng.next() % 1_000) / (short ? 1_000 : 10))
        default: return String(Int(rng.next() % 1_000))
        }
    }

    static let ids = ["book", "options", "tabs", "card-handle", "next", "close", "settings", "swap", "stations"]

    /// A coordinate within the window, in units or percent.
    static func coordinate(_ rng: inout SeededRandom) -> String {
        rng.next() % 2 == 0 ? "\(Int(rng.next() % 101))%" : String(Int(rng.next() % 600))
    }

    static func pick<T>(_ items: [T], _ rng: inout SeededRandom) -> T { items[Int(rng.next() % UInt64(items.count))] }

    /// A command that parses (the player may still refuse it: a widget that is not on screen).
    static func validLine(_ rng: inout SeededRandom) -> String {
        let p = { (rng: inout SeededRandom) in coordinate(&rng) + " " + coordinate(&rng) }
        let seconds = { (rng: inout SeededRandom) in String(Double(rng.next() % 500) / 1_000) }
        switch rng.next() % 12 {
        case 0: return "wait " + seconds(&rng)
        case 1: return "tap " + p(&rng)
        case 2: return "tap #" + pick(ids, &rng)
        case 3: return "row \(rng.next() % 5) #" + pick(["options", "stations", "info", "stops"], &rng)
        case 4: return "segment \(rng.next() % 3) #tabs"
        case 5: return "drag " + p(&rng) + " " + p(&rng) + " " + seconds(&rng)
        case 6: return "drag #card-handle " + p(&rng) + " " + seconds(&rng)
        case 7: return "drag " + p(&rng) + " by " + p(&rng) + " " + seconds(&rng)
        case 8: return "wheel " + p(&rng) + " " + String(Int(rng.next() % 7) - 3)
        case 9: return "key " + pick(["escape", "?", "s", "m", "f1", "enter", "tab"], &rng)
        case 10: return "shot " + pick(["a", "b.c", "../up", "x/y", "d_e-f"], &rng)
        default: return pick(["open whim://home/bikes", "open whim://home/settings", "set help on", "set reduced-motion on", "type Kamppi"], &rng)
        }
    }

    static func line(_ rng: inout SeededRandom, short: Bool) -> String {
        if short, rng.next() % 10 < 8 { return validLine(&rng) }
        let verb = verbs[Int(rng.next() % UInt64(verbs.count))]
        var parts = [verb]
        for _ in 0..<Int(rng.next() % 7) {
            parts.append(rng.next() % 3 == 0 ? words[Int(rng.next() % UInt64(words.count))] : number(&rng, short: short))
        }
        let separators = [" ", "\t", "  ", "\u{00A0}"]
        return parts.joined(separator: separators[Int(rng.next() % UInt64(separators.count))])
    }

    static func script(_ rng: inout SeededRandom, short: Bool = false) -> String {
        var lines: [String]
        if rng.next() % 3 == 0 {
            lines = Tour.script.split(separator: "\n").map(String.init)
            for _ in 0..<Int(1 + rng.next() % 4) {
                let i = Int(rng.next() % UInt64(lines.count))
                lines[i] = line(&rng, short: short)
            }
            if short { lines = lines.filter { !$0.hasPrefix("wait") } }
        } else {
            lines = (0..<Int(rng.next() % 12)).map { _ in line(&rng, short: short) }
        }
        let endings = ["\n", "\r\n", "\r"]
        return lines.joined(separator: endings[Int(rng.next() % 3)])
    }
}
