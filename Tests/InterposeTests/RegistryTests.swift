import Interpose
import Testing

@Suite("Registries are independent values")
struct RegistryTests {
    @Test("two registries never see each other's advice")
    func isolation() throws {
        let first = AspectRegistry()
        let second = AspectRegistry()
        let tally = Tally()
        try first.on(Vault.depositHook).before { _, _ in tally.bump() }
        _ = Vault(registry: second).deposit(1)
        #expect(tally.count == 0)
        _ = Vault(registry: first).deposit(1)
        #expect(tally.count == 1)
        #expect(second.isEmpty)
    }

    @Test("the task-local current registry is what new receivers pick up")
    func currentRegistry() throws {
        let registry = AspectRegistry()
        #expect(AspectRegistry.current === AspectRegistry.default)
        AspectRegistry.$current.withValue(registry) {
            #expect(AspectRegistry.current === registry)
        }
    }

    @Test("types that name no registry use the default one")
    func defaultRegistry() throws {
        final class Plain: Interceptable {
            static let pingHook = Hook<Plain, Void, Int>("RegistryTests.Plain.ping")
            func ping() -> Int { Self.pingHook.call(self) { _ in 1 } }
        }
        let token = try AspectRegistry.default.on(Plain.pingHook).around { $0.proceed() + 1 }
        defer { token.remove() }
        #expect(Plain().ping() == 2)
    }

    @Test("removeAll and removeAdvice(ownedBy:) remove exactly what they say")
    func bulkRemoval() throws {
        let registry = AspectRegistry()
        try registry.install(Advice.before { _, _ in }, on: Vault.depositHook, options: .init(owner: "a"))
        try registry.install(Advice.before { _, _ in }, on: Vault.auditHook, options: .init(owner: "a"))
        try registry.install(Advice.before { _, _ in }, on: Vault.depositHook, options: .init(owner: "b"))
        #expect(registry.removeAdvice(ownedBy: "a") == 2)
        #expect(registry.installedAdvice().map(\.owner) == ["b"])
        registry.removeAll()
        #expect(registry.isEmpty)
    }
}
