import WhimCore
import WhimGraphics

/// The tracker's screens: every screen of a tab has the custom header (its title, STATS and SETTINGS)
/// on top and, at the bottom, its content over the tab bar; the sheets are cards of their own.
extension TrackerExample {
    /// A screen of a tab: header on top, content and the tab bar in the card.
    func screen(_ title: String, subtitle: String? = nil, back: Bool, content: [Widget], refresh: (() -> Void)? = nil) -> WhimSingleScene {
        let header = ExampleBar(title, subtitle: subtitle, leading: back ? ExampleButton(icon: .back, id: "back") { [weak self] in self?.back() } : nil,
                                trailing: [
                                    ExampleButton("STATS", id: "stats") { [weak self] in self?.show(.stats) },
                                    ExampleButton("SETTINGS", id: "settings") { [weak self] in self?.show(.settings) },
                                ])
        let bar = SegmentedControl(TrackerRoutes.TabRoute.allCases.map(\.title), selectedIndex: tabs?.selectedIndex ?? 0) { [weak self] i in
            self?.select(TrackerRoutes.TabRoute.allCases[i])
        }
        bar.identifier = "tab-bar"
        bar.onReselect = { [weak self, weak bar] in
            guard let bar else { return }
            self?.select(TrackerRoutes.TabRoute.allCases[bar.selectedIndex])
        }
        tabBars.append(bar)
        let card = ExampleCard(title: title + " card", content: content + [Separator(), bar])
        card.refresh = { [weak self, weak bar] in
            bar?.selectedIndex = self?.tabs?.selectedIndex ?? 0
            refresh?()
        }
        cards.add(card)
        return WhimSingleScene(top: header, bottom: card)
    }

    /// The first screen of a tab.
    func tabRoot(_ tab: TrackerRoutes.TabRoute) -> WhimSingleScene {
        switch tab {
        case .home: return homeScreen()
        case .tracker: return trackerScreen()
        case .library: return libraryScreen()
        case .missions: return missionsScreen()
        }
    }

    func homeScreen() -> WhimSingleScene {
        let add = Button("Add spark", icon: .star, style: .filled) { [weak self] in self?.quickAddSpark() }
        add.identifier = "quick-add-spark"
        let stats = Button("Stats", icon: .clock, style: .tinted) { [weak self] in self?.show(.stats) }
        stats.identifier = "quick-stats"
        let collection = Button("View Collection", icon: .ticket, style: .tinted) { [weak self] in self?.show(.collection) }
        collection.identifier = "view-collection"
        let recent = ListView(rows: [], visibleRowLimit: 2)
        recent.identifier = "recent"
        return screen("Home", subtitle: "Today", back: false, content: [HStack([add, stats, collection, Spacer()]), recent]) { [weak self, weak recent] in
            guard let self else { return }
            recent?.rows = self.model.sparks.prefix(2).enumerated().map { ListRow(id: "\($0)", icon: .star, title: $1.title, subtitle: $1.category) }
        }
    }

    func trackerScreen() -> WhimSingleScene {
        let field = TextField(placeholder: "What sparked today?")
        field.identifier = "new-spark"
        newSparkField = field
        let list = ListView.navigating([], id: "sparks", visibleRows: 3) { [weak self] row in
            self?.navigate(to: .sparkDetail, ["id": Int(row.id) ?? 0])
        }
        let fill = { [weak self, weak list] in
            guard let self else { return }
            list?.rows = self.model.sparks.enumerated().map {
                ListRow(id: "\($0)", icon: .star, title: $1.title, subtitle: "\($1.category) · intensity \($1.intensity)", showsChevron: true)
            }
        }
        let submit = { [weak self, weak field] in
            guard let self, let field else { return }
            var added = false
            self.change { added = $0.addSpark(field.text) }
            if added { field.text = "" }
        }
        field.onSubmit = { _ in submit() }
        let add = Button("Add", style: .filled) { submit() }
        add.identifier = "add-spark"
        return screen("Tracker", subtitle: "Sparks", back: false, content: [HStack([field, add]), list], refresh: fill)
    }

