import Interpose
import TestSupport
import Testing

/// A plugin that counts each vault's deposits in an introduction of its own.
private final class DepositCounter: Plugin, @unchecked Sendable {
    let id = "deposit-counter"
    let dependencies: [String] = []
    // Set once, by `install(into:)`, before any deposit is advised.
    var counts: Introduction<Vault, Int>?

    func install(into context: PluginContext) throws {
        let counts = context.introduce(on: Vault.self) { _ in 0 }
        self.counts = counts
        try context.on(Vault.depositHook).before { vault, _ in counts.update(vault) { $0 += 1 } }
    }

    func uninstall() {}
}

@Suite("Introductions: typed data a plugin attaches to the receivers it advises")
struct IntroductionTests {
    let registry = AspectRegistry()

    @Test("each receiver has its own value, made on first use, read and written from advice and from outside")
    func perReceiver() throws {
        let counts = registry.introduce(on: Vault.self) { _ in 0 }
        try registry.on(Vault.depositHook).before { vault, amount in counts.update(vault) { $0 += amount } }
        let (a, b, c) = (Vault(registry: registry), Vault(registry: registry), Vault(registry: registry))
        _ = a.deposit(5)
        _ = a.deposit(7)
        _ = b.deposit(1)
        #expect(counts[a] == 12)
        #expect(counts[b] == 1)
        #expect(counts.value(of: c) == nil)
        #expect(counts.count == 2)
        counts[c] = 100
        #expect(counts.value(of: c) == 100)
        counts.removeValue(of: a)
        #expect(counts.value(of: a) == nil)
        #expect(counts[a] == 0)
    }

    @Test("the initial value is made from the receiver")
    func initialFromReceiver() {
        let opening = registry.introduce(on: Vault.self) { vault in vault.balance }
        let vault = Vault(registry: registry, balance: 40)
        #expect(opening[vault] == 40)
    }

    @Test("a value goes with its receiver at once when the receiver's deinit removes its advice")
    func freedWithCooperatingReceiver() {
        let kept = registry.introduce(on: Vault.self) { _ in Witness() }
        let captured = WeakBox<Witness>(nil)
        do {
            let vault = TidyVault(registry: registry)
            captured.object = kept[vault]
        }
        #expect(captured.object == nil)
        #expect(kept.count == 0)
    }

    @Test("values of receivers that went without saying so are freed as the introduction grows")
    func freedBySweeps() {
        let kept = registry.introduce(on: Vault.self) { _ in Witness() }
        let first = WeakBox<Witness>(nil)
        do {
            let vault = Vault(registry: registry)
            first.object = kept[vault]
        }
        #expect(kept.count == 0)
        var alive: [Vault] = []
        for _ in 0..<40 {
            let vault = Vault(registry: registry)
            _ = kept[vault]
            alive.append(vault)
        }
        #expect(first.object == nil)
        #expect(kept.count == 40)
    }

    @Test("a plugin's introduction is emptied when the plugin is uninstalled")
    func removedWithPlugin() throws {
        let host = PluginHost(registry: registry)
        let plugin = DepositCounter()
        try host.install(plugin)
        let vault = Vault(registry: registry)
        _ = vault.deposit(1)
        _ = vault.deposit(1)
        let counts = try #require(plugin.counts)
        #expect(counts[vault] == 2)
        try host.uninstall("deposit-counter")
        #expect(counts.value(of: vault) == nil)
        #expect(vault.deposit(1) == 3)
        #expect(counts.value(of: vault) == nil)
    }

    @Test("updates from many threads at once all land", .timeLimit(.minutes(1)))
    func concurrentUpdates() throws {
        let counts = registry.introduce(on: Vault.self) { _ in 0 }
        try registry.on(Vault.depositHook).before { vault, _ in counts.update(vault) { $0 += 1 } }
        let vaults = (0..<4).map { _ in Vault(registry: registry) }
        runOnThreads(
            (0..<8).map { thread in
                { @Sendable in
                    for round in 0..<2_000 { _ = vaults[(thread + round) % vaults.count].deposit(1) }
                }
            })
        #expect(vaults.map { counts[$0] } == [4_000, 4_000, 4_000, 4_000])
    }
}
