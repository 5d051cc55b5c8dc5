import Interpose
import Testing

/// The chain runs three ways (two plain loops, a walk, and a walk resumed by around advice);
/// these tests pin down that all three keep the same order and semantics.
@Suite("Chain walks: flat, scoped and resumed chains agree")
struct ChainWalkTests {
    let registry = AspectRegistry()
    let trail = Trail()

    private func install(_ layout: String, scope: AdviceScope<Vault> = .all) throws {
        for (index, kind) in layout.enumerated() {
            let name = "\(kind)\(index)"
            switch kind {
            case "b":
                try registry.on(Vault.depositHook, named: name, scope: scope).before { [trail] _, _ in trail.note(name)
                }
            case "a":
                try registry.on(Vault.depositHook, named: name, scope: scope).after { [trail] _, _, _ in
                    trail.note(name)
                }
            default:
                try registry.on(Vault.depositHook, named: name, scope: scope).around { [trail] invocation in
                    trail.note("\(name)>")
                    defer { trail.note("<\(name)") }
                    return invocation.proceed()
                }
            }
        }
    }

    @Test(
        "every layout runs in chain order whatever path it takes",
        arguments: [
            ("bab", ["b0", "b2", "a1"]),
            ("abba", ["b1", "b2", "a3", "a0"]),
            ("bra", ["b0", "r1>", "a2", "<r1"]),
            ("arb", ["r1>", "b2", "<r1", "a0"]),
            ("rr", ["r0>", "r1>", "<r1", "<r0"]),
        ])
    func order(layout: String, expected: [String]) throws {
        let vault = Vault(registry: registry)
        try install(layout)
        _ = vault.deposit(1)
        #expect(trail.all == expected)
        trail.clear()
        registry.removeAll()
        try install(layout, scope: .type(Vault.self))
        _ = vault.deposit(1)
        #expect(trail.all == expected, "the scoped walk must agree with the flat one")
    }

    @Test("more than 64 after advices still run innermost first")
    func manyAfters() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook, scope: .type(Vault.self)).before { [trail] _, _ in trail.note("scoped") }
        for index in 0..<70 {
            try registry.on(Vault.depositHook, named: "a\(index)").after { [trail] _, _, _ in trail.note("a\(index)") }
        }
        _ = vault.deposit(1)
        #expect(trail.all == ["scoped"] + (0..<70).reversed().map { "a\($0)" })
    }

    @Test("a flat chain stops at the first throwing advice, and after advice does not run")
    func flatThrow() throws {
        let vault = Vault(registry: registry, balance: 10)
        try registry.on(Vault.withdrawHook).before { [trail] _, _ in trail.note("first") }
        try registry.on(Vault.withdrawHook).before { (_, _) throws(VaultError) in throw .frozen }
        try registry.on(Vault.withdrawHook).before { [trail] _, _ in trail.note("never") }
        try registry.on(Vault.withdrawHook).after { [trail] _, _, _ in trail.note("never after") }
        #expect(throws: VaultError.frozen) { try vault.withdraw(1) }
        #expect(trail.all == ["first"])
        #expect(vault.balance == 10)
    }

    @Test("instance advice on a hook whose advice is otherwise flat runs only for its instance")
    func mixedScopes() throws {
        let chosen = Vault(registry: registry)
        let other = Vault(registry: registry)
        try registry.on(Vault.depositHook).after { [trail] vault, _, _ in
            trail.note(vault === chosen ? "chosen" : "other")
        }
        try registry.on(Vault.depositHook, scope: .instance(chosen)).before { [trail] _, _ in trail.note("spy") }
        _ = other.deposit(1)
        _ = chosen.deposit(1)
        #expect(trail.all == ["other", "spy", "chosen"])
    }
}
