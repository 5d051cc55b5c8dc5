import Interpose
import Testing

@Suite("Advice kinds: before, after, around, instead")
struct AdviceKindsTests {
    let registry = AspectRegistry()

    @Test("with no advice a hook runs its body unchanged")
    func noAdvice() throws {
        let vault = Vault(registry: registry, balance: 10)
        #expect(vault.deposit(5) == 15)
        #expect(try vault.withdraw(3) == 12)
        #expect(registry.isEmpty)
    }

    @Test("before advice sees receiver and arguments, then the body runs")
    func before() throws {
        let vault = Vault(registry: registry)
        let trail = Trail()
        try registry.on(Vault.depositHook).before { vault, amount in trail.note("before \(amount) on \(vault.balance)")
        }
        #expect(vault.deposit(7) == 7)
        #expect(trail.all == ["before 7 on 0"])
    }

    @Test("after advice sees arguments and the result")
    func after() throws {
        let vault = Vault(registry: registry, balance: 1)
        let trail = Trail()
        try registry.on(Vault.depositHook).after { _, amount, result in trail.note("after \(amount) -> \(result)") }
        #expect(vault.deposit(2) == 3)
        #expect(trail.all == ["after 2 -> 3"])
    }

    @Test("around advice changes the arguments, proceeds twice and replaces the result")
    func around() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook).around { invocation in
            let first = invocation.proceed(with: invocation.arguments * 10)
            let second = invocation.proceed()
            return first + second
        }
        #expect(vault.deposit(1) == 10 + 11)
        #expect(vault.balance == 11)
    }

    @Test("around advice that never proceeds skips the body")
    func aroundWithoutProceeding() throws {
        let vault = Vault(registry: registry, balance: 4)
        try registry.on(Vault.depositHook).around { _ in -1 }
        #expect(vault.deposit(100) == -1)
        #expect(vault.balance == 4)
    }

    @Test("instead advice replaces the body and everything behind it")
    func instead() throws {
        let vault = Vault(registry: registry, balance: 4)
        let trail = Trail()
        try registry.on(Vault.depositHook).instead { _, amount in amount * 2 }
        try registry.on(Vault.depositHook).before { _, _ in trail.note("inner before") }
        #expect(vault.deposit(3) == 6)
        #expect(vault.balance == 4)
        #expect(trail.all.isEmpty)
    }

    @Test(
        "instead advice behind around advice, behind after advice and in a scoped walk sees the arguments it is given")
    func insteadInsideAChain() throws {
        let vault = Vault(registry: registry, balance: 4)
        let other = Vault(registry: registry, balance: 4)
        let trail = Trail()
        try registry.on(Vault.depositHook).after { _, _, result in trail.note("after \(result)") }
        try registry.on(Vault.depositHook).around { invocation in invocation.proceed(with: invocation.arguments + 1) }
        try registry.on(Vault.depositHook, scope: .instance(vault)).instead { receiver, amount in
            trail.note("instead on \(receiver === vault ? "vault" : "other")")
            return amount * 10
        }
        #expect(vault.deposit(3) == 40)
        #expect(other.deposit(3) == 8)
        #expect(trail.all == ["instead on vault", "after 40", "after 8"])
        #expect(vault.balance == 4)
        #expect(other.balance == 8)
    }

    @Test("a hook without arguments takes advice like any other")
    func voidArguments() throws {
        let vault = SavingsVault(registry: registry, balance: 9)
        try registry.on(Vault.auditHook).around { invocation in "[" + invocation.proceed() + "]" }
        #expect(vault.audit() == "[SavingsVault holding 9]")
    }

    @Test("advice that throws reaches the caller as the body's error would")
    func throwingAdvice() throws {
        let vault = Vault(registry: registry, balance: 50)
        try registry.on(Vault.withdrawHook).before { (_, amount) throws(VaultError) in
            if amount > 20 { throw .frozen }
        }
        #expect(throws: VaultError.frozen) { try vault.withdraw(30) }
        #expect(vault.balance == 50)
        #expect(try vault.withdraw(20) == 30)
    }

    @Test("the body's error passes through advice unchanged, and after advice does not run")
    func bodyErrorPassesThrough() throws {
        let vault = Vault(registry: registry, balance: 5)
        let trail = Trail()
        try registry.on(Vault.withdrawHook).around { (invocation) throws(VaultError) in
            trail.note("around")
            return try invocation.proceed()
        }
        try registry.on(Vault.withdrawHook).after { _, _, _ in trail.note("after") }
        #expect(throws: VaultError.insufficientFunds(requested: 8)) { try vault.withdraw(8) }
        #expect(trail.all == ["around"])
    }

    @Test("around advice can recover from the body's error")
    func aroundRecovers() throws {
        let vault = Vault(registry: registry, balance: 5)
        try registry.on(Vault.withdrawHook).around { (invocation) throws(VaultError) -> Int in
            do throws(VaultError) {
                return try invocation.proceed()
            } catch .insufficientFunds {
                return try invocation.proceed(with: invocation.receiver.balance)
            }
        }
        #expect(try vault.withdraw(8) == 0)
    }
}
