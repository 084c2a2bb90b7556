import Testing
import WhimGraphics
import WhimTestSupport

@Suite struct EchoedInputTests {
    @Test func controlCharactersAreEscaped() {
        #expect("a\nb\rc\td".echoed() == #"a\nb\rc\td"#)
        #expect("\u{1B}[2J".echoed() == #"\u{1b}[2J"#)
        #expect("x\u{7F}\u{85}\u{2028}\u{202E}y".echoed() == #"x\u{7f}\u{85}\u{2028}\u{202e}y"#)
        #expect(#"C:\path"#.echoed() == #"C:\\path"#)
        #expect("Töölö → Kamppi".echoed() == "Töölö → Kamppi")
    }

    @Test func longInputIsCutWithItsTotalLength() {
        let long = String(repeating: "ab", count: 500_000)
        let echo = long.echoed(limit: 40)
        #expect(echo == String(repeating: "ab", count: 20) + "… (1000000 characters)")
    }

    @Test func cutNeverSplitsAnEscape() {
        let echo = (String(repeating: "x", count: 9) + "\n\n\n").echoed(limit: 10)
        #expect(echo == "xxxxxxxxx… (12 characters)")
    }

    @Test func wholeMessageKeepsEscapedParts() {
        let message = "bad link \("a\nb".echoed()): reason\nmore"
        #expect(message.oneLine() == #"bad link a\nb: reason\nmore"#)
    }

    /// Property: whatever the input, the echo is one line without control characters and of bounded length.
    @Test func randomInputsStayOneBoundedLine() {
        var rng = SeededRandom(seed: 0xEC40)
        for round in 0..<2_000 {
            let length = Int(rng.next() % 300)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                let pick = rng.next() % 4
                let value: UInt32 = pick == 0 ? UInt32(rng.next() % 0x20) : pick == 1 ? UInt32(0x7F + rng.next() % 0x30) : pick == 2 ? UInt32(0x2000 + rng.next() % 0x80) : UInt32(0x20 + rng.next() % 0x5F)
                scalars.append(Unicode.Scalar(value) ?? "?")
            }
            let input = String(scalars)
            let limit = 8 + Int(rng.next() % 100)
            let echo = input.echoed(limit: limit)
            let suffix = "… (\(input.count) characters)"
            let body = echo.hasSuffix(suffix) ? String(echo.dropLast(suffix.count)) : echo
            #expect(body.unicodeScalars.count <= limit, "round \(round) (seed 0xEC40)")
            #expect(!echo.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0 == "\u{2028}" || $0 == "\u{2029}" || (0x202A...0x202E).contains($0.value) },
                    "round \(round) (seed 0xEC40)")
        }
    }

    @Test func byteCountsPrintUnsigned() {
        #expect(ByteCount(512).description == "512 bytes")
        #expect(ByteCount(33_554_433).description == "33554433 bytes (32 MiB)")
        #expect(ByteCount(1_280_049_056).description == "1280049056 bytes (1.2 GiB)")
        #expect(ByteCount(bitPattern: -1).description == "18446744073709551615 bytes (16 EiB)")
        #expect(ByteCount(-5).description.hasPrefix("18446744073709551611 bytes"))
    }
}
