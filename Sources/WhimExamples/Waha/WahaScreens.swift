import WhimCore
import WhimGraphics

/// The screens of the onboarding stack, Loading and the main stack's sets: each a bar on top and a card
/// at the bottom with the map between them.
extension WahaExample {
    /// A screen over the map: a bar (with Back unless it is the first of its stack) and a card.
    func screen(_ title: String, subtitle: String? = nil, back: Bool = true, leading: ExampleButton? = nil, content: [Widget],
                refresh: (() -> Void)? = nil) -> WhimSingleScene {
        let backButton = back ? ExampleButton(icon: .back, id: "back") { [weak self] in self?.back() } : nil
        let card = ExampleCard(title: title + " card", content: content)
        card.refresh = refresh
        cards.add(card)
        return WhimSingleScene(top: ExampleBar(title, subtitle: subtitle, leading: leading ?? backButton), bottom: card)
    }

    /// Secondary text in a card.
    func note(_ text: String, lines: Int = 2) -> Label {
        Label(text, font: Theme.standard.subheadlineFont, color: Theme.standard.secondaryText, maxLines: lines)
    }

    // MARK: Onboarding

    /// InitialLanguageInstanceInstall (`first`) or SubsequentLanguageInstanceInstall: the language
    /// instances not installed yet; Start / Install begins the download.
    func installScreen(first: Bool) -> WhimSingleScene {
        let status = note(first ? "Choose the language of your first stories." : "Choose a language to add.")
        let list = ListView(rows: [], visibleRowLimit: 3)
        list.identifier = "languages"
        let start = Button(first ? "Start" : "Install", style: .filled) { [weak self, weak list, weak status] in
            guard let self else { return }
            if first, self.install != nil || self.model.hasInstalledFirstLanguageInstance {
                // Back from the slides while the install runs, or installed before a restart: on with the tour.
                self.go(self.model.hasOnboarded ? "loading" : "slides")
            } else if let id = list?.selectedID {
                self.startInstall(id)
            } else {
                status?.text = "Select a language first."
            }
        }
        start.identifier = first ? "start" : "install"
        return screen(first ? "Welcome to Waha" : "Add a language", subtitle: first ? "Stories for groups, in your language" : nil, back: !first,
                      content: [status, list, start]) { [weak self, weak list, weak status] in
            guard let self, let list else { return }
            list.rows = self.model.installableLanguages.map { ListRow(id: $0.id, title: $0.name, detail: "\($0.megabytes) MB") }
            if first, let done = self.model.installed.first.flatMap(WahaCatalogue.language) {
                status?.text = "\(done.name) is installed. Continue with a short tour."
            }
        }
    }

    /// The onboarding slides' text.
    static let slides: [(title: String, text: String)] = [
        ("Stories for groups", "Waha tells the stories of a set one lesson at a time, for a group to listen to together."),
        ("Listen and discuss", "Each lesson plays its story, then asks questions for the group to talk about."),
        ("Go at your pace", "Sets are grouped as Foundational, Topical and Mobilization Tools. Add the ones your group needs."),
        ("Works offline", "Once a language is installed, its stories play without a connection."),
    ]

    /// WahaOnboardingSlides: four pages; Next turns the page (the page is part of the path), Skip or the
    /// last page's Start finish onboarding.
    func slidesScreen(page: Int) -> WhimSingleScene {
        var current = max(1, min(page, Self.slides.count))
        let title = Label("", font: .bold(18))
        let text = note("", lines: 3)
        let counter = Label("", font: Theme.standard.captionFont, color: Theme.standard.secondaryText)
        let next = Button("Next", style: .filled)
        next.identifier = "next"
        let skip = Button("Skip", style: .plain) { [weak self] in self?.finishOnboarding() }
        skip.identifier = "skip"
        func show() {
            let slide = Self.slides[current - 1]
            title.text = slide.title
            text.text = slide.text
            counter.text = "\(current) of \(Self.slides.count)"
            next.title = current == Self.slides.count ? "Start" : "Next"
        }
        show()
        next.action = { [weak self] in
            if current < Self.slides.count {
                current += 1
                show()
            } else {
                self?.finishOnboarding()
            }
        }
        let scene = screen("Welcome", subtitle: "A short tour", content: [title, text, HStack([counter, Spacer(), skip, next])])
        navigation?.register(scene, as: RouteElement("slides")) { current > 1 ? ["page": .int(current)] : [:] }
        return scene
    }

