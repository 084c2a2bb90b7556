import WhimCore
import WhimGraphics

/// The main stack's screens around unlocking and Security Mode: Mobilization Tools and their unlock code,
/// Security Mode with its onboarding and key orders, and the two lock screens (the piano, the splash).
extension WahaExample {
    /// MobilizationTools: before unlocking, a way to unlock; after, the groups that see the tools.
    func mobilizationToolsScreen() -> WhimSingleScene {
        let text = note("", lines: 3)
        let unlock = Button("Unlock", style: .filled) { [weak self] in self?.go("mobilization-tools-unlock") }
        unlock.identifier = "unlock"
        let groups = ListView(rows: [], visibleRowLimit: 3)
        groups.identifier = "groups"
        return screen("Mobilization Tools", content: [text, unlock, groups]) { [weak self, weak groups] in
            guard let self else { return }
            let unlocked = self.model.areMobilizationToolsUnlocked
            text.text = unlocked
                ? "Unlocked. The Mobilization Tools tab shows for these groups:"
                : "Tools for training others to share the stories. They are unlocked with a code from your trainer."
            unlock.isHidden = unlocked
            groups?.isHidden = !unlocked
            groups?.rows = self.model.installed.compactMap(WahaCatalogue.language).map { ListRow(id: $0.id, icon: .user, title: "Group 1", subtitle: $0.name) }
        }
    }

    /// MobilizationToolsUnlock: a 6-digit code in a text field; the right one unlocks and goes back.
    func unlockScreen() -> WhimSingleScene {
        let field = TextField(placeholder: "6-digit code")
        field.identifier = "code"
        let message = note("Enter the code your trainer gave you.")
        let submit = { [weak self, weak field, weak message] in
            guard let self, let field else { return }
            if field.text.trimmingCharacters(in: .whitespaces) == WahaCatalogue.mobilizationToolsCode {
                self.change { $0.areMobilizationToolsUnlocked = true }
                field.endEditing()
                self.back()
            } else {
                message?.text = "That code is not right. Check it and try again."
            }
        }
        field.onSubmit = { _ in submit() }
        let button = Button("Unlock", style: .filled) { submit() }
        button.identifier = "submit-code"
        return screen("Unlock Mobilization Tools", content: [message, field, button])
    }

    /// SecurityMode: the switch (the first time on, through its onboarding and a key order) and Change
    /// key order.
    func securityModeScreen() -> WhimSingleScene {
        let toggle = Toggle("Security Mode", isOn: model.isSecurityModeEnabled)
        toggle.identifier = "security-toggle"
        let text = note("When Security Mode is on, Waha opens as a piano; play your key order to get in.", lines: 3)
        let change = Button("Change key order", style: .tinted) { [weak self] in self?.go("key-order-change-initial") }
        change.identifier = "change-key-order"
        toggle.onChange = { [weak self, weak toggle] on in
            guard let self else { return }
            if on, !self.model.hasSeenSecurityOnboarding || self.model.keyOrder.isEmpty {
                toggle?.isOn = false  // on once a key order is set
                self.go("security-onboarding")
            } else {
                self.change { $0.isSecurityModeEnabled = on }
            }
        }
        return screen("Security Mode", content: [toggle, text, change]) { [weak self, weak toggle] in
            guard let self else { return }
            toggle?.isOn = self.model.isSecurityModeEnabled
            change.isHidden = self.model.keyOrder.isEmpty
        }
    }

    /// SecurityOnboardingSlides: what Security Mode does, before the first key order.
    func securityOnboardingScreen() -> WhimSingleScene {
        let next = Button("Continue", style: .filled) { [weak self] in
            self?.change { $0.hasSeenSecurityOnboarding = true }
            self?.go("key-order-set-initial")
        }
        next.identifier = "continue"
        return screen("Security Mode", subtitle: "How it works", content: [
            Label("A piano hides Waha", font: .bold(18)),
            note("With Security Mode on, Waha opens as an ordinary piano. Playing your secret order of four keys opens Waha.", lines: 3),
            HStack([Spacer(), next]),
        ])
    }

    /// The piano keys as buttons `key-0`…; `played` gets each key's index. `centred` puts the row in the
    /// middle (under a centred title), else it starts on the left like the text above it.
    func pianoKeys(dark: Bool = false, centred: Bool = false, played: @escaping (Int) -> Void) -> HStack {
        let keys: [Widget] = WahaPiano.keys.enumerated().map { i, name in
            let key = Button(name, style: dark ? .tinted : .filled) { played(i) }
            key.identifier = "key-\(i)"
            return key
        }
        return HStack(spacing: 6, centred ? [Spacer()] + keys + [Spacer()] : keys)
    }

