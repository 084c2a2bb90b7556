import Testing
import WhimMap

/// PBF errors print what the file said escaped and sizes as the unsigned numbers they are.
@Suite struct PBFErrorMessageTests {
    @Test func sizesPrintUnsignedWithUnits() {
        #expect(PBFError.blobTooLarge(size: -1, at: 12).description
            == "Blob of 18446744073709551615 bytes (16 EiB) at byte 12 exceeds the 32 MiB the PBF format allows")
        #expect(PBFError.blobTooLarge(size: 40_000_000, at: 0).description.hasPrefix("Blob of 40000000 bytes (38.1 MiB)"))
        #expect(PBFError.blobHeaderTooLarge(size: 70_000, at: 0).description.hasPrefix("BlobHeader of 70000 bytes (68.4 KiB)"))
    }

    @Test func namesFromTheFileAreEscapedAndBounded() {
        let type = "OSM\u{1B}[2J\n" + String(repeating: "x", count: 10_000)
        let text = PBFError.unknownBlockType(type, blob: 0).description
        #expect(text.hasPrefix(#"unknown block type "OSM\u{1b}[2J\nxxx"#))
        #expect(!text.contains("\n") && text.count < 200)
        #expect(!PBFError.cannotRead(path: "/tmp/a\nb", reason: "No such file").description.contains("\n"))
    }
}
