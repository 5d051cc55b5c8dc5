import Interpose
import Testing

/// Type scopes that hand advice the narrowed type, and refuse types that could never match.
@Suite("Narrowing")
struct NarrowingTests {
    let registry = AspectRegistry()

    @Test("advice built for a subclass sees the subclass, and runs for it alone")
    func narrowedReceiver() throws {
        let trail = Trail()
        try registry.on(Vault.depositHook).install(
            .before(as: SavingsVault.self) { savings, amount in trail.note("\(type(of: savings)) \(amount)") })
        _ = Vault(registry: registry).deposit(1)
        _ = SavingsVault(registry: registry).deposit(2)
        #expect(trail.all == ["SavingsVault 2"])
        #expect(registry.installedAdvice(on: Vault.depositHook).map(\.scope) == ["SavingsVault and subclasses"])
    }

    @Test("narrowed instead advice replaces the body for the subclass only")
    func narrowedInstead() throws {
        try registry.on(Vault.depositHook).install(.instead(as: SavingsVault.self) { _, _ in -1 })
        #expect(Vault(registry: registry).deposit(1) == 1)
        #expect(SavingsVault(registry: registry).deposit(1) == -1)
    }

    @Test("a type scope unrelated to the hook's receiver is refused at install, by name")
    func unrelatedScopeRefused() throws {
        #expect(throws: AdviceError.unrelatedScope(type: "Witness", hook: "Vault.deposit")) {
            try registry.on(Vault.depositHook, scope: .type(Witness.self)).before { _, _ in }
        }
        #expect(throws: AdviceError.unrelatedScope(type: "Witness", hook: "Vault.deposit")) {
            try registry.on(Vault.depositHook).install(.before(as: Witness.self) { _, _ in })
        }
        #expect(registry.isEmpty)
    }
}
