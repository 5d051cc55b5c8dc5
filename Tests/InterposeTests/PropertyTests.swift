import Interpose
import TestSupport
import Testing

@Suite("Intercepted properties: advice on the reads and writes of a stored property")
struct PropertyTests {
    let registry = AspectRegistry()
    let trail = Trail()

    @Test("with no advice a property reads and writes as a plain one")
    func plain() {
        let account = Account(registry: registry)
        #expect(account.balance == 0)
        account.balance = 40
        account.balance += 2
        #expect(account.balance == 42)
        #expect(account.owner == "nobody")
    }

    @Test("advice observes reads and writes, with the value read or written")
    func observe() throws {
        try registry.on(Account.balanceProperty.getHook).after { [trail] _, _, value in trail.note("read \(value)") }
        try registry.on(Account.balanceProperty.setHook).before { [trail] _, value in trail.note("write \(value)") }
        let account = Account(registry: registry)
        account.balance = 5
        account.balance += 1
        #expect(trail.all == ["write 5", "read 5", "write 6"])
    }

    @Test("around advice vetoes a write, changes it, and changes what a read returns")
    func vetoAndChange() throws {
        try registry.on(Account.balanceProperty.setHook).around { invocation in
            guard invocation.arguments >= 0 else { return }
            invocation.proceed(with: min(invocation.arguments, 1_000))
        }
        try registry.on(Account.ownerProperty.getHook).around { invocation in invocation.proceed().uppercased() }
        let account = Account(registry: registry)
        account.balance = 50
        account.balance = -10
        #expect(account.balance == 50)
        account.balance = 5_000
        #expect(account.balance == 1_000)
        account.owner = "ada"
        #expect(account.owner == "ADA")
    }

    @Test("accessors written out with the property's get and set go through its hooks the same way")
    func accessors() throws {
        try registry.on(Account.limitProperty.setHook).around { invocation in
            invocation.proceed(with: max(invocation.arguments, 0))
        }
        try registry.on(Account.limitProperty.getHook).after { [trail] _, _, value in trail.note("limit \(value)") }
        let account = Account(registry: registry)
        account.limit = -5
        #expect(account.limit == 0)
        account.limit += 7
        #expect(account.limit == 7)
        #expect(trail.all == ["limit 0", "limit 0", "limit 7"])
    }

    @Test("instance and type scopes keep property advice to their receivers")
    func scopes() throws {
        let (watched, other) = (Account(registry: registry), Account(registry: registry))
        try registry.on(Account.balanceProperty.setHook, scope: .instance(watched)).before { [trail] _, value in
            trail.note("watched \(value)")
        }
        watched.balance = 1
        other.balance = 2
        #expect(trail.all == ["watched 1"])
    }

    @Test("selectors see the hooks of the properties a class declares")
    func selectors() throws {
        registry.declare(Account.self)
        try registry.on(matching: "Account.*.set").before { [trail] call in trail.note(call.hook.name) }
        let account = Account(registry: registry)
        account.balance = 1
        account.owner = "ada"
        _ = account.balance
        #expect(trail.all == ["Account.balance.set", "Account.owner.set"])
        let selected = registry.knownHooks().filter(HookSelector.arguments(String.self).matches).map(\.name)
        #expect(selected == ["Account.owner.set"])
    }

    @Test("writes from many threads, each on its own account, all land under advice", .timeLimit(.minutes(1)))
    func concurrent() throws {
        let writes = Guarded(0)
        try registry.on(Account.balanceProperty.setHook).before { _, _ in writes.withLock { $0 += 1 } }
        let accounts = (0..<4).map { _ in Account(registry: registry) }
        runOnThreads(accounts.map { account in { @Sendable in for _ in 0..<1_000 { account.balance += 1 } } })
        #expect(accounts.map(\.balance) == [1_000, 1_000, 1_000, 1_000])
        #expect(writes.withLock { $0 } == 4_000)
    }
}
