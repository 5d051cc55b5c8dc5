import Interpose
import TestSupport
import Testing

@Suite("The change feed, and sealed hooks")
struct ChangeFeedTests {
    let registry = AspectRegistry()
    let changes = Guarded<[String]>([])

    private func observe() -> ChangeObservation {
        registry.observeChanges { [changes] change in
            let advice = change.advice
            changes.withLock {
                $0.append("\(change.kind) \(advice.hook) \(advice.name ?? "-") \(advice.owner ?? "-") \(advice.scope)")
            }
        }
    }

    @Test("observers see installs and removals in order, with hook, name, owner and scope")
    func order() throws {
        let observation = observe()
        let audit = try registry.on(Vault.depositHook, named: "audit").before { _, _ in }
        let host = PluginHost(registry: registry)
        try host.install(
            Hooked("metrics") { context in try context.on(Vault.withdrawHook, named: "count").before { _, _ in } })
        let vault = Vault(registry: registry)
        try registry.on(Vault.auditHook, scope: .instance(vault)).before { _, _ in }
        audit.remove()
        try host.uninstall("metrics")
        #expect(
            changes.withLock { $0 } == [
                "installed Vault.deposit audit - all receivers",
                "installed Vault.withdraw count metrics all receivers",
                "installed Vault.audit - - instance Vault \(address(of: vault))",
                "removed Vault.deposit audit - all receivers",
                "removed Vault.withdraw count metrics all receivers",
            ])
        #expect(observation.isActive)
    }

    @Test("selector advice is one install per hook it joins, also later, and one removal each")
    func selectors() throws {
        _ = observe()
        let token = try registry.on(matching: "Gadget.*", named: "seen").before { _ in }
        registry.declare(Gadget.self)
        token.remove()
        let seen = changes.withLock { $0.map { $0.split(separator: " ").prefix(3).joined(separator: " ") } }
        #expect(seen.prefix(2).sorted() == ["installed Gadget.poke seen", "installed Gadget.rename seen"])
        #expect(seen.suffix(2).sorted() == ["removed Gadget.poke seen", "removed Gadget.rename seen"])
        #expect(seen.count == 4)
    }

    @Test("an observer may install advice itself, and hears of it after it returns")
    func reentrant() throws {
        let registry = self.registry
        let changes = self.changes
        _ = registry.observeChanges { change in
            changes.withLock { $0.append("\(change.kind) \(change.advice.hook)") }
            if change.advice.hook == "Vault.deposit", change.kind == .installed {
                _ = try? registry.on(Vault.auditHook, named: "follow").before { _, _ in }
                changes.withLock { $0.append("observer returns") }
            }
        }
        try registry.on(Vault.depositHook).before { _, _ in }
        #expect(
            changes.withLock { $0 } == ["installed Vault.deposit", "observer returns", "installed Vault.audit"])
    }

    @Test("a cancelled observation hears nothing more")
    func cancel() throws {
        let observation = observe()
        try registry.on(Vault.depositHook).before { _, _ in }
        observation.cancel()
        try registry.on(Vault.auditHook).before { _, _ in }
        #expect(changes.withLock { $0.count } == 1)
        #expect(!observation.isActive)
    }

    @Test("a sealed hook refuses advice with a clear error, from registries and plugins alike")
    func sealed() throws {
        _ = observe()
        let error = #expect(throws: AdviceError.self) { try registry.on(Meter.calibrateHook).before { _, _ in } }
        #expect(error?.description == "Meter.calibrate is sealed: it refuses all advice")
        let host = PluginHost(registry: registry)
        #expect(throws: PluginError.self) {
            try host.install(Hooked("tamper") { context in try context.on(Meter.calibrateHook).instead { _, _ in } })
        }
        #expect(throws: AdviceError.sealedHook("Meter.calibrate")) { _ = try registry.spy(on: Meter.calibrateHook) }
        #expect(Meter.calibrateHook.declaration.isSealed)
        #expect(registry.isEmpty)
        #expect(changes.withLock { $0 }.isEmpty)
    }

    @Test("selectors pass a sealed hook by, and the hook runs untouched")
    func sealedSelector() throws {
        registry.declare(Meter.self)
        let calls = Guarded(0)
        try registry.on(matching: .receiver(Meter.self)).before { _ in calls.withLock { $0 += 1 } }
        let meter = Meter(registry: registry)
        meter.calibrate()
        _ = try meter.read("ch")
        #expect(calls.withLock { $0 } == 1)
        #expect(!registry.installedAdvice().contains { $0.hook == "Meter.calibrate" })
    }

    private func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object)), radix: 16)
    }
}
