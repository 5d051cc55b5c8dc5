import Interpose
import Synchronization
import Testing

/// A plugin that keeps a spy on deposits, installed through its context.
final class DepositWatcher: Plugin {
    let id = "deposit-watcher"
    let spy = Mutex<Spy<Vault, Int, Int, Never>?>(nil)

    func install(into context: PluginContext) throws {
        let spy = try context.spy(on: Vault.depositHook)
        self.spy.withLock { $0 = spy }
    }
}

@Suite("Spies")
struct SpyTests {
    let registry = AspectRegistry()

    @Test("a spy records receiver, arguments and results in order, and lets the body run")
    func recordsCalls() throws {
        let first = Vault(registry: registry)
        let second = SavingsVault(registry: registry)
        let spy = try registry.spy(on: Vault.depositHook)
        #expect(!spy.wasCalled)
        #expect(spy.lastCall == nil)

        #expect(first.deposit(10) == 10)
        #expect(second.deposit(5) == 5)
        #expect(first.deposit(20) == 30)

        #expect(spy.callCount == 3)
        #expect(spy.wasCalled)
        #expect(spy.calls.map(\.arguments) == [10, 5, 20])
        #expect(spy.results == [10, 5, 30])
        #expect(spy.errors.isEmpty)
        #expect(spy.calls[0].receiver === first)
        #expect(spy.calls[1].receiver === second)
        #expect(spy.calls[1].receiverID == ObjectIdentifier(second))
        #expect(spy.calls.map(\.sequence) == spy.calls.map(\.sequence).sorted())
        #expect(spy.calls(on: first).map(\.arguments) == [10, 20])
        #expect(spy.calls(on: second).map(\.arguments) == [5])
        #expect(spy.lastCall?.result == 30)
        #expect(spy.wasCalled(with: 5))
        #expect(!spy.wasCalled(with: 6))
        #expect(spy.hook == "Vault.deposit")
        #expect(spy.description == "Spy(Vault.deposit: 3 calls)")

        spy.reset()
        #expect(spy.calls.isEmpty)
        _ = first.deposit(1)
        #expect(spy.callCount == 1)
    }

    @Test("a spy records the typed error a call throws, and the caller still sees it")
    func recordsErrors() throws {
        let vault = Vault(registry: registry, balance: 100)
        let spy = try Spy(on: Vault.withdrawHook, in: registry)

        #expect(try vault.withdraw(30) == 70)
        #expect(throws: VaultError.insufficientFunds(requested: 500)) { try vault.withdraw(500) }

        #expect(spy.callCount == 2)
        #expect(spy.results == [70])
        #expect(spy.errors == [.insufficientFunds(requested: 500)])
        let failed = try #require(spy.lastCall)
        #expect(failed.arguments == 500)
        #expect(failed.result == nil)
        #expect(failed.error == .insufficientFunds(requested: 500))
        #expect(throws: VaultError.insufficientFunds(requested: 500)) { try failed.outcome.get() }
    }