    func libraryScreen() -> WhimSingleScene {
        let list = ListView.navigating([], id: "tables", visibleRows: 3) { [weak self] row in self?.navigate(to: .tableDetail, ["id": Int(row.id) ?? 0]) }
        return screen("Library", subtitle: "Tables", back: false, content: [list]) { [weak self, weak list] in
            guard let self else { return }
            list?.rows = self.model.tables.enumerated().map { ListRow(id: "\($0)", icon: .calendar, title: $1.name, subtitle: "\($1.rows.count) entries", showsChevron: true) }
        }
    }

    func missionsScreen() -> WhimSingleScene {
        let list = ListView.navigating([], id: "missions", visibleRows: 2) { [weak self] row in self?.navigate(to: .missionDetail, ["id": Int(row.id) ?? 0]) }
        let more = ListView.navigating([
            ListRow(id: "achievements", icon: .star, title: "Achievements", showsChevron: true),
            ListRow(id: "collectibles", icon: .ticket, title: "Collectibles", showsChevron: true),
        ], id: "more", visibleRows: 2) { [weak self] row in
            self?.navigate(to: row.id == "achievements" ? .achievements : .collectibles)
        }
        return screen("Missions", subtitle: "Daily and weekly", back: false, content: [list, more]) { [weak self, weak list] in
            guard let self else { return }
            list?.rows = self.model.missions.enumerated().map {
                ListRow(id: "\($0)", icon: .check, title: $1.title, subtitle: $1.isWeekly ? "Weekly" : "Daily", detail: "\($1.done)/\($1.goal)", showsChevron: true)
            }
        }
    }

    // MARK: Drill-downs

    func sparkDetail(_ i: Int) -> WhimSingleScene {
        let spark = model.sparks.indices.contains(i) ? model.sparks[i] : TrackerModel.Spark(title: "No such spark", category: "", intensity: 0)
        return screen(spark.title, subtitle: "Spark", back: true, content: [
            Label("Category: \(spark.category)"), Label("Intensity: \(spark.intensity) of 5"),
            ProgressBar(progress: Double(spark.intensity) / 5),
        ])
    }

    func missionDetail(_ i: Int) -> WhimSingleScene {
        let bar = ProgressBar()
        let label = Label("")
        let log = Button("Log progress", style: .filled)
        log.identifier = "log-progress"
        let fill = { [weak self, weak bar, weak label] in
            guard let self, self.model.missions.indices.contains(i) else { return }
            let m = self.model.missions[i]
            bar?.progress = Double(m.done) / Double(max(1, m.goal))
            label?.text = "\(m.done) of \(m.goal) · \(m.isWeekly ? "this week" : "today")"
        }
        log.action = { [weak self] in
            self?.change { m in
                if m.missions.indices.contains(i) { m.missions[i].done = min(m.missions[i].goal, m.missions[i].done + max(1, m.missions[i].goal / 10)) }
            }
        }
        let title = model.missions.indices.contains(i) ? model.missions[i].title : "No such mission"
        return screen(title, subtitle: "Mission", back: true, content: [label, bar, log], refresh: fill)
    }

    func tableDetail(_ t: Int) -> WhimSingleScene {
        let table = model.tables.indices.contains(t) ? model.tables[t] : TrackerModel.Table(name: "No such table", columns: [], rows: [])
        let list = ListView.navigating([], id: "entries", visibleRows: 3) { [weak self] row in
            self?.navigate(to: .entryDetail, ["table": t, "row": Int(row.id) ?? 0])
        }
        return screen(table.name, subtitle: table.columns.joined(separator: " · "), back: true, content: [list]) { [weak self, weak list] in
            guard let self, self.model.tables.indices.contains(t) else { return }
            list?.rows = self.model.tables[t].rows.enumerated().map { ListRow(id: "\($0)", title: $1.first ?? "", detail: $1.dropFirst().joined(separator: " "), showsChevron: true) }
        }
    }

