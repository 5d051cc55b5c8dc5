import Interpose
import Synchronization
import Testing

@Suite("Concurrency: calls on many threads while advice comes and goes")
struct ConcurrencyTests {
    @Test("8 threads call while 2 threads install and remove; every count is exact")
    func callersAndInstallers() throws {
        let registry = AspectRegistry()
        let callers = 8
        let callsEach = 20_000
        let changesEach = 2_000
        let permanentBefore = Tally()
        let permanentAfter = Tally()
        let transientRuns = Tally()
        try registry.on(Vault.depositHook, named: "permanent before").before { _, _ in permanentBefore.bump() }
        try registry.on(Vault.depositHook, named: "permanent after").after { _, _, _ in permanentAfter.bump() }
        let vaults = (0..<callers).map { _ in Vault(registry: registry) }
        let installs = Tally()
        let callerBodies: [@Sendable () -> Void] = vaults.map { vault in
            { for _ in 0..<callsEach { _ = vault.deposit(1) } }
        }
        let installerBodies: [@Sendable () -> Void] = (0..<2).map { installer in
            {
                for round in 0..<changesEach {
                    let token = try? registry.on(
                        Vault.depositHook, named: "transient \(installer)",
                        position: round.isMultiple(of: 2) ? .first : .last
                    ).around { invocation in
                        transientRuns.bump()
                        return invocation.proceed()
                    }
                    if token != nil { installs.bump() }
                    token?.remove()
                }
            }
        }
        runOnThreads(callerBodies + installerBodies)
        #expect(vaults.allSatisfy { $0.balance == callsEach })
        #expect(permanentBefore.count == callers * callsEach)
        #expect(permanentAfter.count == callers * callsEach)
        #expect(installs.count == 2 * changesEach)
        #expect(transientRuns.count <= callers * callsEach * 2)
        #expect(registry.installedAdvice().map(\.name) == ["permanent before", "permanent after"])
    }

    @Test("objects with instance advice come and go on 4 threads; advice runs only for its own instance")
    func instanceAdviceChurn() throws {
        let registry = AspectRegistry()
        let advised = Tally()
        let objectsEach = 1_000
        let bodies: [@Sendable () -> Void] = (0..<4).map { thread in
            {
                for index in 0..<objectsEach {
                    let vault = thread.isMultiple(of: 2) ? TidyVault(registry: registry) : Vault(registry: registry)
                    if index.isMultiple(of: 2) {
                        let token = try? registry.on(Vault.depositHook, scope: .instance(vault)).before { _, _ in
                            advised.bump()
                        }
                        if index.isMultiple(of: 4) { token?.remove() }
                    }
                    for _ in 0..<3 { _ = vault.deposit(1) }
                }
            }
        }
        runOnThreads(bodies)
        #expect(advised.count == 4 * (objectsEach / 4) * 3)
        #expect(registry.installedAdvice().isEmpty)
    }

    @Test("once advice runs exactly once however many threads race for it")
    func onceUnderContention() throws {
        let registry = AspectRegistry()
        let runs = Tally()
        try registry.on(Vault.depositHook, once: true).before { _, _ in runs.bump() }
        let vault = Vault(registry: registry)
        runOnThreads((0..<8).map { _ in { for _ in 0..<1_000 { _ = vault.deposit(1) } } })
        #expect(runs.count == 1)
        #expect(vault.balance == 8_000)
        #expect(registry.isEmpty)
    }
}
