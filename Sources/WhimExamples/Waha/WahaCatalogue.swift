/// What Waha offers: language instances to install, and the story sets of each category with their
/// lessons. Fixed content, the same for every run.
public enum WahaCatalogue {
    /// A language instance that can be installed.
    public struct Language: Sendable, Hashable {
        /// Its id (in paths and the saved model).
        public var id: String
        /// Its name, in itself.
        public var name: String
        /// The size of its core files (shown while installing and in Storage).
        public var megabytes: Int
    }

    /// A story set: a title, its category and its lessons.
    public struct StorySet: Sendable, Hashable {
        /// Its id (in paths and the saved model).
        public var id: String
        /// Its title.
        public var title: String
        /// Its category.
        public var category: SetCategory
        /// Its lessons' titles.
        public var lessons: [String]
    }

    /// The three categories of story sets, one per tab of SetsTabs.
    public enum SetCategory: String, Sendable, Hashable, CaseIterable, Codable {
        /// Foundational stories.
        case foundational
        /// Topical stories.
        case topical
        /// Mobilization tools.
        case mobilizationTools = "mobilization-tools"

        /// The tab's title.
        public var title: String {
            switch self {
            case .foundational: return "Foundational"
            case .topical: return "Topical"
            case .mobilizationTools: return "Mobilization Tools"
            }
        }
    }

    /// The language instances, in the order they are listed.
    public static let languages: [Language] = [
        Language(id: "english", name: "English", megabytes: 42),
        Language(id: "francais", name: "Français", megabytes: 39),
        Language(id: "espanol", name: "Español", megabytes: 40),
        Language(id: "kiswahili", name: "Kiswahili", megabytes: 37),
        Language(id: "turkce", name: "Türkçe", megabytes: 35),
    ]

    /// Every story set.
    public static let sets: [StorySet] = [
        StorySet(id: "creation", title: "Creation to Christ", category: .foundational, lessons: ["The Beginning", "The Fall", "The Flood", "The Promise"]),
        StorySet(id: "life", title: "The Life of Jesus", category: .foundational, lessons: ["Birth", "Baptism", "Teaching", "Healing"]),
        StorySet(id: "church", title: "The Early Church", category: .foundational, lessons: ["Pentecost", "Community", "Mission"]),
        StorySet(id: "hope", title: "Hope in Hard Times", category: .topical, lessons: ["Loss", "Fear", "Peace"]),
        StorySet(id: "family", title: "Family", category: .topical, lessons: ["Marriage", "Parents", "Children"]),
        StorySet(id: "forgiveness", title: "Forgiveness", category: .topical, lessons: ["Anger", "Reconciliation"]),
        StorySet(id: "discovery", title: "Discovery Bible Study", category: .mobilizationTools, lessons: ["Listen", "Retell", "Obey"]),
        StorySet(id: "training", title: "Training Others", category: .mobilizationTools, lessons: ["Model", "Assist", "Watch", "Leave"]),
    ]

    /// The sets shown in a new install of each category (the rest can be added with AddSet).
    public static let startingSets: [String] = ["creation", "hope", "discovery"]

    /// The language with `id`, if any.
    public static func language(_ id: String) -> Language? { languages.first { $0.id == id } }

    /// The set with `id`, if any.
    public static func set(_ id: String) -> StorySet? { sets.first { $0.id == id } }

    /// The code that unlocks the Mobilization Tools.
    public static let mobilizationToolsCode = "281820"
}
