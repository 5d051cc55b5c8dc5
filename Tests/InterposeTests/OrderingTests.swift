import Interpose
import Testing

@Suite("Ordering, names and listings")
struct OrderingTests {
    let registry = AspectRegistry()
    let trail = Trail()

    private func note(_ name: String, position: AdvicePosition = .last) throws {
        try registry.on(Vault.depositHook, named: name, position: position).before { [trail] _, _ in trail.note(name) }
    }

    @Test("positions first, last, before(name) and after(name) give a deterministic order")
    func positions() throws {
        let vault = Vault(registry: registry)
        try note("b")
        try note("d")
        try note("a", position: .first)
        try note("c", position: .before("d"))
        try note("e", position: .after("d"))
        _ = vault.deposit(1)
        #expect(trail.all == ["a", "b", "c", "d", "e"])
        #expect(registry.installedAdvice(on: Vault.depositHook).map(\.name) == ["a", "b", "c", "d", "e"])
    }

    @Test("after advice at the front runs last: the chain is outermost first")
    func nesting() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook, named: "outer after").after { [trail] _, _, _ in trail.note("outer after") }
        try registry.on(Vault.depositHook, named: "inner before").before { [trail] _, _ in trail.note("inner before") }
        try registry.on(Vault.depositHook, named: "innermost").around { [trail] invocation in
            trail.note("around in")
            defer { trail.note("around out") }
            return invocation.proceed()
        }
        try registry.on(Vault.depositHook, named: "inner after").after { [trail] _, _, _ in trail.note("inner after") }
        _ = vault.deposit(1)
        #expect(trail.all == ["inner before", "around in", "inner after", "around out", "outer after"])
    }

    @Test("a name is unique on its hook, and positions must name installed advice")
    func nameErrors() throws {
        try note("audit")
        #expect(throws: AdviceError.duplicateName("audit", hook: "Vault.deposit")) { try note("audit") }
        #expect(throws: AdviceError.unknownPosition("ghost", hook: "Vault.deposit")) {
            try note("x", position: .after("ghost"))
        }
        try registry.on(Vault.withdrawHook, named: "audit").before { _, _ in }
        #expect(registry.installedAdvice().count == 2)
    }

    @Test("listings show hook, kind, name, scope, once and owner")
    func listings() throws {
        let vault = Vault(registry: registry)
        try registry.install(
            Advice.after { _, _, _ in }, on: Vault.depositHook,
            options: .init(name: "metrics", scope: .type(SavingsVault.self), once: true, owner: "stats"))
        try registry.on(Vault.withdrawHook, scope: .instance(vault)).around { (invocation) throws(VaultError) in
            try invocation.proceed()
        }
        let listed = registry.installedAdvice()
        #expect(listed.count == 2)
        #expect(
            listed[0].description == "Vault.deposit: after 'metrics' (SavingsVault and subclasses) once owned by stats")
        #expect(listed[1].kind == .around)
        #expect(listed[1].scope.hasPrefix("instance Vault 0x"))
        #expect(listed[1].owner == nil)
    }

    @Test("the same hook advised at several levels of a class hierarchy runs each advice once")
    func hierarchyLevels() throws {
        let savings = SavingsVault(registry: registry)
        try registry.on(Vault.depositHook, named: "vaults", scope: .type(Vault.self)).before { [trail] _, _ in
            trail.note("vaults")
        }
        try registry.on(Vault.depositHook, named: "savings", scope: .type(SavingsVault.self)).before { [trail] _, _ in
            trail.note("savings")
        }
        _ = savings.deposit(1)
        _ = Vault(registry: registry).deposit(1)
        #expect(trail.all == ["vaults", "savings", "vaults"])
    }
}
