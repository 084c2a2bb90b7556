import Testing
import WhimDesktop
import WhimTestSupport

/// One line of UTF-8 without control characters, at most 4096 bytes: what can be sent is read back the same.
@Suite struct InstanceMessageTests {
    @Test("round trip: any line without control characters comes back as it was sent")
    func roundTrip() throws {
        var random = SeededRandom(seed: 45)
        let alphabet: [Character] = ["w", "h", "i", "m", ":", "/", "?", "=", "&", "@", "%", " ", "ä", "€", "😀", "\u{301}"]
        for _ in 0..<2_000 {
            let link = String((0..<Int.random(in: 0...200, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect(try LinkMessage.decode(LinkMessage.encode(link)) == link)
        }
    }

    @Test("refused: control characters, bytes that are not UTF-8, no newline, more than 4096 bytes")
    func refusals() {
        for link in ["whim://home\n", "a\u{0}b", "\u{1B}[2J", "tab\there", "\u{7F}"] {
            #expect(throws: InstanceError.self, "\(link.debugDescription)") { try LinkMessage.encode(link) }
        }
        for bytes in [[0xFF, 0x0A], [0xC3, 0x0A], Array("whim://home".utf8), Array(repeating: 0x61, count: 4096) + [0x0A]] as [[UInt8]] {
            #expect(throws: InstanceError.self, "\(bytes.prefix(8))") { try LinkMessage.decode(bytes) }
        }
        #expect((try? LinkMessage.decode(Array(repeating: 0x61, count: 4095) + [0x0A]))?.count == 4095)
    }
}
