import Foundation
import Testing
import WhimDemo
import WhimTestSupport
import WhimTiles

/// `whim-demo map download`: a region of the served world tiles into a PMTiles file, killed mid-way and
/// run again, and an absurd request refused in one line.
@Suite struct MapDownloadCommandTests {
    @Test func aKilledDownloadResumesToTheSameTiles() throws {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let folder = try TemporaryFolder(), out = try TemporaryFolder()
        let world = try DemoAssets.worldTiles().path
        try FileManager.default.copyItem(atPath: world, toPath: folder.path + "/world.pmtiles")
        // Slow enough that the kill lands mid-download.
        let server = try TestHTTPServer(root: folder.path, latencyMilliseconds: 50)
        let output = out.path + "/region.pmtiles"
        let arguments = ["map", "download", server.url("world.pmtiles"), "--bbox", "24.5,59.9,25.5,60.5", "--zooms", "2-10",
                         "--out", output, "--no-cache"]
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        let start = Date()
        func journalBytes() -> Int { ((try? FileManager.default.attributesOfItem(atPath: output + ".partial"))?[.size] as? Int) ?? 0 }
        while journalBytes() < 2000, process.isRunning, Date().timeIntervalSince(start) < 60 { usleep(5000) }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal, "killed before it finished")
        #expect(!FileManager.default.fileExists(atPath: output))

        let resumed = try BuiltExecutable.run(executable, arguments)
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stderr.contains("from the journal of an earlier run"), "\(resumed.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output + ".partial"))
        let local = try PMTilesArchive(path: world), region = try PMTilesArchive(path: output)
        #expect(region.metadata.minZoom == 2 && region.metadata.maxZoom == 10)
        for z in 2 ... 10 {
            let n = Double(1 << z)
            let x0 = Int((24.5 + 180) / 360 * n), x1 = Int((25.5 + 180) / 360 * n)
            for x in x0 ... x1 {
                for y in 0 ..< (1 << z) {
                    let id = TileID(z: z, x: x, y: y)
                    let inside = RegionDownloadProbe.rows(z: z).contains(y)
                    #expect(try region.tile(id) == (inside ? local.tile(id) : nil), "tile \(id)")
                }
            }
        }
    }

    @Test func anAbsurdRequestIsOneLine() throws {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let out = try TemporaryFolder()
        let result = try BuiltExecutable.run(executable, ["map", "download", "http://127.0.0.1:9/world.pmtiles", "--bbox", "-180,-85,180,85",
                                                         "--zooms", "0-16", "--out", out.path + "/x.pmtiles"])
        #expect(result.status != 0)
        #expect(result.stderr.hasPrefix("whim-demo: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(result.stderr.contains("more than"))
        let bad = try BuiltExecutable.run(executable, ["map", "download", "x", "--bbox", "1,2,3", "--zooms", "1-2", "--out", out.path + "/x.pmtiles"])
        #expect(bad.status != 0)
    }
}

/// The rows of the test's box (latitudes 59.9 to 60.5) at zoom `z`.
enum RegionDownloadProbe {
    static func rows(z: Int) -> ClosedRange<Int> {
        func row(_ latitude: Double) -> Int {
            let phi = latitude * .pi / 180
            return Int((1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2 * Double(1 << z))
        }
        return row(60.5) ... row(59.9)
    }
}
