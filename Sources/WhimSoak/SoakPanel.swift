import WhimCore
import WhimGraphics

/// A soak panel: a labelled button (so random presses reach a widget that navigates), and on some cards a
/// list longer than the card (so drags are handed over between the list and the card), that keeps its own
/// log of lifecycle callbacks and checks every one against the appearance cycle as it arrives.
final class SoakPanel: Panel {
    /// Called when the button is pressed (the world decides what it does).
    var onPress: (() -> Void)?
    /// Callbacks that arrived out of order (checked independently of `Panel.deliver`'s own guard).
    private(set) var outOfOrder: [String] = []
    private var state = AppearanceState.disappeared
    private let fixedHeight: Double
    /// The list under the button, on panels made with rows.
    private(set) var list: ListView?

    init(_ title: String, chrome: PanelChrome, height: Double = 80, listRows: Int = 0) {
        fixedHeight = height
        super.init(title: title, chrome: chrome, contentInsets: EdgeInsets(all: 8))
        let button = Button(title)
        button.action = { [unowned self] in self.onPress?() }
        if listRows > 0 {
            let list = ListView(rows: (0..<listRows).map { ListRow(id: "\($0)", title: "\(title) row \($0)") }, visibleRowLimit: listRows)
            list.fillsAvailableHeight = true
            self.list = list
            root = VStack(spacing: 4, [button, list])
        } else {
            root = button
        }
    }

    override func preferredHeight(forWidth width: Double) -> Double { fixedHeight + chrome.shadowMargin.vertical }

    override func willAppear() { step(.willAppear, from: [.disappeared, .disappearing], to: .appearing) }
    override func didAppear() { step(.didAppear, from: [.appearing], to: .appeared) }
    override func willDisappear() { step(.willDisappear, from: [.appeared, .appearing], to: .disappearing) }
    override func didDisappear() { step(.didDisappear, from: [.disappearing], to: .disappeared) }

    private func step(_ event: LifecycleEvent, from legal: Set<AppearanceState>, to next: AppearanceState) {
        if !legal.contains(state) { outOfOrder.append("\(event) in \(state)") }
        state = next
    }
}
