import Interpose
import TestSupport
import Testing

@Suite("Advice state: a value per receiver, and a value per outermost call")
struct AdviceStateTests {
    let registry = AspectRegistry()
    let trail = Trail()

    @Test("per-receiver state is made on the first advised call on each receiver and kept from call to call")
    func perReceiver() throws {
        try registry.on(Vault.depositHook).perReceiver { vault in "vault \(vault.balance)" }.before {
            [trail] _, amount, state in
            state.update { $0 += " +\(amount)" }
            trail.note(state.value)
        }
        let (a, b) = (Vault(registry: registry, balance: 1), Vault(registry: registry, balance: 2))
        _ = a.deposit(10)
        _ = b.deposit(20)
        _ = a.deposit(30)
        #expect(trail.all == ["vault 1 +10", "vault 2 +20", "vault 1 +10 +30"])
    }

    @Test("around advice memoizes per receiver: each receiver's body runs once per argument")
    func memoization() throws {
        try registry.on(Vault.depositHook).perReceiver { _ in [Int: Int]() }.around { invocation, memo in
            if let known = memo.value[invocation.arguments] { return known }
            let result = invocation.proceed()
            memo.update { $0[invocation.arguments] = result }
            return result
        }
        let (a, b) = (Vault(registry: registry), Vault(registry: registry))
        #expect([a.deposit(5), a.deposit(5), a.deposit(7), b.deposit(5), b.deposit(5)] == [5, 5, 12, 5, 5])
        #expect(a.balance == 12)
        #expect(b.balance == 5)
    }

    @Test("per-receiver state goes with its receiver, and all of it with the advice")
    func perReceiverFreed() throws {
        let (withReceiver, withAdvice) = (WeakBox<Witness>(nil), WeakBox<Witness>(nil))
        let token = try registry.on(Vault.depositHook).perReceiver { _ in Witness() }.after {
            _, amount, _, state in
            if amount == 1 { withReceiver.object = state.value } else { withAdvice.object = state.value }
        }
        do { _ = TidyVault(registry: registry).deposit(1) }
        #expect(withReceiver.object == nil)
        let kept = Vault(registry: registry)
        _ = kept.deposit(2)
        #expect(withAdvice.object != nil)
        token.remove()
        #expect(withAdvice.object == nil)
        #expect(kept.deposit(2) == 4)
    }

    @Test("per-flow state is one value per outermost call, seen by advice on the hooks it reaches")
    func perFlow() throws {
        let vault = Vault(registry: registry)
        let flow = try registry.on(Ledger.postHook).perFlow { ledger, amount in ["\(ledger.name) posts \(amount)"] }
        try registry.on(Ledger.postHook).before { _, amount in
            _ = vault.deposit(amount)
            if amount > 1 { Ledger(name: "nested", registry: registry).post(amount - 1) }
        }
        try registry.on(Vault.depositHook).before { [trail] _, amount in
            flow.update { $0.append("deposit \(amount)") }
            trail.note("\(flow.value ?? ["no flow"])")
        }
        Ledger(name: "cash", registry: registry).post(2)
        _ = vault.deposit(9)
        #expect(
            trail.all == [
                #"["cash posts 2", "deposit 2"]"#, #"["cash posts 2", "deposit 2", "deposit 1"]"#, #"["no flow"]"#,
            ])
        #expect(flow.value == nil)
    }

    @Test("per-flow state stops with remove(), and each thread's outermost call has its own")
    func perFlowThreads() throws {
        let flow = try registry.on(Vault.depositHook).perFlow { _, amount in amount }
        let seen = Guarded<[Int]>([])
        try registry.on(Vault.depositHook).after { _, _, _ in
            flow.update { $0 += 1 }
            let value = flow.value ?? -1
            seen.withLock { $0.append(value) }
        }
        let vaults = (0..<4).map { _ in Vault(registry: registry) }
        runOnThreads(
            (0..<4).map { index in { @Sendable in for _ in 0..<500 { _ = vaults[index].deposit(index * 10) } } })
        #expect(seen.withLock { $0.count } == 2_000)
        #expect(Set(seen.withLock { $0 }) == [1, 11, 21, 31])
        flow.remove()
        _ = vaults[0].deposit(1)
        #expect(seen.withLock { $0.last } == -1)
    }
}
