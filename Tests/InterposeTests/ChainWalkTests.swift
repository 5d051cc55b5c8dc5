import Interpose
import Testing

/// The chain runs four ways (two plain loops, a walk, a walk resumed by around advice, and
/// around advice at the front of the chain entered and resumed without a walk); these tests pin
/// down that all of them keep the same order and semantics.
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
            case "i":
                try registry.on(Vault.depositHook, named: name, scope: scope).instead { [trail] _, amount in
                    trail.note(name)
                    return amount
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
            ("rrb", ["r0>", "r1>", "b2", "<r1", "<r0"]),
            ("rra", ["r0>", "r1>", "a2", "<r1", "<r0"]),
            ("rir", ["r0>", "i1", "<r0"]),
            ("brr", ["b0", "r1>", "r2>", "<r2", "<r1"]),
            ("rbr", ["r0>", "b1", "r2>", "<r2", "<r0"]),
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

    @Test("nested around advice hands changed arguments inward and changed results outward, proceeding twice")
    func nestedArounds() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook, named: "outer").around { invocation in
            invocation.proceed(with: invocation.arguments * 10) + 1
        }
        try registry.on(Vault.depositHook, named: "middle").around { invocation in
            let first = invocation.proceed()
            return first + invocation.proceed(with: invocation.arguments + 1)
        }
        try registry.on(Vault.depositHook, named: "inner").around { invocation in
            invocation.proceed(with: invocation.arguments * 2) * 100
        }
        // outer deposits 10 through middle, which proceeds with 10 and then 11; inner doubles
        // each, so the body sees 20 (balance 20) and then 22 (balance 42).
        #expect(vault.deposit(1) == (20 * 100 + 42 * 100) + 1)
        #expect(vault.balance == 42)
    }

    @Test("around advice that calls its own hook again gets a chain of its own, and both finish in order")
    func reentrantArounds() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook, named: "outer").around { [trail] invocation in
            trail.note("outer \(invocation.arguments)>")
            defer { trail.note("<outer \(invocation.arguments)") }
            if invocation.arguments > 1 { _ = invocation.receiver.deposit(invocation.arguments - 1) }
            return invocation.proceed()
        }
        try registry.on(Vault.depositHook, named: "inner").around { [trail] invocation in
            trail.note("inner \(invocation.arguments)")
            return invocation.proceed()
        }
        #expect(vault.deposit(2) == 3)
        #expect(
            trail.all == [
                "outer 2>", "outer 1>", "inner 1", "<outer 1", "inner 2", "<outer 2",
            ])
    }
}