    /// KeyOrderSet_Initial / _Confirm and KeyOrderChange_Initial / _Confirm (the KeyOrderSetScreen
    /// component): four keys on the piano; an initial screen goes on to its confirmation, a confirmation
    /// that matches saves the order (Security Mode on, when setting) and goes back to Security Mode, one
    /// that does not goes back to enter it again.
    func keyOrderScreen(_ name: String) -> WhimSingleScene {
        let isConfirm = name.hasSuffix("-confirm")
        let isChange = name.hasPrefix("key-order-change")
        let title = isChange ? (isConfirm ? "Confirm the new key order" : "New key order") : (isConfirm ? "Confirm the key order" : "Set a key order")
        let dots = Label(Self.dots(0), font: .bold(22))
        let message = note(isConfirm ? "Play the same four keys again." : "Play four keys in an order you will remember.")
        var entered: [Int] = []
        let keys = pianoKeys { [weak self] key in
            guard let self else { return }
            entered.append(key)
            dots.text = Self.dots(entered.count)
            guard entered.count == WahaPiano.orderLength else { return }
            let order = entered
            entered = []
            if !isConfirm {
                self.pendingKeyOrder = order
                self.go(isChange ? "key-order-change-confirm" : "key-order-set-confirm")
                dots.text = Self.dots(0)
            } else if order == self.pendingKeyOrder {
                self.pendingKeyOrder = nil
                self.change {
                    $0.keyOrder = order
                    if !isChange { $0.isSecurityModeEnabled = true }
                }
                self.backTo("security-mode")
            } else {
                self.pendingKeyOrder = nil
                self.back()
            }
        }
        return screen(title, subtitle: "Security Mode", content: [message, dots, keys])
    }

    static func dots(_ count: Int) -> String {
        (0..<WahaPiano.orderLength).map { $0 < count ? "●" : "○" }.joined(separator: " ")
    }

    /// Pops the main stack back to the screen `name` (the nearest below the top).
    func backTo(_ name: String) {
        guard let navigation else { return }
        let state = navigation.capture()
        guard let i = state.elements.lastIndex(where: { $0.name == name }) else { return }
        try? navigation.apply(NavigationState(Array(state.elements.prefix(i + 1))))
    }

    // MARK: Lock screens

    /// PianoApp: an inconspicuous piano; the key order, played anywhere in what is played, unlocks.
    func pianoScreen() -> any WhimScene {
        var played: [Int] = []
        let keys = pianoKeys(dark: true, centred: true) { [weak self] key in
            guard let self else { return }
            played = Array((played + [key]).suffix(WahaPiano.orderLength))
            if !self.model.keyOrder.isEmpty, played == self.model.keyOrder { self.unlock() }
        }
        let page = ExamplePage("Piano", background: Color(0x202124), content: [
            Label("Piano", font: .bold(30), color: .white, alignment: .center), keys,
        ])
        return WahaLockScene(fullscreen: page)
    }

    /// Splash: the Waha logo, hiding the app while it is in the background.
    func splashScreen() -> any WhimScene {
        WahaLockScene(fullscreen: ExamplePage("Splash", background: Color(0xE8A33D), content: [
            Label("Waha", font: .bold(48), color: .white, alignment: .center),
        ]))
    }

    /// Takes the lock screen on top away (the piano played right, or the splash when the app is back).
    func unlock() {
        guard let stack = mainStack, stack.lockScreen != nil else { return }
        stack.unlocking { _ = stack.pop(animating: WhimSceneAnimatedTransitions.Fade()) }
    }

    /// The app goes to the background (the desktop's multitasking): the splash hides the main stack.
    /// Only the main drawer has it, as in Waha; the drawer closes first.
    public func enterBackground() {
        cover(with: "splash")
    }

    /// Security Mode at launch: the piano hides the main stack.
    func lock() {
        cover(with: "piano")
    }

    private func cover(with screen: String) {
        guard root == .main, let stack = mainStack, stack.lockScreen == nil, let navigation else { return }
        if navigation.capture().isDrawerOpen { try? navigation.apply(navigation.capture().dropping(1), animated: false) }
        go(screen)
    }

    /// The app is active again: the splash goes, or becomes the piano when Security Mode is on.
    public func becomeActive() {
        guard let stack = mainStack, stack.lockScreen != nil, navigation?.capture().top?.name == "splash" else { return }
        if model.isSecurityModeEnabled {
            stack.unlocking { go("piano", replacingTop: true) }
        } else {
            unlock()
        }
    }
}
