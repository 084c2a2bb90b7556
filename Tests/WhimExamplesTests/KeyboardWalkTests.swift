import Testing
import Foundation
import WhimAnimation
import WhimCore
import WhimExamples
import WhimTestSupport

/// The seed examples used with the keyboard only: Tab, Shift+Tab, Enter, arrows, Esc and typing reach
/// every screen of each seed's graph, with no pointer event at all.
@Suite struct KeyboardWalkTests {
    /// Seed 004 (navigator): a keyboard user reaches the name field, logs in, opens details from the list,
    /// goes back by the Back button and by Esc, opens Settings, logs out, and logs in as guest.
    @Test func navigatorByKeysOnly() throws {
        let example = try NavigatorExample(options: ExampleOptions())
        let (app, clock) = try makeExampleApp(example)
        typealias Edge = GraphEdge<ExampleApp>
        let home = ["Home", "Places"], login = ["Log in", "Who are you?"], settings = ["Settings", "Account"]
        let edges: [Edge] = [
            Edge("login → Tab to the name field, type, Tab to Log in, Enter → home", path: "/home", screen: home,
                 check: { _ in #expect(example.isLoggedIn && example.userName == "Ada") }) { app in
                let keys = app.keyboard
                try keys.tab(to: "Your name", role: .textField)
                keys.type("Ada")
                try keys.activate("Log in")
            },
            Edge("home → row 0 of the list, Enter → detail 0", path: "/home/detail?id=0", screen: ["Detail 0", "Kamppi"]) { try $0.keyboard.choose(row: 0, inList: "details") },
            Edge("detail → Back button → home", path: "/home", screen: home,
                 check: { app in #expect(app.keyboard.focused?.role == .list, "focus returns to the list") }) { try $0.keyboard.activate("Back") },
            Edge("home → row 2, Enter → detail 2", path: "/home/detail?id=2", screen: ["Detail 2", "Töölö"]) { try $0.keyboard.choose(row: 2, inList: "details") },
            Edge("detail → Esc → home", path: "/home", screen: home) { $0.keyboard.press(.escape) },
            Edge("home → Settings → settings", path: "/home/settings", screen: settings) { try $0.keyboard.activate("Settings") },
            Edge("settings → Shift+Tab to Back, Enter → home", path: "/home", screen: home) { app in
                let keys = app.keyboard
                for _ in 0..<8 where keys.focused?.name != "Back" || !app.container.keyboardFocus.isRingVisible { keys.press(.tab, .shift) }
                keys.press(.enter)
            },
            Edge("home → Settings → Log out → login", path: "/login", screen: login, check: { _ in #expect(!example.isLoggedIn) }) { app in
                try app.keyboard.activate("Settings")
                app.settle(on: clock)
                try app.keyboard.activate("Log out")
            },
            Edge("login → Enter in the empty name field → home as guest", path: "/home", screen: home,
                 check: { _ in #expect(example.userName == "guest") }) { app in
                try app.keyboard.tab(to: "Your name", role: .textField)
                app.keyboard.press(.enter)
            },
        ]
        #expect(exampleWalk(clock).walk(app, edges) == edges.count)
    }

    /// Seed 003 (tracker): every screen by keys only — the header's sheets, Home's cards, the quick action
    /// into the Tracker tab's field, the tabs switched from the focused tab bar with the arrows, and the
    /// drill-downs of every tab.
    @Test func trackerByKeysOnly() throws {
        let example = try TrackerExample(options: ExampleOptions())
        let (app, clock) = try makeExampleApp(example)
        typealias Edge = GraphEdge<ExampleApp>
        func screen(_ title: String) -> [String] { [title, title + " card"] }
        let home = screen("Home"), tracker = screen("Tracker"), library = screen("Library"), missions = screen("Missions")
        let tabBar = "Home / Tracker / Library / Missions"
        func switchTab(_ app: ExampleApp, by steps: Int) throws {
            try app.keyboard.tab(to: tabBar, role: .segmentedControl)
            for _ in 0..<abs(steps) { app.keyboard.press(steps > 0 ? .right : .left) }
        }
        let edges: [Edge] = [
            Edge("home → STATS → stats sheet", path: "/main/stats", screen: home + ["Stats"]) { try $0.keyboard.activate("STATS") },
            Edge("stats → Close", path: "/main", screen: home) { try $0.keyboard.activate("Close") },
            Edge("home → SETTINGS → settings sheet", path: "/main/settings", screen: home + ["Settings"]) { try $0.keyboard.activate("SETTINGS") },
            Edge("settings → Esc", path: "/main", screen: home) { $0.keyboard.press(.escape) },
            Edge("home → View Collection → collection sheet", path: "/main/collection", screen: home + ["Card Collection"]) {
                try $0.keyboard.activate("View Collection")
            },
            Edge("collection → Close", path: "/main", screen: home) { try $0.keyboard.activate("Close") },
            Edge("home → Add spark → the Tracker tab, its field typing", path: "/main/tracker", screen: tracker,
                 check: { app in #expect(app.isTyping && app.keyboard.focused?.role == .textField) }) { try $0.keyboard.activate("Add spark") },
            Edge("tracker → type a spark, Enter → listed first", path: "/main/tracker", screen: tracker,
                 check: { _ in #expect(example.model.sparks.first?.title == "Sauna evening") }) { app in
                app.keyboard.type("Sauna evening")
                app.keyboard.press(.enter)
            },
            Edge("tracker → a spark → sparkDetail", path: "/main/tracker/spark-detail?id=0", screen: screen("Sauna evening")) {
                try $0.keyboard.choose(row: 0, inList: "sparks")
            },
            Edge("sparkDetail → Back", path: "/main/tracker", screen: tracker) { try $0.keyboard.activate("Back") },
            Edge("tracker → Right on the tab bar → library", path: "/main/library", screen: library) { try switchTab($0, by: 1) },
            Edge("library → a table → tableDetail", path: "/main/library/table-detail?id=0", screen: screen("Sleep")) {
                try $0.keyboard.choose(row: 0, inList: "tables")
            },
            Edge("tableDetail → an entry → entryDetail", path: "/main/library/table-detail?id=0/entry-detail?table=0&row=1", screen: screen("Edit entry")) {
                try $0.keyboard.choose(row: 1, inList: "entries")
            },
            Edge("entryDetail → Save → tableDetail", path: "/main/library/table-detail?id=0", screen: screen("Sleep")) { try $0.keyboard.activate("Save") },
            Edge("tableDetail → Esc", path: "/main/library", screen: library) { $0.keyboard.press(.escape) },
            Edge("library → Right on the tab bar → missions", path: "/main/missions", screen: missions) { try switchTab($0, by: 1) },
            Edge("missions → a mission → missionDetail", path: "/main/missions/mission-detail?id=1", screen: screen("Walk 8,000 steps")) {
                try $0.keyboard.choose(row: 1, inList: "missions")
            },
            Edge("missionDetail → Log progress", path: "/main/missions/mission-detail?id=1", screen: screen("Walk 8,000 steps"),
                 check: { _ in #expect(example.model.missions[1].done == 6000) }) { try $0.keyboard.activate("Log progress") },
            Edge("missionDetail → Back", path: "/main/missions", screen: missions) { try $0.keyboard.activate("Back") },
            Edge("missions → Achievements", path: "/main/missions/achievements", screen: screen("Achievements")) { try $0.keyboard.choose(row: 0, inList: "more") },
            Edge("achievements → Back", path: "/main/missions", screen: missions) { try $0.keyboard.activate("Back") },
            Edge("missions → Collectibles", path: "/main/missions/collectibles", screen: screen("Collectibles")) { try $0.keyboard.choose(row: 1, inList: "more") },
            Edge("collectibles → Back, Left ×3 on the tab bar → home", path: "/main", screen: home) { app in
                try app.keyboard.activate("Back")
                app.settle(on: clock)
                try switchTab(app, by: -3)
            },
        ]
        #expect(exampleWalk(clock).walk(app, edges) == edges.count)
    }

    /// Seed 001 (notes): every screen by keys only, on real files — onboarding, a folder named in its
    /// field, a new note, the editor's quick actions, rename, move, the quick actions of Home's row by
    /// Shift+F10, delete with its confirmation, sort, storage and settings.
    @Test func notesByKeysOnly() throws {
        let folder = try TemporaryFolder()
        let root = folder.path + "/notes"
        let example = try NotesExample(options: ExampleOptions(dataDirectory: root))
        let (app, clock) = try makeExampleApp(example)
        typealias Edge = GraphEdge<ExampleApp>
        let home = NotesExampleTests.home
        func file(_ id: String) -> String { root + "/" + id }
        func editor(_ id: String) -> String { "/home/editor?note=" + NotesExampleTests.encoded(id) }
        let edges: [Edge] = [
            Edge("onboarding → Create a folder", path: "/onboarding/create-folder", screen: ["New folder", "Name your first folder"]) {
                try $0.keyboard.activate("Create a folder")
            },
            Edge("create folder → type a name, Enter → home", path: "/home", screen: home, check: { _ in #expect(NotesExampleTests.exists(file("Work"))) }) { app in
                try app.keyboard.tab(to: "Folder name", role: .textField)
                app.keyboard.type("Work")
                app.keyboard.press(.enter)
            },
            Edge("home → New → select folder", path: "/home/select-folder", screen: ["New note", "Choose a folder"]) { try $0.keyboard.activate("New") },
            Edge("select folder → its row → editor (typing)", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text"],
                 check: { app in #expect(app.isTyping) }) { try $0.keyboard.choose(row: 0, inList: "folders") },
            Edge("editor → type a line, Enter → the file has it", path: editor("Work/Untitled.md"), screen: ["Untitled", "Text"],
                 check: { _ in #expect((try? String(contentsOfFile: file("Work/Untitled.md"), encoding: .utf8)) == "Milk\n") }) { app in
                app.keyboard.type("Milk")
                app.keyboard.press(.enter)
            },
            Edge("editor → Actions… → quick actions", path: editor("Work/Untitled.md") + "/actions?note=Work%2FUntitled.md",
                 screen: ["Untitled", "Text", "Quick actions"]) { try $0.keyboard.activate("Actions…") },
            Edge("quick actions → Rename → the name sheet (typing)", path: editor("Work/Untitled.md") + "/rename?note=Work%2FUntitled.md",
                 screen: ["Untitled", "Text", "Rename"], check: { app in #expect(app.isTyping) }) { try $0.keyboard.activate("Rename") },
            Edge("rename → a new name, Save → editor", path: editor("Work/Plans.md"), screen: ["Plans", "Text"],
                 check: { _ in #expect(NotesExampleTests.exists(file("Work/Plans.md"))) }) { app in
                for _ in 0..<"Untitled".count { app.keyboard.press(.backspace) }
                app.keyboard.type("Plans")
                try app.keyboard.activate("Save")
            },
            Edge("editor → Actions… → quick actions", path: editor("Work/Plans.md") + "/actions?note=Work%2FPlans.md",
                 screen: ["Plans", "Text", "Quick actions"]) { try $0.keyboard.activate("Actions…") },
            Edge("quick actions → Move to… → folder picker", path: editor("Work/Plans.md") + "/move?note=Work%2FPlans.md",
                 screen: ["Plans", "Text", "Move to"]) { try $0.keyboard.activate("Move to…") },
            Edge("folder picker → Cancel → editor", path: editor("Work/Plans.md"), screen: ["Plans", "Text"]) { try $0.keyboard.activate("Cancel") },
            Edge("editor → Back → home", path: "/home", screen: home) { try $0.keyboard.activate("Back") },
            Edge("home → Shift+F10 on the note's row → quick actions", path: "/home/actions?note=Work%2FPlans.md", screen: home + ["Quick actions"]) { app in
                let row = try #require(app.list("files")?.rows.firstIndex { $0.id == "note:Work/Plans.md" })
                try app.keyboard.tab(to: "files", role: .list)
                app.keyboard.press(.home)
                for _ in 0..<row { app.keyboard.press(.down) }
                app.keyboard.press(.function(10), .shift)
            },
            Edge("quick actions → Delete → confirmation", path: "/home/delete?note=Work%2FPlans.md", screen: home + ["Delete note?"]) {
                try $0.keyboard.activate("Delete")
            },
            Edge("confirmation → Delete → home (deleted)", path: "/home", screen: home,
                 check: { _ in #expect(!NotesExampleTests.exists(file("Work/Plans.md"))) }) { try $0.keyboard.activate("Delete") },
            Edge("home → Sort → sort options", path: "/home/sort", screen: home + ["Sort by"]) { try $0.keyboard.activate("Sort") },
            Edge("sort options → Esc → home", path: "/home", screen: home) { $0.keyboard.press(.escape) },
            Edge("home → Storage → select storage", path: "/home/storage", screen: home + ["Storage"]) { try $0.keyboard.activate("Storage") },
            Edge("select storage → Settings → settings", path: "/home/settings", screen: ["Settings", "Preferences"]) { try $0.keyboard.activate("Settings") },
            Edge("settings → Back → home", path: "/home", screen: home) { try $0.keyboard.activate("Back") },
        ]
        #expect(exampleWalk(clock).walk(app, edges) == edges.count)
    }

    /// Seed 000 (Waha): every screen of its graph by keys only — the install and the slides, the tabs
    /// switched with the arrows, the unlock code typed, a lesson played, a set added, the drawer's screens
    /// (a second language installed), and Security Mode with its key orders played on the piano, which
    /// also unlocks the app after the background key.
    @Test func wahaByKeysOnly() throws {
        let folder = try TemporaryFolder()
        let (example, app, clock) = try WahaExampleTests.makeWaha(in: folder)
        typealias Edge = GraphEdge<ExampleApp>
        func screen(_ title: String) -> [String] { [title, title + " card"] }
        let install = screen("Welcome to Waha"), slides = screen("Welcome"), loading = screen("Loading"), foundational = screen("Foundational")
        let tools = screen("Mobilization Tools"), unlock = screen("Unlock Mobilization Tools"), security = screen("Security Mode")
        let lessons = screen("Discovery Bible Study"), setOrder = screen("Set a key order"), confirmOrder = screen("Confirm the key order")
        let tabBar = WahaCatalogue.SetCategory.allCases.map(\.title).joined(separator: " / ")
        let toolsTab = "/main/sets/mobilization-tools", securityMode = "/main/sets/security-mode"
        let setOrderPath = securityMode + "/security-onboarding/key-order-set-initial"
        func switchTab(_ app: ExampleApp, by steps: Int) throws {
            try app.keyboard.tab(to: tabBar, role: .segmentedControl)
            for _ in 0..<abs(steps) { app.keyboard.press(steps > 0 ? .right : .left) }
        }
        func fromDrawer(_ app: ExampleApp, row: Int) throws {
            try app.keyboard.activate("Menu", role: .button)
            app.settle(on: clock)
            try app.keyboard.choose(row: row, inList: "menu")
        }
        /// Plays `keys` on the piano: each key Tabbed to by its note's name and pressed with Enter.
        func play(_ keys: [Int], on app: ExampleApp) throws {
            for key in keys { try app.keyboard.activate(WahaPiano.keys[key], role: .button) }
        }
        let edges: [Edge] = [
            Edge("install: no language chosen → Start asks for one", path: "/onboarding", screen: install,
                 check: { _ in #expect(example.install == nil) }) { try $0.keyboard.activate("Start") },
            Edge("install: English by Enter on its row, Start → slides", path: "/onboarding/slides", screen: slides,
                 check: { _ in #expect(example.install?.language == "english") }) { app in
                try app.keyboard.choose(row: 0, inList: "languages")
                try app.keyboard.activate("Start")
            },
            Edge("slides → Next → page 2", path: "/onboarding/slides?page=2", screen: slides) { try $0.keyboard.activate("Next") },
            Edge("slides → Back → install", path: "/onboarding", screen: install) { try $0.keyboard.activate("Back") },
            Edge("install → Start → slides again", path: "/onboarding/slides", screen: slides) { try $0.keyboard.activate("Start") },
            Edge("slides → Next ×3 → the last page", path: "/onboarding/slides?page=4", screen: slides) { app in
                for _ in 0..<3 { try app.keyboard.activate("Next") }
            },
            Edge("last slide → Start → Loading", path: "/onboarding/slides?page=4/loading", screen: loading,
                 check: { _ in #expect(example.model.hasOnboarded) }) { try $0.keyboard.activate("Start") },
            Edge("install done → SetsTabs", path: "/main/sets", screen: foundational,
                 check: { _ in #expect(example.model.installed == ["english"]) }) { app in WahaExampleTests.run(app, clock, seconds: 5) },
            Edge("Right ×2 on the tab bar → Mobilization Tools (locked)", path: toolsTab, screen: tools) { try switchTab($0, by: 2) },
            Edge("Unlock → MobilizationTools", path: toolsTab + "/mobilization-tools", screen: tools) { try $0.keyboard.activate("Unlock") },
            Edge("Unlock → the code screen", path: toolsTab + "/mobilization-tools/mobilization-tools-unlock", screen: unlock) {
                try $0.keyboard.activate("Unlock")
            },
            Edge("a wrong code typed, Unlock → stays", path: toolsTab + "/mobilization-tools/mobilization-tools-unlock", screen: unlock,
                 check: { _ in #expect(!example.model.areMobilizationToolsUnlocked) }) { app in
                try app.keyboard.tab(to: "6-digit code", role: .textField)
                app.keyboard.type("123456")
                try app.keyboard.activate("Unlock")
            },
            Edge("the right code, Enter → MobilizationTools, unlocked", path: toolsTab + "/mobilization-tools", screen: tools,
                 check: { _ in #expect(example.model.areMobilizationToolsUnlocked) }) { app in
                try app.keyboard.tab(to: "6-digit code", role: .textField)
                app.keyboard.press(.end)
                for _ in 0..<6 { app.keyboard.press(.backspace) }
                app.keyboard.type(WahaCatalogue.mobilizationToolsCode)
                app.keyboard.press(.enter)
            },
            Edge("Back → the tab, its sets shown", path: toolsTab, screen: tools) { try $0.keyboard.activate("Back") },
            Edge("a set → Lessons", path: toolsTab + "/lessons?set=discovery", screen: lessons) { try $0.keyboard.choose(row: 0, inList: "sets") },
            Edge("lesson 2 → Play", path: toolsTab + "/lessons?set=discovery/play?set=discovery&lesson=2", screen: screen("Retell")) {
                try $0.keyboard.choose(row: 1, inList: "lessons")
            },
            Edge("Play, Mark as complete", path: toolsTab + "/lessons?set=discovery/play?set=discovery&lesson=2", screen: screen("Retell"),
                 check: { app in #expect(example.model.completedLessons == ["discovery/2"] && app.keyboard.focused?.name == "Completed") }) { app in
                try app.keyboard.activate("Play")
                try app.keyboard.activate("Mark as complete")
            },
            Edge("Play → Esc → Lessons", path: toolsTab + "/lessons?set=discovery", screen: lessons) { $0.keyboard.press(.escape) },
            Edge("Lessons → Back → the tab", path: toolsTab, screen: tools) { try $0.keyboard.activate("Back") },
            Edge("Left ×2 → Foundational, Add a new story set → AddSet", path: "/main/sets/add-set?category=foundational",
                 screen: screen("Add a story set")) { app in
                try switchTab(app, by: -2)
                app.settle(on: clock)
                try app.keyboard.activate("Add a new story set")
            },
            Edge("AddSet → a set → added", path: "/main/sets", screen: foundational,
                 check: { _ in #expect(example.model.sets(in: .foundational).count == 2) }) { try $0.keyboard.choose(row: 0, inList: "addable") },
            Edge("Menu → WahaDrawer", path: "/main/sets/drawer", screen: foundational + ["Waha menu"]) { try $0.keyboard.activate("Menu", role: .button) },
            Edge("drawer → Esc → closed", path: "/main/sets", screen: foundational) { $0.keyboard.press(.escape) },
            Edge("drawer → Groups", path: "/main/sets/groups", screen: screen("Groups")) { try fromDrawer($0, row: 0) },
            Edge("Groups → Add a language", path: "/main/sets/groups/add-language", screen: screen("Add a language")) {
                try $0.keyboard.activate("Add a language")
            },
            Edge("Español by Enter on its row, Install → Loading", path: "/loading", screen: loading,
                 check: { _ in #expect(example.install?.language == "espanol") }) { app in
                try app.keyboard.choose(row: 1, inList: "languages")
                try app.keyboard.activate("Install")
            },
            Edge("install done → SetsTabs again", path: "/main/sets", screen: foundational,
                 check: { _ in #expect(example.model.installed == ["english", "espanol"]) }) { app in WahaExampleTests.run(app, clock, seconds: 5) },
            Edge("drawer → Storage", path: "/main/sets/storage", screen: screen("Storage")) { try fromDrawer($0, row: 3) },
            Edge("Storage → Back", path: "/main/sets", screen: foundational) { try $0.keyboard.activate("Back") },
            Edge("drawer → Mobilization Tools", path: "/main/sets/foundational/mobilization-tools", screen: tools) { try fromDrawer($0, row: 1) },
            Edge("MobilizationTools → Back", path: "/main/sets", screen: foundational) { try $0.keyboard.activate("Back") },
            Edge("drawer → Security Mode", path: securityMode, screen: security) { try fromDrawer($0, row: 2) },
            Edge("Space on the switch → SecurityOnboardingSlides", path: securityMode + "/security-onboarding", screen: security) { app in
                try app.keyboard.tab(to: "Security Mode", role: .toggle)
                app.keyboard.press(.space)
            },
            Edge("Continue → KeyOrderSet_Initial", path: setOrderPath, screen: setOrder) { try $0.keyboard.activate("Continue") },
            Edge("four keys → KeyOrderSet_Confirm", path: setOrderPath + "/key-order-set-confirm", screen: confirmOrder) { try play([0, 2, 4, 1], on: $0) },
            Edge("a different order → KeyOrderSet_Initial", path: setOrderPath, screen: setOrder) { try play([6, 6, 6, 6], on: $0) },
            Edge("four keys → Confirm", path: setOrderPath + "/key-order-set-confirm", screen: confirmOrder) { try play([0, 2, 4, 1], on: $0) },
            Edge("the same order → Security Mode, on", path: securityMode, screen: security,
                 check: { _ in #expect(example.model.isSecurityModeEnabled && example.model.keyOrder == [0, 2, 4, 1]) }) { try play([0, 2, 4, 1], on: $0) },
            Edge("Change key order → KeyOrderChange_Initial", path: securityMode + "/key-order-change-initial", screen: screen("New key order")) {
                try $0.keyboard.activate("Change key order")
            },
            Edge("four keys → KeyOrderChange_Confirm", path: securityMode + "/key-order-change-initial/key-order-change-confirm",
                 screen: screen("Confirm the new key order")) { try play([3, 3, 5, 5], on: $0) },
            Edge("the same order → Security Mode, saved", path: securityMode, screen: security,
                 check: { _ in #expect(example.model.keyOrder == [3, 3, 5, 5]) }) { try play([3, 3, 5, 5], on: $0) },
            Edge("B → Splash", path: securityMode + "/splash", screen: ["Splash"]) { $0.keyboard.press(.character("b")) },
            Edge("B again → PianoApp", path: securityMode + "/piano", screen: ["Piano"]) { $0.keyboard.press(.character("b")) },
            Edge("Esc and a wrong tune stay on the piano", path: securityMode + "/piano", screen: ["Piano"]) { app in
                app.keyboard.press(.escape)
                app.settle(on: clock)
                try play([1, 2, 3, 4], on: app)
            },
            Edge("the key order on the piano → Security Mode", path: securityMode, screen: security) { try play([0, 3, 3, 5, 5], on: $0) },
            Edge("Enter on the switch → off", path: securityMode, screen: security,
                 check: { _ in #expect(!example.model.isSecurityModeEnabled) }) { try $0.keyboard.activate("Security Mode", role: .toggle) },
        ]
        #expect(WahaExampleTests.walk(example, clock).walk(app, edges) == edges.count)
    }
}