    /// Loading: the install's progress on the clock (refreshed by `update()`); Cancel stops it.
    func loadingScreen() -> WhimSingleScene {
        let title = Label("", font: .bold(18))
        let bar = ProgressBar()
        let label = note("")
        let cancel = Button("Cancel", style: .plain) { [weak self] in self?.cancelInstall() }
        cancel.identifier = "cancel-install"
        progressViews.append((bar, label))
        let name = install.flatMap { WahaCatalogue.language($0.language)?.name }
        title.text = name.map { "Downloading \($0)" } ?? "Nothing is downloading"
        label.text = "0 %"
        bar.progress = install.map { $0.progress(at: app?.container.clock.now ?? $0.startedAt) } ?? 0
        return screen("Loading", subtitle: "Core files of the language", back: false, content: [title, bar, label, HStack([Spacer(), cancel])])
    }

    // MARK: Sets

    /// One tab of SetsTabs: the added sets of a category, the tab switcher, and Add a set.
    func setsScreen(_ category: WahaCatalogue.SetCategory, index: Int) -> WhimSingleScene {
        let switcher = SegmentedControl(WahaCatalogue.SetCategory.allCases.map(\.title), selectedIndex: index) { [weak self] i in
            self?.setsTabs?.select(i)
        }
        switcher.identifier = "tabs"
        tabSwitchers.append(switcher)
        let list = ListView.navigating([], id: "sets", visibleRows: 3) { [weak self] row in self?.go("lessons", ["set": .string(row.id)]) }
        let locked = note("Unlock the Mobilization Tools to use these sets with your groups.")
        let unlock = Button("Unlock", style: .tinted) { [weak self] in self?.go("mobilization-tools") }
        unlock.identifier = "mobilization-tools"
        let add = Button("Add a new story set", icon: .star, style: .tinted) { [weak self] in self?.go("add-set", ["category": .string(category.rawValue)]) }
        add.identifier = "add-set"
        let drawer = ExampleButton(icon: .user, id: "drawer", name: "Menu") { [weak self] in self?.mainDrawer?.openDrawer() }
        let language = model.installed.first.flatMap(WahaCatalogue.language)?.name ?? "Waha"
        return screen(category.title, subtitle: "\(language) · Group 1", leading: drawer, content: [switcher, locked, unlock, list, add]) { [weak self, weak list] in
            guard let self, let list else { return }
            let isLocked = category == .mobilizationTools && !self.model.areMobilizationToolsUnlocked
            locked.isHidden = !isLocked
            unlock.isHidden = !isLocked
            list.isHidden = isLocked
            add.isHidden = isLocked
            list.rows = self.model.sets(in: category).map { set in
                let done = (0..<set.lessons.count).filter { self.model.completedLessons.contains("\(set.id)/\($0 + 1)") }.count
                return ListRow(id: set.id, icon: .star, title: set.title, subtitle: "\(set.lessons.count) lessons · \(done) done", showsChevron: true)
            }
        }
    }

    /// Lessons: the lessons of a set, a check on those completed.
    func lessonsScreen(set id: String) -> WhimSingleScene {
        let set = WahaCatalogue.set(id) ?? WahaCatalogue.sets[0]
        let list = ListView.navigating([], id: "lessons", visibleRows: 4) { [weak self] row in self?.go("play", ["set": .string(set.id), "lesson": .int(Int(row.id) ?? 1)]) }
        return screen(set.title, subtitle: "\(set.lessons.count) lessons", content: [list]) { [weak self, weak list] in
            guard let self else { return }
            list?.rows = set.lessons.enumerated().map { i, title in
                let done = self.model.completedLessons.contains("\(set.id)/\(i + 1)")
                return ListRow(id: "\(i + 1)", icon: done ? .check : .clock, title: "\(i + 1). \(title)", subtitle: done ? "Completed" : nil, showsChevron: true)
            }
        }
    }

