import Foundation

/// The tracker's content: sparks (things noticed and logged), tables of custom data with their entries,
/// missions (daily and weekly challenges), achievements and collectible cards. It lives as long as the
/// app; adding a spark or editing an entry changes it.
public struct TrackerModel: Sendable, Hashable {
    /// A logged spark.
    public struct Spark: Sendable, Hashable {
        public var title: String
        public var category: String
        public var intensity: Int
    }

    /// A table of custom data: named columns, rows of values.
    public struct Table: Sendable, Hashable {
        public var name: String
        public var columns: [String]
        public var rows: [[String]]
    }

    /// A challenge.
    public struct Mission: Sendable, Hashable {
        public var title: String
        public var isWeekly: Bool
        public var goal: Int
        public var done: Int
    }

    public var sparks: [Spark] = [
        Spark(title: "Morning run by the sea", category: "Energy", intensity: 4),
        Spark(title: "Finished the chapter", category: "Focus", intensity: 3),
        Spark(title: "Called grandmother", category: "Connection", intensity: 5),
    ]
    public var tables: [Table] = [
        Table(name: "Sleep", columns: ["Night", "Hours"], rows: [["Mon", "7.5"], ["Tue", "6.0"], ["Wed", "8.0"]]),
        Table(name: "Reading", columns: ["Book", "Pages"], rows: [["Moomins", "40"], ["Kalevala", "25"]]),
        Table(name: "Water", columns: ["Day", "Glasses"], rows: [["Mon", "6"], ["Tue", "8"]]),
    ]
    public var missions: [Mission] = [
        Mission(title: "Log three sparks", isWeekly: false, goal: 3, done: 3),
        Mission(title: "Walk 8,000 steps", isWeekly: false, goal: 8000, done: 5200),
        Mission(title: "Read every day", isWeekly: true, goal: 7, done: 4),
    ]
    public var achievements = ["First spark", "Seven-day streak", "Table builder"]
    public var cards = ["Aurora", "Lighthouse", "Reindeer", "Sauna", "Archipelago"]

    /// The content every run starts with.
    public init() {}

    /// Sparks logged so far, by category (for the stats sheet).
    public var sparksByCategory: [(category: String, count: Int)] {
        var counts: [String: Int] = [:]
        for s in sparks { counts[s.category, default: 0] += 1 }
        return counts.keys.sorted().map { ($0, counts[$0]!) }
    }

    /// Whether every value of a table's column is a number (hours, pages, glasses): an edit must keep it one.
    public func isNumeric(table t: Int, column c: Int) -> Bool {
        guard tables.indices.contains(t) else { return false }
        let rows = tables[t].rows
        return !rows.isEmpty && rows.allSatisfy { $0.indices.contains(c) && Self.number($0[c]) != nil }
    }

    /// Replaces an entry's values, unless one is not a number in a column of numbers; then nothing changes
    /// and the answer says which column ("Hours must be a number").
    public mutating func setEntry(table t: Int, row r: Int, to values: [String]) -> String? {
        guard tables.indices.contains(t), tables[t].rows.indices.contains(r) else { return "No such entry" }
        for (c, value) in values.enumerated() where isNumeric(table: t, column: c) && Self.number(value) == nil {
            return "\(tables[t].columns.indices.contains(c) ? tables[t].columns[c] : "Column \(c + 1)") must be a number"
        }
        tables[t].rows[r] = values
        return nil
    }

    /// A finite number written in `text` (spaces around it allowed), else nil.
    static func number(_ text: String) -> Double? {
        Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    }

    /// Adds a spark with `title` (trimmed; empty titles are ignored). Returns whether it was added.
    @discardableResult
    public mutating func addSpark(_ title: String) -> Bool {
        let t = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !t.isEmpty else { return false }
        sparks.insert(Spark(title: String(t.prefix(80)), category: "New", intensity: 3), at: 0)
        return true
    }
}
