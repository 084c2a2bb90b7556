import Foundation
import Testing
import WhimDemo
import WhimTestSupport

/// The settings file: what it sets, relative paths from its folder, and every bad line named with its
/// file and number; the demo using it where flags say nothing.
@Suite struct DemoConfigTests {
    @Test func settingsAreReadWithCommentsAndRelativePaths() throws {
        let text = "# my map\n  map = tiles/region.pmtiles   # beside this file\n\nstyle=/abs/style.json\ncache-size = 512\n"
        let config = try DemoConfig.parse(text, path: "/home/u/.config/whimcore/config")
        #expect(config == DemoConfig(map: "/home/u/.config/whimcore/tiles/region.pmtiles", style: "/abs/style.json", cacheSize: 512))
        #expect(try DemoConfig.parse("map = https://h/{z}/{x}/{y}.pbf", path: "/c/config").map == "https://h/{z}/{x}/{y}.pbf")
        #expect(try DemoConfig.parse("", path: "/c/config") == DemoConfig())
        #expect(try DemoConfig.parse("router = osrm=http://127.0.0.1:5000", path: "/c/config").router == .osrm(url: "http://127.0.0.1:5000"))
        #expect(try DemoConfig.parse("router=builtin", path: "/c/config").router == .builtIn)
    }

    @Test func everyBadLineIsOneLineNamingFileAndLine() {
        let cases: [(String, String)] = [
            ("map = a\nzoom = 3", "/c/config line 2: unknown setting \"zoom\""),
            ("\n\nmap a.pmtiles", "/c/config line 3: want key = value"),
            ("cache-size = lots", "/c/config line 1: cache-size \"lots\" is not a whole number"),
            ("cache-size = 0", "/c/config line 1: cache-size \"0\""),
            ("style = a\nstyle = b", "/c/config line 2: style is set twice"),
            ("map =", "/c/config line 1: map has no value"),
            ("router = gps", "/c/config line 1: router \"gps\" is not builtin, osrm=URL, osrm=MODE:URL"),
            ("router = osrm=ftp://x", "/c/config line 1: router \"osrm=ftp://x\" is not builtin"),
        ]
        for (text, start) in cases {
            #expect(throws: DemoConfig.Failure.self) { try DemoConfig.parse(text, path: "/c/config") }
            do {
                _ = try DemoConfig.parse(text, path: "/c/config")
            } catch {
                #expect(error.description.hasPrefix(start), "\(error.description)")
                #expect(!error.description.contains("\n"))
            }
        }
    }

    @Test func aMissingFileIsNoSettingsAndAFolderIsAnError() throws {
        let folder = try TemporaryFolder()
        #expect(try DemoConfig.load(path: folder.path + "/none") == DemoConfig())
        #expect(throws: DemoConfig.Failure.self) { try DemoConfig.load(path: folder.path) }
        #expect(DemoConfig.defaultPath(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/whimcore/config")
        #expect(DemoConfig.defaultPath(environment: ["HOME": "/h"]) == "/h/.config/whimcore/config")
    }

    /// The demo reads the file where the flags say nothing: its map is the one the file names, a flag
    /// overrides it, and a bad file stops the command with one line.
    @Test func theDemoUsesTheFileUnlessAFlagSaysOtherwise() throws {
        let executable = try #require(BuiltExecutable.path("whim-demo"), "whim-demo is built with the package")
        let home = try TemporaryFolder(), out = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: home.path + "/whimcore", withIntermediateDirectories: true)
        let config = home.path + "/whimcore/config"
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = home.path
        func record(_ extra: [String] = []) throws -> BuiltExecutable.Result {
            try BuiltExecutable.run(executable, ["record", "--tour", "--out", out.path + "/frames"] + extra, environment: environment)
        }
        try "map = nowhere.pmtiles\n".write(toFile: config, atomically: true, encoding: .utf8)
        let fromFile = try record()
        #expect(fromFile.status != 0)
        #expect(fromFile.stderr.contains(home.path + "/whimcore/nowhere.pmtiles"), "\(fromFile.stderr)")
        let overridden = try record(["--map", out.path + "/elsewhere.pmtiles"])
        #expect(overridden.stderr.contains(out.path + "/elsewhere.pmtiles") && !overridden.stderr.contains("nowhere"), "\(overridden.stderr)")

        try "map = a.pmtiles\nspeed = 3\n".write(toFile: config, atomically: true, encoding: .utf8)
        let bad = try record()
        #expect(bad.status != 0)
        #expect(bad.stderr == "whim-demo: \(config) line 2: unknown setting \"speed\" (known: map, style, router, cache-size)\n")

        // The file's router is asked unless --router says otherwise: here an engine nobody serves.
        try "router = osrm=http://127.0.0.1:9\n".write(toFile: config, atomically: true, encoding: .utf8)
        let map = try DemoAssets.helsinkiMap().path
        let route = ["map", "route", map, "--from", "60.1699,24.9384", "--to", "60.1710,24.9450"]
        let engine = try BuiltExecutable.run(executable, route, environment: environment)
        #expect(engine.status != 0 && engine.stderr.hasPrefix("whim-demo: OSRM") && engine.stderr.contains("127.0.0.1:9"), "\(engine.stderr)")
        let builtIn = try BuiltExecutable.run(executable, route + ["--router", "builtin"], environment: environment)
        #expect(builtIn.status == 0 && builtIn.stdout.contains("Arrive"), "\(builtIn.stderr)")
    }
}
