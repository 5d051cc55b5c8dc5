import Interpose
import Synchronization
import Testing

@Suite("Scopes: all, type, instance, predicate")
struct ScopeTests {
    let registry = AspectRegistry()

    @Test("advice on a hook declared by a superclass applies to subclass instances")
    func subclassUnderSuperclassAdvice() throws {
        let tally = Tally()
        try registry.on(Vault.depositHook).before { _, _ in tally.bump() }
        _ = SavingsVault(registry: registry).deposit(1)
        _ = Vault(registry: registry).deposit(1)
        #expect(tally.count == 2)
    }

    @Test("a type scope picks out a subclass and leaves its superclass alone")
    func typeScope() throws {
        let trail = Trail()
        try registry.on(Vault.depositHook, scope: .type(SavingsVault.self)).before { vault, _ in
            trail.note("\(type(of: vault))")
        }
        let plain = Vault(registry: registry)
        let savings = SavingsVault(registry: registry)
        for _ in 0..<3 {
            _ = plain.deposit(1)
            _ = savings.deposit(1)
        }
        #expect(trail.all == Array(repeating: "SavingsVault", count: 3))
    }

    @Test("instance advice applies to its instance only")
    func instanceScope() throws {
        let tally = Tally()
        let chosen = Vault(registry: registry)
        let other = Vault(registry: registry)
        try registry.on(Vault.depositHook, scope: .instance(chosen)).before { _, _ in tally.bump() }
        _ = other.deposit(1)
        _ = chosen.deposit(1)
        _ = chosen.deposit(1)
        #expect(tally.count == 2)
    }

    @Test("instance advice goes away with its instance and frees what it captured")
    func instanceAdviceGoesWithInstance() throws {
        let captured = WeakBox<Witness>(nil)
        do {
            let vault = TidyVault(registry: registry)
            let witness = Witness()
            captured.object = witness
            try registry.on(Vault.depositHook, scope: .instance(vault)).before { _, _ in witness.touch() }
            _ = vault.deposit(1)
            #expect(registry.installedAdvice(on: Vault.depositHook).count == 1)
        }
        #expect(registry.installedAdvice(on: Vault.depositHook).isEmpty)
        #expect(captured.object == nil)
    }

    @Test("for a type that does not clean up in deinit, the next change frees the advice")
    func instanceAdvicePrunedLazily() throws {
        weak var weakVault: Vault?
        do {
            let vault = Vault(registry: registry)
            weakVault = vault
            try registry.on(Vault.depositHook, scope: .instance(vault)).before { _, _ in }
        }
        #expect(weakVault == nil)
        #expect(registry.installedAdvice().isEmpty)
        try registry.on(Vault.auditHook).before { _, _ in }
        #expect(registry.installedAdvice().map(\.hook) == ["Vault.audit"])
    }

    @Test("a new object never lands at a released instance's address while its advice is filed")
    func addressReuse() throws {
        let tally = Tally()
        var released: ObjectIdentifier?
        do {
            let vault = Vault(registry: registry)
            try registry.on(Vault.depositHook, scope: .instance(vault)).before { _, _ in tally.bump() }
            _ = vault.deposit(1)
            released = ObjectIdentifier(vault)
        }
        #expect(tally.count == 1)
        // Vault does not remove its advice in deinit and nothing has changed the registry since,
        // so the dead instance's advice is still filed under that address: the advice pins the
        // memory, so no new vault may get it (a bare address compare would otherwise run it).
        var candidates: [Vault] = []
        for _ in 0..<10_000 { candidates.append(Vault(registry: registry)) }
        #expect(!candidates.contains { ObjectIdentifier($0) == released })
        #expect(candidates.allSatisfy { $0.deposit(1) == 1 })
        #expect(tally.count == 1)
        withExtendedLifetime(candidates) {}
    }

    @Test("a predicate scope is asked on every call")
    func predicateScope() throws {
        let tally = Tally()
        try registry.on(Vault.depositHook, scope: .matching("large balance") { $0.balance > 10 }).before { _, _ in
            tally.bump()
        }
        let vault = Vault(registry: registry)
        _ = vault.deposit(5)
        _ = vault.deposit(10)
        _ = vault.deposit(1)
        #expect(tally.count == 1)
        #expect(registry.installedAdvice()[0].scope == "matching large balance")
    }
}
