import Foundation
import Testing
import WhimNet
import WhimTestSupport

/// The libcurl client against the test server: what a well-behaved server sends arrives intact.
@Suite struct HTTPClientTests {
    @Test func wholeFilesArriveByteForByte() throws {
        let served = try ServedFolder()
        for (index, size) in [0, 1, 1000, 300_000].enumerated() {
            let bytes = sampleBytes(size, seed: UInt64(index))
            try served.put("f\(index).bin", bytes)
            let response = try served.client().fetch(served.request("f\(index).bin"))
            #expect(response.status == 200)
            #expect(response.body == bytes)
        }
    }

    /// Property: any byte range comes back as exactly that slice of the file (the reference).
    @Test func rangesAreSlicesOfTheFile() throws {
        let served = try ServedFolder()
        let bytes = sampleBytes(50_000, seed: 7)
        try served.put("archive.bin", bytes)
        let client = served.client()
        var random = SeededRandom(seed: 43)
        for _ in 0 ..< 40 {
            let start = UInt64.random(in: 0 ..< UInt64(bytes.count), using: &random)
            let end = UInt64.random(in: start + 1 ... UInt64(bytes.count), using: &random)
            let response = try client.fetch(served.request("archive.bin", range: start ..< end))
            #expect(response.status == 206)
            #expect(response.body == Array(bytes[Int(start) ..< Int(end)]), "range \(start)..<\(end)")
        }
    }

    @Test func gzipIsUndone() throws {
        let served = try ServedFolder()
        let text = Array(String(repeating: "{\"tiles\":[\"a\"]}", count: 500).utf8)
        try served.put("tiles.json", text)
        let response = try served.client().fetch(served.request("tiles.json?gzip=1"))
        #expect(response.body == text)
        #expect(response.contentType == "application/json")
    }

    /// A held copy is confirmed with 304 by ETag or by Last-Modified, and replaced when the file changed.
    @Test func revalidationByETagAndLastModified() throws {
        let served = try ServedFolder()
        try served.put("t.mvt", sampleBytes(500, seed: 1))
        let client = served.client()
        let first = try client.fetch(served.request("t.mvt"))
        #expect(first.validators.etag != nil && first.validators.lastModified != nil)

        let byETag = try client.fetch(served.request("t.mvt", validators: HTTPValidators(etag: first.validators.etag)))
        #expect(byETag.isNotModified && byETag.body.isEmpty)
        let byDate = try client.fetch(served.request("t.mvt", validators: HTTPValidators(lastModified: first.validators.lastModified)))
        #expect(byDate.isNotModified)

        let changed = sampleBytes(600, seed: 2)
        try served.put("t.mvt", changed)
        let again = try client.fetch(served.request("t.mvt", validators: first.validators))
        #expect(again.status == 200)
        #expect(again.body == changed)
        #expect(again.validators.etag != first.validators.etag)
    }

    @Test func redirectsAreFollowedUpToTheLimit() throws {
        let served = try ServedFolder()
        let bytes = sampleBytes(100, seed: 3)
        try served.put("r.bin", bytes)
        let response = try served.client().fetch(served.request("r.bin?redirect=3"))
        #expect(response.body == bytes)
        #expect(response.finalURL == served.server.url("r.bin"))
    }
}
