import WhimTestSupport
import Testing
@testable import WhimTiles

@Suite struct WireReaderTests {
    typealias Reader = WireReader<WireError>

    static func read<T>(_ bytes: [UInt8], _ body: (inout Reader) throws(WireError) -> T) throws(WireError) -> T {
        try bytes.withUnsafeBufferPointer { (buffer) throws(WireError) -> T in
            var reader = Reader(UnsafeRawBufferPointer(buffer))
            return try body(&reader)
        }
    }

    @Test func varintsRoundTripThroughTheWriter() throws {
        var rng = SeededRandom(seed: 42)
        let values: [UInt64] = [0, 1, 127, 128, 300, UInt64(UInt32.max), UInt64.max] + (0..<200).map { _ in rng.next() >> (rng.next() % 64) }
        var writer = WireWriter()
        for value in values { writer.varint(value) }
        let decoded = try Self.read(writer.bytes) { (reader) throws(WireError) -> [UInt64] in
            var out: [UInt64] = []
            while !reader.isAtEnd { out.append(try reader.varint()) }
            return out
        }
        #expect(decoded == values)
        #expect(try Self.read(writer.bytes) { $0.varintCount() } == values.count)
    }

    @Test func zigzagAndFixedWidths() throws {
        for value: Int64 in [0, -1, 1, Int64.min, Int64.max, -87948] {
            var writer = WireWriter()
            writer.varint(WireWriter.zigzag(value))
            #expect(try Self.read(writer.bytes) { (r) throws(WireError) in try r.sint64() } == value)
        }
        var writer = WireWriter()
        writer.fixed64Field(3, Double(1.23).bitPattern)
        let (field, double) = try Self.read(writer.bytes) { (r) throws(WireError) -> (Int, Double) in
            let key = try r.nextField()!
            return (key.number, Double(bitPattern: try r.fixed64()))
        }
        #expect(field == 3 && double == 1.23)
        #expect(try Self.read([0xc3, 0xf5, 0x48, 0x40]) { (r) throws(WireError) in Float(bitPattern: try r.fixed32()) } == 3.14)
    }

    @Test func brokenEncodingsThrowNamingTheProblem() {
        let cases: [([UInt8], String)] = [
            ([0x80], "runs past the end"),
            ([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01], "longer than 10 bytes"),
            ([0x00], "field number 0"),
            ([0x0e], "unknown wire type 6"),
            ([0x0a, 0x05, 0x01], "claims 5 bytes"),
            ([0x0b], "groups"),
            ([0x0d, 0x01], "fixed32"),
        ]
        for (bytes, message) in cases {
            do {
                try Self.read(bytes) { (r) throws(WireError) in
                    while let (_, wire) = try r.nextField() { try r.skip(wire) }
                }
                Issue.record("\(bytes) read without error")
            } catch {
                #expect(error.detail.contains(message), "\(bytes): \(error.detail)")
            }
        }
    }

    @Test func wrongWireTypesAndPackedFields() throws {
        #expect(throws: WireError.self) {
            try Self.read([0x08, 0x01]) { (r) throws(WireError) in
                let (_, wire) = try r.nextField()!
                try r.expect(wire, .lengthDelimited, field: "X.name")
            }
        }
        // Packed (length-delimited) and a lone varint both read as a run of varints.
        let packed = try Self.read([0x12, 0x03, 0x01, 0x96, 0x01]) { (r) throws(WireError) -> [UInt64] in
            let (_, wire) = try r.nextField()!
            var inner = try r.packed(wire, field: "tags")
            var out: [UInt64] = []
            while !inner.isAtEnd { out.append(try inner.varint()) }
            return out
        }
        #expect(packed == [1, 150])
        let lone = try Self.read([0x10, 0x05]) { (r) throws(WireError) -> UInt64 in
            let (_, wire) = try r.nextField()!
            var inner = try r.packed(wire, field: "tags")
            return try inner.varint()
        }
        #expect(lone == 5)
    }
}