    @Test("a spy sees arguments as callers pass them and outcomes as they get them")
    func sitsInFront() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook).around { invocation in invocation.proceed(with: invocation.arguments * 2) }
        let spy = try registry.spy(on: Vault.depositHook)
        let inner = try registry.spy(on: Vault.depositHook, position: .last)
        #expect(vault.deposit(4) == 8)
        #expect(spy.calls.map(\.arguments) == [4])
        #expect(inner.calls.map(\.arguments) == [8])
    }

    @Test("a spy counts every call from 8 threads exactly")
    func countsUnderContention() throws {
        let vault = Vault(registry: registry)
        let spy = try registry.spy(on: Vault.depositHook)
        let threads = 8
        let callsPerThread = 1_000
        runOnThreads(
            (0..<threads).map { thread in
                { @Sendable in
                    for _ in 0..<callsPerThread { _ = vault.deposit(thread + 1) }
                }
            })
        #expect(spy.callCount == threads * callsPerThread)
        #expect(vault.balance == (1...threads).reduce(0, +) * callsPerThread)
        let calls = spy.calls
        #expect(Set(calls.map(\.sequence)).count == calls.count)
        #expect(calls.map(\.sequence) == calls.map(\.sequence).sorted())
        for thread in 0..<threads {
            #expect(calls.count { $0.arguments == thread + 1 } == callsPerThread)
        }
    }

    @Test("removing a spy stops the recording and keeps what was recorded")
    func removal() throws {
        let vault = Vault(registry: registry)
        let spy = try registry.spy(on: Vault.depositHook)
        _ = vault.deposit(1)
        #expect(spy.isInstalled)
        #expect(registry.installedAdvice(on: Vault.depositHook).count == 1)

        spy.remove()
        #expect(!spy.isInstalled)
        #expect(registry.installedAdvice(on: Vault.depositHook).isEmpty)
        #expect(vault.deposit(2) == 3)
        #expect(spy.calls.map(\.arguments) == [1])
        spy.remove()  // twice does nothing
    }

    @Test("dropping the last reference to a spy removes its advice")
    func droppingRemoves() throws {
        var spy: Spy<Vault, Int, Int, Never>? = try registry.spy(on: Vault.depositHook)
        #expect(registry.installedAdvice(on: Vault.depositHook).count == 1)
        #expect(spy?.isInstalled == true)
        spy = nil
        #expect(registry.installedAdvice(on: Vault.depositHook).isEmpty)
    }

    @Test("a scoped spy records only its receivers")
    func scoped() throws {
        let watched = Vault(registry: registry)
        let other = Vault(registry: registry)
        let spy = try registry.spy(on: Vault.depositHook, scope: .instance(watched))
        _ = other.deposit(1)
        _ = watched.deposit(2)
        #expect(spy.calls.map(\.arguments) == [2])
    }

    @Test("a stub answers in place of the body, still recorded, until the spy forwards again")
    func stubbing() throws {
        let vault = Vault(registry: registry, balance: 100)
        let deposits = try registry.spy(on: Vault.depositHook)
        let withdrawals = try registry.spy(on: Vault.withdrawHook)
        #expect(!deposits.isStubbed)

        deposits.stub { _, amount in amount * 1_000 }
        #expect(deposits.isStubbed)
        #expect(vault.deposit(3) == 3_000)
        #expect(vault.balance == 100)

        deposits.stub(returning: -1)
        #expect(vault.deposit(3) == -1)

        withdrawals.stub(throwing: .frozen)
        #expect(throws: VaultError.frozen) { try vault.withdraw(10) }
        withdrawals.stub { (_, amount) throws(VaultError) -> Int in
            guard amount < 50 else { throw .insufficientFunds(requested: amount) }
            return 0
        }
        #expect(try vault.withdraw(10) == 0)
        #expect(throws: VaultError.insufficientFunds(requested: 60)) { try vault.withdraw(60) }
        #expect(vault.balance == 100)

        deposits.forward()
        withdrawals.forward()
        #expect(!deposits.isStubbed)
        #expect(vault.deposit(3) == 103)
        #expect(try vault.withdraw(3) == 100)

        #expect(deposits.results == [3_000, -1, 103])
        #expect(withdrawals.errors == [.frozen, .insufficientFunds(requested: 60)])
        #expect(withdrawals.results == [0, 100])
    }

    @Test("calls recorded by different spies can be put in order")
    func inOrderAcrossSpies() throws {
        let vault = Vault(registry: registry, balance: 50)
        let deposits = try registry.spy(on: Vault.depositHook)
        let withdrawals = try registry.spy(on: Vault.withdrawHook)
        _ = vault.deposit(10)
        _ = try vault.withdraw(20)
        _ = vault.deposit(30)

        #expect(deposits.calls[0].happened(before: withdrawals.calls[0]))
        #expect(withdrawals.calls[0].happened(before: deposits.calls[1]))
        #expect(!deposits.calls[1].happened(before: withdrawals.calls[0]))
        #expect(!deposits.calls[0].happened(before: deposits.calls[0]))
    }

    @Test("a call made from inside another is listed after it: calls are ordered by when they start")
    func nestedCalls() throws {
        let vault = Vault(registry: registry)
        let spy = try registry.spy(on: Vault.depositHook)
        try registry.on(Vault.depositHook).before { vault, amount in
            if amount > 1 { _ = vault.deposit(amount - 1) }
        }
        _ = vault.deposit(3)
        #expect(spy.calls.map(\.arguments) == [3, 2, 1])
        #expect(spy.results == [6, 3, 1])
    }

    @Test("a spy on an async hook records arguments, results and errors")
    func asyncHook() async throws {
        let feed = Feed(registry: registry)
        let spy = try registry.spy(on: Feed.loadHook)
        #expect(try await feed.load("news") == ["news-1", "news-2"])
        await #expect(throws: VaultError.frozen) { try await feed.load("") }

        #expect(spy.calls.map(\.arguments) == ["news", ""])
        #expect(spy.results == [["news-1", "news-2"]])
        #expect(spy.errors.count == 1)
        #expect(spy.calls[0].receiver === feed)
        #expect(spy.wasCalled(with: "news"))

        spy.stub(returning: ["stubbed"])
        #expect(try await feed.load("x") == ["stubbed"])
        spy.forward()
        #expect(try await feed.load("y") == ["y-1", "y-2"])
        #expect(spy.callCount == 4)

        // The second spy goes in front of the first, so it sees each call first.
        let outer = try Spy(on: Feed.loadHook, in: registry, named: "outer")
        _ = try await feed.load("z")
        #expect(outer.callCount == 1)
        #expect(outer.calls[0].happened(before: spy.calls[4]))
    }

    @Test("a spy does not keep a receiver alive, and still names it by identity after it goes")
    func receiverHeldWeakly() throws {
        let spy = try registry.spy(on: Vault.depositHook)
        let box = WeakBox<Vault>(nil)
        var identifier: ObjectIdentifier?
        do {
            let vault = Vault(registry: registry)
            box.object = vault
            identifier = ObjectIdentifier(vault)
            _ = vault.deposit(7)
            #expect(spy.calls[0].receiver === vault)
        }
        #expect(box.object == nil)
        #expect(spy.callCount == 1)
        #expect(spy.calls[0].receiver == nil)
        #expect(spy.calls[0].receiverID == identifier)
        #expect(spy.calls[0].arguments == 7)
    }

    @Test("a plugin's spy goes when the plugin does")
    func throughPluginContext() throws {
        let host = PluginHost(registry: registry)
        let watcher = DepositWatcher()
        try host.install(watcher)
        let vault = Vault(registry: registry)
        _ = vault.deposit(4)
        let spy = try #require(watcher.spy.withLock { $0 })
        #expect(spy.calls.map(\.arguments) == [4])
        #expect(registry.installedAdvice(on: Vault.depositHook).first?.owner == "deposit-watcher")

        try host.uninstall("deposit-watcher")
        #expect(!spy.isInstalled)
        _ = vault.deposit(5)
        #expect(spy.callCount == 1)
    }
}