    func entryDetail(table t: Int, row r: Int) -> WhimSingleScene {
        let valid = model.tables.indices.contains(t) && model.tables[t].rows.indices.contains(r)
        let table = valid ? model.tables[t] : TrackerModel.Table(name: "No such entry", columns: [], rows: [])
        let fields = table.columns.enumerated().map { c, column -> TextField in
            let field = TextField(text: valid && table.rows[r].indices.contains(c) ? table.rows[r][c] : "", placeholder: column)
            field.identifier = "field-\(c)"
            return field
        }
        // A value that is not a number in a column of numbers is refused, saying so.
        let problem = Label("", color: Theme.standard.destructive, maxLines: 2)
        problem.identifier = "entry-problem"
        problem.isHidden = true
        let save = Button("Save", style: .filled) { [weak self, weak problem] in
            guard let self, valid else { return }
            var refused: String?
            self.change { refused = $0.setEntry(table: t, row: r, to: fields.map(\.text)) }
            if let refused {
                problem?.text = refused
                problem?.isHidden = false
                return
            }
            self.back()
        }
        save.identifier = "save"
        let rows: [Widget] = zip(table.columns, fields).map { HStack([SizedBox(width: 90, Label($0)), $1]) }
        return screen("Edit entry", subtitle: table.name, back: true, content: rows + [problem, HStack([Spacer(), save])])
    }

    func achievementsScreen() -> WhimSingleScene {
        let list = ListView(rows: model.achievements.enumerated().map { ListRow(id: "\($0)", icon: .star, title: $1) }, visibleRowLimit: 3)
        list.identifier = "achievements"
        return screen("Achievements", back: true, content: [list])
    }

    func collectiblesScreen() -> WhimSingleScene {
        let list = ListView(rows: model.cards.enumerated().map { ListRow(id: "\($0)", icon: .ticket, title: $1, subtitle: "Collectible") }, visibleRowLimit: 3)
        list.identifier = "collectibles"
        return screen("Collectibles", back: true, content: [list])
    }

    // MARK: Sheets

    /// A sheet's content (LiveNavigation wraps it in a `WhimSheet` at the tree's detents).
    func sheet(_ kind: TrackerRoutes.TrackerSheet) -> WhimSingleScene {
        let close = Button("Close", style: .plain) { [weak self] in self?.back() }
        close.identifier = "close-sheet"
        var content: [Widget]
        switch kind {
        case .stats:
            // Every category is listed (the counts add up to the sparks in the line above).
            let categories = model.sparksByCategory
            let list = ListView(rows: categories.map { ListRow(id: $0.category, icon: .star, title: $0.category, detail: "\($0.count)") },
                                visibleRowLimit: max(1, categories.count))
            list.identifier = "by-category"
            let done = model.missions.filter { $0.done >= $0.goal }.count
            content = [Label("\(model.sparks.count) sparks in \(categories.count) categories · \(done) of \(model.missions.count) missions done",
                             color: Theme.standard.secondaryText, maxLines: 2), list]
        case .settings:
            let name = TextField(text: "Tracker user", placeholder: "Display name")
            name.identifier = "display-name"
            let motion = Toggle("Reduced motion", isOn: app?.container.reducedMotion ?? false) { [weak self] on in self?.app?.container.reducedMotion = on }
            motion.identifier = "reduced-motion"
            let reminder = Toggle("Daily reminder", isOn: true)
            reminder.identifier = "reminder"
            content = [name, motion, reminder]
        case .collection:
            let list = ListView(rows: model.cards.enumerated().map { ListRow(id: "\($0)", icon: .ticket, title: $1) }, visibleRowLimit: 4)
            list.identifier = "cards"
            // The sheet's height, whatever its detent: all the cards when they fit, scrolling when not.
            list.fillsAvailableHeight = true
            content = [Label("\(model.cards.count) cards collected", color: Theme.standard.secondaryText), list]
        }
        let title = kind == .collection ? "Card Collection" : kind.rawValue.prefix(1).uppercased() + kind.rawValue.dropFirst()
        let panel = Panel(title: title, chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 16, left: 18, bottom: 16, right: 18),
                          root: VStack(spacing: 10, [HStack([Label(title, font: .bold(20)), Spacer(), close])] + content))
        return WhimSingleScene(fullscreen: panel)
    }
}
