import Interpose

/// A bounded storm on one registry and one bus: threads that call through a hook and publish,
/// while others install, remove and one-shot advice, install and remove selector advice,
/// subscribe and cancel, and install and uninstall plugins. Every counter it keeps has an exact
/// expected value.
///
/// Advice and subscribers that come and go capture a ``Census`` member, so a test can check
/// that all of them were freed.
final class Churn: Sendable {
    let registry = AspectRegistry()
    let bus = EventBus()
    let host: PluginHost
    let census = Census()
    let callers: Int
    let callsEach: Int
    let rounds: Int

    /// Runs of the advice installed for good, and deliveries to the subscriber kept for good.
    let permanentBefore = Tally()
    let permanentAfter = Tally()
    let permanentDeliveries = Tally()
    /// Runs the churning threads can count exactly: advice scoped to their own receiver,
    /// once-advice, selector advice seen on their own receiver, and events from their own source.
    let ownAroundRuns = Tally()
    let onceRuns = Tally()
    let selectorOwnRuns = Tally()
    let ownDeliveries = Tally()
    let pluginOwnRuns = Tally()
    /// Runs on anyone's calls, which vary from run to run; counted to show they happened.
    let sharedRuns = Tally()

    /// The vaults the callers call, and the ones each churning thread keeps to itself.
    let callerVaults: [Vault]
    let adviceVault: Vault
    let selectorVault: Vault
    let pluginVault: Vault

    init(callers: Int, callsEach: Int, rounds: Int) throws {
        self.callers = callers
        self.callsEach = callsEach
        self.rounds = rounds
        host = PluginHost(registry: registry, bus: bus)
        let registry = registry
        callerVaults = (0..<callers).map { _ in Vault(registry: registry) }
        (adviceVault, selectorVault, pluginVault) = (
            Vault(registry: registry), Vault(registry: registry), Vault(registry: registry)
        )
        try registry.on(Vault.depositHook, named: "permanent before").before { [permanentBefore] _, _ in
            permanentBefore.bump()
        }
        try registry.on(Vault.depositHook, named: "permanent after").after { [permanentAfter] _, _, _ in
            permanentAfter.bump()
        }
        // Selectors see the hooks a registry knows; `audit` is never advised directly.
        registry.declare([Vault.depositHook.declaration, Vault.auditHook.declaration])
        bus.subscribe(to: Moved.self, named: "permanent") { [permanentDeliveries] _ in permanentDeliveries.bump() }
    }

    /// Events each caller publishes: one every fourth call.
    var publishesEach: Int { callsEach / 4 }

    /// Every calls to `deposit` made through the hook, by callers and churners.
    var depositCalls: Int { callers * callsEach + 3 * rounds }

    /// Runs every thread at once and returns when all are done.
    func run() {
        runOnThreads(callerBodies() + [adviceBody, selectorBody, busBody, pluginBody])
    }

    private func callerBodies() -> [@Sendable () -> Void] {
        callerVaults.map { vault in
            { [self] in
                for call in 0..<callsEach {
                    _ = vault.deposit(1)
                    if call % 4 == 3 { bus.publish(Moved(x: call), from: vault) }
                }
            }
        }
    }

    /// Instance advice on its own vault, advice on every receiver, and once-advice; its own
    /// deposit makes sure each round's once-advice has run before the next is installed.
    private var adviceBody: @Sendable () -> Void {
        { [self] in
            let (ownAroundRuns, sharedRuns, onceRuns) = (ownAroundRuns, sharedRuns, onceRuns)
            for round in 0..<rounds {
                let member = census.member()
                let own = try? registry.on(Vault.depositHook, scope: .instance(adviceVault)).around { invocation in
                    member.touch()
                    ownAroundRuns.bump()
                    return invocation.proceed()
                }
                let shared = try? registry.on(Vault.depositHook, position: round % 2 == 0 ? .first : .last).before {
                    _, _ in
                    member.touch()
                    sharedRuns.bump()
                }
                _ = try? registry.on(Vault.depositHook, once: true).before { _, _ in
                    member.touch()
                    onceRuns.bump()
                }
                _ = adviceVault.deposit(1)
                own?.remove()
                shared?.remove()
            }
        }
    }

    /// Selector around advice on every `Vault` hook, which counts the calls on its own vault.
    private var selectorBody: @Sendable () -> Void {
        { [self] in
            let (vault, selectorOwnRuns) = (selectorVault, selectorOwnRuns)
            for _ in 0..<rounds {
                let member = census.member()
                let token = try? registry.on(matching: "Vault.*", named: "churn selector").around { invocation in
                    member.touch()
                    if invocation.receiver === vault { selectorOwnRuns.bump() }
                    return invocation.proceed()
                }
                _ = vault.deposit(1)
                _ = vault.audit()
                token?.remove()
            }
        }
    }

    /// A subscription to its own source and one to every source, each cancelled after one event.
    private var busBody: @Sendable () -> Void {
        { [self] in
            let (source, ownDeliveries) = (Witness(), ownDeliveries)
            for round in 0..<rounds {
                let member = census.member()
                let own = bus.subscribe(to: Moved.self, from: source) { _ in
                    member.touch()
                    ownDeliveries.bump()
                }
                let everyone = bus.subscribe(to: Moved.self) { _ in member.touch() }
                bus.publish(Moved(x: round), from: source)
                own.cancel()
                everyone.cancel()
            }
        }
    }

    /// A plugin installed, used once and uninstalled, each round.
    private var pluginBody: @Sendable () -> Void {
        { [self] in
            for _ in 0..<rounds {
                let plugin = ChurnPlugin(vault: pluginVault, runs: pluginOwnRuns, member: census.member())
                guard (try? host.install(plugin)) != nil else { continue }
                _ = pluginVault.deposit(1)
                try? host.uninstall(plugin.id)
            }
        }
    }
}

/// A plugin with instance advice on one vault and a subscription, for ``Churn``.
private final class ChurnPlugin: Plugin {
    let id = "churn"
    let vault: Vault
    let runs: Tally
    let member: Census.Member

    init(vault: Vault, runs: Tally, member: Census.Member) {
        (self.vault, self.runs, self.member) = (vault, runs, member)
    }

    func install(into context: PluginContext) throws {
        try context.on(Vault.depositHook, scope: .instance(vault)).after { [runs, member] _, _, _ in
            member.touch()
            runs.bump()
        }
        try context.subscribe(to: Moved.self) { [member] _ in member.touch() }
    }
}
