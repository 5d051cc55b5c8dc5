import ComponentTestSupport
import Components
import Interpose
import Testing

@MainActor
@Suite struct TextFieldTests {
    let test = TestApp()

    func field(_ identifier: String = "name") -> TextField {
        test.add(identifier) { TextField(placeholder: "Name", frame: Rect(x: 20, y: 20, width: 280, height: 32)) }
    }

    @Test("typing into a field taps it, begins editing and types each character")
    func typing() throws {
        let name = field()
        let events = Trail()
        try test.registry.on(Control.sendActionsHook, scope: .instance(name)).onMainActor.before { _, arguments in
            events.note(arguments.events.names.joined())
        }
        try test.input.typeText("Joe", into: name)
        #expect(name.text == "Joe")
        #expect(name.isEditing && name.isFirstResponder)
        try test.input.press(.deleteBackward)
        try test.input.press(.return)
        #expect(name.text == "Jo")
        #expect(!name.isEditing)
        #expect(
            events.all == [
                "touchDown", "editingDidBegin", "touchUpInside", "editingChanged", "editingChanged", "editingChanged",
                "editingChanged", "editingDidEndOnExit", "primaryActionTriggered", "editingDidEnd",
            ])
    }

    @Test("a delegate that refuses a change keeps the text as it was")
    func delegateRefuses() throws {
        let pin = field("pin")
        let digits = DigitsOnly()
        pin.delegate = digits
        try test.input.typeText("1a2", into: pin)
        #expect(pin.text == "12")
        #expect(digits.trail.all == ["0..<0 \"1\"", "1..<1 \"a\"", "1..<1 \"2\""])
    }

    @Test("a delegate that refuses to begin editing makes typing fail, naming the field")
    func refusedFocus() {
        let pin = field("pin")
        let digits = DigitsOnly()
        digits.allowsBeginning = false
        pin.delegate = digits
        #expect(throws: SynthesisError.refusedFocus(component: "TextField \"pin\"")) {
            try test.input.typeText("1", into: pin)
        }
        #expect(pin.text.isEmpty)
    }

    @Test("secure entry shows bullets, keeps the text out of dumps, and retyping replaces it")
    func secureEntry() throws {
        let password = field("password")
        password.isSecureTextEntry = true
        try test.input.typeText("hunter2", into: password)
        #expect(password.text == "hunter2")
        #expect(password.displayedText == "•••••••")
        #expect(!test.window.treeDescription.contains("hunter2"))
        #expect(password.summary.contains("text=\"•••••••\" secure editing"))
        password.resignFirstResponder()
        try test.input.typeText("x", into: password)
        #expect(password.text == "x")
    }

    @Test("the delegate is held weakly")
    func weakDelegate() {
        let name = field()
        var delegate: DigitsOnly? = DigitsOnly()
        name.delegate = delegate
        #expect(name.delegate === delegate)
        delegate = nil
        #expect(name.delegate == nil)
    }

    @Test("around advice on setDelegate can put a forwarding proxy in the delegate's place")
    func proxyReplacesDelegate() throws {
        try test.registry.on(TextField.setDelegateHook).onMainActor.rewriteArguments { _, delegate in
            delegate.map { ForwardingProxy(original: $0) }
        }
        let pin = field("pin")
        let digits = DigitsOnly()
        pin.delegate = digits
        let proxy = try #require(pin.delegate as? ForwardingProxy)
        #expect(proxy.original === digits)
        try test.input.typeText("4x", into: pin)
        #expect(pin.text == "4")
        #expect(proxy.calls.all == ["shouldChange \"4\"", "shouldChange \"x\""])
        #expect(digits.trail.all.count == 2)
    }

    @Test("core around advice can replace the delegate argument with proceed(with:)")
    func coreAroundReplacesDelegate() throws {
        let replacement = DigitsOnly()
        try test.registry.on(TextField.setDelegateHook).around { invocation in
            invocation.proceed(with: replacement)
        }
        let pin = field("pin")
        pin.delegate = nil
        #expect(pin.delegate === replacement)
    }

    @Test("pressing keys with no first responder is an error, not a silent no-op")
    func noFirstResponder() {
        #expect(throws: SynthesisError.noFirstResponder) {
            try test.input.press(.text("a"))
        }
    }
}