    /// Play: a lesson with its audio controls and Mark as complete.
    func playScreen(set id: String, lesson: Int) -> WhimSingleScene {
        let set = WahaCatalogue.set(id) ?? WahaCatalogue.sets[0]
        guard set.lessons.indices.contains(lesson - 1) else {
            // A link may name any lesson number: say there is none rather than play another.
            return screen("No such lesson", subtitle: set.title, content: [note("\(set.title) has lessons 1 to \(set.lessons.count); there is no lesson \(lesson).")])
        }
        let index = lesson
        let key = "\(set.id)/\(index)"
        let status = note("Ready to play")
        let play = Button("Play", icon: .chevronRight, style: .filled)
        play.identifier = "play"
        play.action = { [weak play, weak status] in
            guard let play else { return }
            let playing = play.title == "Play"
            play.title = playing ? "Pause" : "Play"
            play.icon = playing ? .pause : .chevronRight
            status?.text = playing ? "Playing the story" : "Paused"
        }
        let complete = Button("Mark as complete", icon: .check, style: .tinted)
        complete.identifier = "complete"
        complete.action = { [weak self, weak complete] in
            self?.change { $0.completedLessons.insert(key) }
            complete?.title = "Completed"
        }
        if model.completedLessons.contains(key) { complete.title = "Completed" }
        return screen(set.lessons[index - 1], subtitle: "\(set.title) · lesson \(index) of \(set.lessons.count)",
                      content: [status, HStack([play, complete, Spacer()])])
    }

    /// AddSet: the sets of a category not added yet; a tap adds one and goes back.
    func addSetScreen(_ category: WahaCatalogue.SetCategory) -> WhimSingleScene {
        let empty = note("Every \(category.title) set is added.")
        let list = ListView.navigating([], id: "addable", visibleRows: 3) { [weak self] row in
            self?.change { $0.addedSets.append(row.id) }
            self?.back()
        }
        return screen("Add a story set", subtitle: category.title, content: [empty, list]) { [weak self, weak list] in
            guard let self, let list else { return }
            list.rows = self.model.addableSets(in: category).map { ListRow(id: $0.id, icon: .star, title: $0.title, subtitle: "\($0.lessons.count) lessons") }
            empty.isHidden = !list.rows.isEmpty
        }
    }

    // MARK: The drawer and its screens

    /// WahaDrawer: the menu; a choice closes the drawer and opens its screen on the main stack.
    func drawerMenu() -> WhimSingleScene {
        let items = [
            ListRow(id: "groups", icon: .user, title: "Groups"),
            ListRow(id: "mobilization-tools", icon: .star, title: "Mobilization Tools"),
            ListRow(id: "security-mode", icon: .gear, title: "Security Mode"),
            ListRow(id: "storage", icon: .pin, title: "Storage"),
        ]
        let menu = ListView.navigating(items, id: "menu", visibleRows: items.count) { [weak self] row in self?.go(row.id, replacingTop: true) }
        let panel = Panel(title: "Waha menu", chrome: .plain(.white), contentInsets: EdgeInsets(top: 28, left: 20, bottom: 20, right: 20),
                          root: VStack(spacing: 12, [Label("Waha", font: .bold(26)), note("Group 1"), Separator(), menu]))
        return WhimSingleScene(fullscreen: panel)
    }

    /// Groups: one group per installed language; Add a language.
    func groupsScreen() -> WhimSingleScene {
        let list = ListView(rows: [], visibleRowLimit: 3)
        list.identifier = "groups"
        let add = Button("Add a language", icon: .star, style: .tinted) { [weak self] in self?.go("add-language") }
        add.identifier = "add-language"
        return screen("Groups", content: [list, add]) { [weak self, weak list, weak add] in
            guard let self else { return }
            list?.rows = self.model.installed.compactMap(WahaCatalogue.language).map {
                ListRow(id: $0.id, icon: .user, title: "Group 1", subtitle: $0.name)
            }
            add?.isHidden = self.model.installableLanguages.isEmpty
        }
    }

    /// Storage: what each installed language's downloads take.
    func storageScreen() -> WhimSingleScene {
        let total = note("")
        let list = ListView(rows: [], visibleRowLimit: 3)
        list.identifier = "storage"
        return screen("Storage", content: [total, list]) { [weak self, weak list] in
            guard let self else { return }
            let languages = self.model.installed.compactMap(WahaCatalogue.language)
            list?.rows = languages.map { ListRow(id: $0.id, title: $0.name, subtitle: "Downloaded chapters", detail: "\($0.megabytes) MB") }
            total.text = "\(languages.map(\.megabytes).reduce(0, +)) MB used by \(languages.count) language\(languages.count == 1 ? "" : "s")"
        }
    }
}
