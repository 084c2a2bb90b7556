import Foundation

/// What Waha remembers across runs (saved beside the navigation state): the installed language
/// instances, whether onboarding is finished, the added story sets, lessons completed, Security Mode and
/// its key order, and whether the Mobilization Tools are unlocked. An install in progress is not part of
/// it: quitting cancels it, as the seed says ("cancelled their install and still needs to install their
/// first language instance").
public struct WahaModel: Sendable, Hashable, Codable {
    /// The installed language instances, in install order.
    public var installed: [String] = []
    /// Whether the user finished the onboarding slides.
    public var hasOnboarded = false
    /// The story sets added to the Sets screens, by id.
    public var addedSets: [String] = WahaCatalogue.startingSets
    /// Lessons completed, as "set/index".
    public var completedLessons: Set<String> = []
    /// Whether Security Mode is on.
    public var isSecurityModeEnabled = false
    /// Whether the Security Mode onboarding slides were seen (they show the first time only).
    public var hasSeenSecurityOnboarding = false
    /// The piano key order that unlocks the app in Security Mode.
    public var keyOrder: [Int] = []
    /// Whether the Mobilization Tools are unlocked.
    public var areMobilizationToolsUnlocked = false

    /// A first-run model: nothing installed, nothing onboarded.
    public init() {}

    /// `hasInstalledFirstLanguageInstance`.
    public var hasInstalledFirstLanguageInstance: Bool { !installed.isEmpty }

    /// The added sets of a category, in catalogue order.
    public func sets(in category: WahaCatalogue.SetCategory) -> [WahaCatalogue.StorySet] {
        WahaCatalogue.sets.filter { $0.category == category && addedSets.contains($0.id) }
    }

    /// The sets of a category that can still be added.
    public func addableSets(in category: WahaCatalogue.SetCategory) -> [WahaCatalogue.StorySet] {
        WahaCatalogue.sets.filter { $0.category == category && !addedSets.contains($0.id) }
    }

    /// The language instances not installed yet.
    public var installableLanguages: [WahaCatalogue.Language] {
        WahaCatalogue.languages.filter { !installed.contains($0.id) }
    }

    /// The model as saved: JSON with sorted keys.
    public func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(self)) + [0x0A]
    }

    /// A saved model; throws for anything that is not one (checked: known languages and sets only).
    public static func decode(_ bytes: [UInt8]) throws -> WahaModel {
        let model = try JSONDecoder().decode(WahaModel.self, from: Data(bytes))
        guard model.installed.allSatisfy({ WahaCatalogue.language($0) != nil }), model.addedSets.allSatisfy({ WahaCatalogue.set($0) != nil }),
              model.keyOrder.allSatisfy({ WahaPiano.keys.indices.contains($0) })
        else { throw WahaModelError.unknownContent }
        // The piano unlocks on the last `orderLength` keys played: any other length could never unlock.
        guard model.keyOrder.count == WahaPiano.orderLength || (model.keyOrder.isEmpty && !model.isSecurityModeEnabled) else {
            throw WahaModelError.badKeyOrder(model.keyOrder.count)
        }
        return model
    }
}

/// Why a saved Waha model is not used.
public enum WahaModelError: Error, CustomStringConvertible {
    /// It names a language, set or piano key Waha does not have.
    case unknownContent
    /// Its key order has this many keys, not `WahaPiano.orderLength` (or none with Security Mode off).
    case badKeyOrder(Int)

    public var description: String {
        switch self {
        case .unknownContent: return "it names a language, story set or piano key this version does not have"
        case let .badKeyOrder(n): return "its key order has \(n) keys; a key order is \(WahaPiano.orderLength) keys (or none with Security Mode off)"
        }
    }
}
