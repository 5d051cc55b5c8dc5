import Components
import Interpose
import Plugins
import Testing

/// A secure text field's text never reaches an event or a recorded call in clear.
@MainActor
@Suite struct SecureTextTests {
    let test = DelegateTestApp()
    let field: TextField
    let form = FormModel()

    init() throws {
        try test.host.install(DelegateForwarding())
        field = test.addField("password", delegate: form)
    }

    @Test("typing into a secure field publishes bullets, typed and in words, while the delegate gets the real text")
    func secureFieldIsRedacted() throws {
        field.isSecureTextEntry = true
        let typed = BusLog<TextFieldDelegateCall>(test.host.bus)
        let words = BusLog<DelegateCall>(test.host.bus)
        try test.input.typeText("hunter", into: field)
        #expect(field.text == "hunter")
        #expect(form.trail.all.contains("change h"))
        let changes = typed.all.filter(\.isRedacted)
        #expect(changes.count == 6)
        #expect(changes.first?.call == .shouldChangeCharacters(range: 0..<0, replacementString: "•"))
        let everything =
            typed.all.map(\.description) + words.all.map(\.description)
            + words.all.flatMap { $0.arguments.map(\.value) }
        #expect(!everything.isEmpty)
        for letter in ["h", "u", "n", "t", "e", "r"] {
            #expect(!everything.contains { $0.contains("\"\(letter)\"") })
        }
        #expect(words.all.contains { $0.arguments.contains(.init(label: "replacementString", value: "\"•\"")) })
    }

    @Test("a spy on a secure field records bullets, while its stub decides on the real text")
    func spyIsRedacted() throws {
        field.isSecureTextEntry = true
        let spy = try DelegateSpy(delegateOf: field)
        spy.stub(.shouldChangeCharacters) { _, replacement in replacement != "x" }
        try test.input.typeText("pwx", into: field)
        #expect(field.text == "pw")
        #expect(
            spy.arguments(of: .shouldChangeCharacters).map(\.replacementString) == ["•", "•", "•"])
        #expect(spy.results(of: .shouldChangeCharacters) == [true, true, false])
        #expect(!spy.calls.map(\.description).joined().contains("\"p\""))
    }

    @Test("a field that is not secure publishes its text in clear, so the redaction above is real")
    func plainFieldIsNot() throws {
        let typed = BusLog<TextFieldDelegateCall>(test.host.bus)
        try test.input.typeText("hi", into: field)
        #expect(typed.all.contains { $0.call == .shouldChangeCharacters(range: 0..<0, replacementString: "h") })
        #expect(typed.all.allSatisfy { !$0.isRedacted })
    }
}
