import WhimCore
import WhimGraphics

/// The bottom card of an example's screen over the map, as tall as its content. `refresh`, when set, runs
/// at once and again whenever the app's content changes (see `LiveCards`), so a screen shows the content
/// as it is now (a set added on another screen, the tools unlocked) — also before it is laid out again
/// for the transition that brings it back.
public final class ExampleCard: Panel {
    /// Fills the card from the app's content; runs when set and on every `LiveCards.refreshAll()`.
    public var refresh: (() -> Void)? { didSet { refresh?() } }

    /// A card of `content`, titled `title` (for tests and diagnostics).
    public init(title: String, content: [Widget]) {
        super.init(title: title, chrome: .bottomCard(.white), contentInsets: EdgeInsets(top: 16, left: 18, bottom: 16, right: 18),
                   root: VStack(spacing: 10, content))
    }

}

/// The cards of an app's live screens, refreshed together after the app's content changed.
public final class LiveCards {
    private var cards: [() -> ExampleCard?] = []

    /// No cards yet.
    public init() {}

    /// Keeps `card` (weakly) to refresh it.
    public func add(_ card: ExampleCard) {
        cards.append { [weak card] in card }
        if cards.count > 64 { cards.removeAll { $0() == nil } }
    }

    /// Refreshes every card still alive.
    public func refreshAll() {
        cards.removeAll { $0() == nil }
        for card in cards { card()?.refresh?() }
    }
}

/// A fullscreen page of an example (what must hide the map: a splash, a lock screen).
public final class ExamplePage: Panel {
    /// A page in `background` with `content` centred in a column.
    public init(_ title: String, background: Color, content: [Widget]) {
        super.init(title: title, chrome: .plain(background), contentInsets: EdgeInsets(top: 40, left: 40, bottom: 40, right: 40),
                   root: VStack(spacing: 18, [Spacer()] + content + [Spacer()]))
    }
}

extension ListView {
    /// A list of `rows` whose taps navigate (so no row stays selected for when the user comes back).
    public static func navigating(_ rows: [ListRow], id identifier: String, visibleRows: Int = 4, onSelect: @escaping (ListRow) -> Void) -> ListView {
        let list = ListView(rows: rows, visibleRowLimit: visibleRows, onSelect: onSelect)
        list.identifier = identifier
        list.selectsOnTap = false
        return list
    }
}
