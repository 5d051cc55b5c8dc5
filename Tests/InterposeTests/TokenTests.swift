import Interpose
import TestSupport
import Testing

@Suite("Tokens: removal in any order, once, removal during a call")
struct TokenTests {
    let registry = AspectRegistry()
    let trail = Trail()

    private func installFive() throws -> [AdviceToken] {
        try (0..<5).map { index in
            try registry.on(Vault.depositHook, named: "a\(index)").before { [trail] _, _ in trail.note("a\(index)") }
        }
    }

    @Test(
        "advice can be removed in any order",
        arguments: [[3, 1, 4, 0, 2], [0, 1, 2, 3, 4], [4, 3, 2, 1, 0], [2, 0, 4, 1, 3]])
    func removalInAnyOrder(order: [Int]) throws {
        let vault = Vault(registry: registry)
        let tokens = try installFive()
        var remaining = Array(0..<5)
        for index in order {
            tokens[index].remove()
            remaining.removeAll { $0 == index }
            trail.clear()
            _ = vault.deposit(1)
            #expect(trail.all == remaining.map { "a\($0)" })
            #expect(!tokens[index].isInstalled)
        }
        #expect(registry.isEmpty)
    }

    @Test("removing twice, or after the registry is gone, does nothing")
    func removeTwice() throws {
        var registry: AspectRegistry? = AspectRegistry()
        let token = try registry!.on(Vault.depositHook).before { _, _ in }
        token.remove()
        token.remove()
        registry = nil
        token.remove()
        #expect(!token.isInstalled)
    }

    @Test("once advice runs on the first call only")
    func once() throws {
        let vault = Vault(registry: registry)
        let token = try registry.on(Vault.depositHook, once: true).before { [trail] _, amount in
            trail.note("once \(amount)")
        }
        _ = vault.deposit(1)
        _ = vault.deposit(2)
        #expect(trail.all == ["once 1"])
        #expect(!token.isInstalled)
    }

    @Test("once after advice waits for a call that returns: a call that throws does not use it up")
    func onceAfterSurvivesThrow() throws {
        let vault = Vault(registry: registry, balance: 5)
        let token = try registry.on(Vault.withdrawHook, once: true).after { [trail] _, amount, left in
            trail.note("took \(amount), \(left) left")
        }
        #expect(throws: VaultError.insufficientFunds(requested: 9)) { try vault.withdraw(9) }
        #expect(token.isInstalled)
        _ = try vault.withdraw(2)
        _ = try vault.withdraw(1)
        #expect(trail.all == ["took 2, 3 left"])
        #expect(!token.isInstalled)
    }

    @Test("once after advice on an async hook waits for a call that returns")
    func asyncOnceAfterSurvivesThrow() async throws {
        let feed = Feed(registry: registry)
        let token = try registry.on(Feed.loadHook, once: true).after { [trail] _, topic, _ in
            trail.note("loaded \(topic)")
        }
        await #expect(throws: VaultError.frozen) { try await feed.load("") }
        #expect(token.isInstalled)
        _ = try await feed.load("a")
        _ = try await feed.load("b")
        #expect(trail.all == ["loaded a"])
    }

    @Test("advice removed during a call still finishes that call; the next call runs without it")
    func removalDuringDispatch() throws {
        let vault = Vault(registry: registry)
        let tokens = TokenBox()
        try registry.on(Vault.depositHook, named: "remover").before { [trail] _, _ in
            trail.note("remover")
            tokens.all.forEach { $0.remove() }
        }
        tokens.all = [
            try registry.on(Vault.depositHook, named: "victim").before { [trail] _, _ in trail.note("victim") },
            try registry.on(Vault.depositHook, named: "late").after { [trail] _, _, _ in trail.note("late") },
        ]
        _ = vault.deposit(1)
        #expect(trail.all == ["remover", "victim", "late"])
        trail.clear()
        _ = vault.deposit(1)
        #expect(trail.all == ["remover"])
    }

    @Test("advice reaches its own token through its handle, and removes itself after three calls")
    func selfRemoval() throws {
        let vault = Vault(registry: registry)
        let tally = Tally()
        let token = try registry.on(Vault.depositHook).install { handle in
            .before { _, _ in
                tally.bump()
                if tally.count == 3 { handle.remove() }
            }
        }
        for _ in 0..<5 { _ = vault.deposit(1) }
        #expect(tally.count == 3)
        #expect(!token.isInstalled)
        #expect(registry.installedAdvice(on: Vault.depositHook).isEmpty)
    }

    @Test("a handle asked to remove before its install returned removes on binding")
    func earlyRemoval() throws {
        let vault = Vault(registry: registry)
        let seen = Guarded<AdviceHandle?>(nil)
        let token = try registry.on(Vault.depositHook).install { handle in
            seen.withLock { $0 = handle }
            handle.remove()
            #expect(handle.token == nil)
            return .before { _, _ in Issue.record("advice removed before it was installed ran") }
        }
        _ = vault.deposit(1)
        #expect(!token.isInstalled)
        #expect(seen.withLock { $0?.token } === token)
    }

    @Test("isInstalled turns false once an instance-scoped advice's instance has gone")
    func instanceGoneTokenNotInstalled() throws {
        let token: AdviceToken
        do {
            let vault = Vault(registry: registry)
            token = try registry.on(Vault.depositHook, scope: .instance(vault)).before { _, _ in }
            #expect(token.isInstalled)
        }
        #expect(!token.isInstalled)
        #expect(registry.installedAdvice().isEmpty)
    }

    @Test("advice may call the same hook again, re-entrantly")
    func reentrancy() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook).around { invocation in
            guard invocation.arguments > 1 else { return invocation.proceed() }
            _ = invocation.receiver.deposit(invocation.arguments - 1)
            return invocation.proceed(with: 1)
        }
        #expect(vault.deposit(4) == 4)
    }
}
