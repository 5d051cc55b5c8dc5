import Components
import Interpose
import Plugins
import Testing

/// Which hooks are sealed, and what sealing does. No component hook is sealed: each is a
/// dispatch point a shipped plugin, a spy or a tracer is meant to use, and the ones that carry
/// secure text (the application's events, key presses) are the ones the recorder must see, so
/// secrets are kept out of outputs by redaction instead. An app seals its own hooks whose
/// arguments or results are secrets.
@MainActor
@Suite struct SealedHookTests {
    @Test("no component hook is sealed; the shipped plugins advise them and a tracer may trace every one")
    func componentHooksAreOpen() throws {
        let test = DelegateTestApp()
        let hooks = Set(ComponentHooks.declaredHooks.map(\.name))
        #expect(ComponentHooks.declaredHooks.allSatisfy { !$0.isSealed })
        let recorder = Recorder(application: test.app)
        try test.host.install(
            [TargetActionListener(), recorder, DelegateForwarding(), Analytics(application: test.app), Tracer()])
        let advice = test.registry.installedAdvice()
        let byPlugins = Set(advice.filter { $0.owner != "tracer" }.map(\.hook))
        #expect(byPlugins.isSubset(of: hooks))
        #expect(
            byPlugins.isSuperset(of: [
                "Application.sendEvent", "Control.sendActions", "TextField.setDelegate", "GestureRecognizer.setState",
                "Device.rotate", "PickerView.delegate.didSelectRow",
            ]))
        #expect(hooks.isSubset(of: Set(advice.filter { $0.owner == "tracer" }.map(\.hook))))
    }

    @Test("a hook an app seals for its secrets refuses advice, spies and plugins; a tracer on every hook passes it by")
    func appSealsItsSecrets() throws {
        let registry = AspectRegistry()
        let host = PluginHost(registry: registry)
        registry.declare(Keychain.self)
        let keychain = Keychain(registry: registry, secrets: ["pin": "2468"])
        let refusal = AdviceError.sealedHook("Keychain.read")
        #expect(throws: refusal) { try registry.on(Keychain.readHook).after { _, _, _ in } }
        #expect(throws: refusal) { try registry.on(Keychain.readHook).instead { _, _ in "0000" } }
        #expect(throws: refusal) { try registry.spy(on: Keychain.readHook) }
        #expect(throws: refusal) {
            try registry.on(Keychain.lockHook, flow: .inside(Keychain.readHook)).before { _, _ in }
        }
        #expect(throws: PluginError.installFailed(plugin: "thief", reason: refusal.description)) {
            try host.install(Thief())
        }
        let tracer = Tracer()
        try host.install(tracer)
        #expect(keychain.read("pin") == "2468")
        keychain.lock()
        #expect(tracer.spans.map(\.hook) == ["Keychain.lock"])
        #expect(!tracer.tree().contains("2468") && !tracer.chromeTrace().contains("2468"))
        #expect(registry.installedAdvice().allSatisfy { $0.hook != "Keychain.read" })
    }
}

/// A plugin that tries to read every secret the keychain returns.
private final class Thief: Plugin {
    let id = "thief"

    func install(into context: PluginContext) throws {
        try context.on(Keychain.readHook).after { _, _, _ in }
    }
}
