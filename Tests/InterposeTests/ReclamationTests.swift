import Dispatch
import Foundation
import Interpose
import TestSupport
import Testing

/// A plugin whose advice captures the plugin itself, as most plugins' advice does.
private final class SelfCapturingPlugin: Plugin, Sendable {
    let id = "self-capturing"

    func install(into context: PluginContext) throws {
        try context.on(Vault.depositHook).before { _, _ in self.touch() }
        try context.subscribe(to: Moved.self) { _ in self.touch() }
    }

    func touch() {}
}

/// Memory comes back: what advice and subscriptions captured is freed once they are removed
/// and no call can still be running them, on private registries and on the default one.
///
/// Serialized: three tests advise `Vault.deposit` on the default registry, and one of them
/// holds a thread inside that hook, so run side by side the others would rightly find their
/// advice still held back by it.
@Suite("Reclamation", .serialized)
struct ReclamationTests {
    @Test(
        "a removed advice's captures are freed at once when no call is running",
        arguments: [false, true])
    func removedAdviceFreed(onDefault: Bool) throws {
        let registry = onDefault ? AspectRegistry.default : AspectRegistry()
        let vault = Vault(registry: registry)
        let captured = WeakBox<Witness>(nil)
        do {
            let witness = Witness()
            captured.object = witness
            let token = try registry.on(Vault.depositHook).before { _, _ in witness.touch() }
            _ = vault.deposit(1)
            token.remove()
        }
        #expect(captured.object == nil)
    }

    @Test(
        "advice removed while another thread is inside it is freed when that call returns",
        arguments: [false, true])
    func removedMidCall(onDefault: Bool) throws {
        let registry = onDefault ? AspectRegistry.default : AspectRegistry()
        let vault = Vault(registry: registry)
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let captured = WeakBox<Witness>(nil)
        let token: AdviceToken
        do {
            let witness = Witness()
            captured.object = witness
            token = try registry.on(Vault.depositHook, scope: .instance(vault)).around { invocation in
                witness.touch()
                entered.signal()
                release.wait()
                return invocation.proceed()
            }
        }
        let finished = DispatchSemaphore(value: 0)
        Thread {
            _ = vault.deposit(1)
            finished.signal()
        }.start()
        entered.wait()
        token.remove()
        #expect(captured.object != nil, "the call under way still runs the advice")
        release.signal()
        finished.wait()
        // Another test's thread may be freeing it at that moment (a drain frees every slot
        // no thread reads): wait for that, not for time.
        Reclamation.settle()
        #expect(captured.object == nil)
        #expect(vault.balance == 1)
    }

    @Test("an uninstalled plugin is freed, advice and subscriptions and all", arguments: [false, true])
    func uninstalledPluginFreed(onDefault: Bool) throws {
        let registry = onDefault ? AspectRegistry.default : AspectRegistry()
        let host = PluginHost(registry: registry, bus: EventBus())
        let watched = WeakBox<SelfCapturingPlugin>(nil)
        do {
            let plugin = SelfCapturingPlugin()
            watched.object = plugin
            try host.install(plugin)
        }
        _ = Vault(registry: registry).deposit(1)
        host.bus.publish(Moved(x: 1))
        #expect(watched.object != nil)
        try host.uninstall("self-capturing")
        #expect(watched.object == nil)
    }

    @Test("removed advice on an async hook is freed once the calls that ran it return")
    func removedAsyncAdviceFreed() async throws {
        let registry = AspectRegistry()
        let feed = Feed(registry: registry)
        let captured = WeakBox<Witness>(nil)
        let token: AdviceToken
        do {
            let witness = Witness()
            captured.object = witness
            token = try registry.on(Feed.loadHook).before { _, _ in witness.touch() }
        }
        _ = try await feed.load("news")
        token.remove()
        #expect(captured.object == nil)
    }

    @Test("a cancelled subscription's captures are freed")
    func cancelledSubscriptionFreed() {
        #expect(Witness.cancelledSubscription(on: EventBus()).object == nil)
    }

    @Test("once-advice in a loop keeps nothing once it has run")
    func onceAdviceInALoop() throws {
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        var boxes: [WeakBox<Witness>] = []
        for _ in 0..<100 {
            let witness = Witness()
            boxes.append(WeakBox(witness))
            try registry.on(Vault.depositHook, once: true).before { _, _ in witness.touch() }
            _ = vault.deposit(1)
        }
        #expect(boxes.allSatisfy { $0.object == nil })
        #expect(registry.isEmpty)
    }

    @Test("calls and churn on many threads end with every removed advice freed")
    func churnEndsClean() throws {
        let registry = AspectRegistry()
        let vault = Vault(registry: registry)
        let boxes = Guarded<[WeakBox<Witness>]>([])
        try registry.on(Vault.depositHook).before { _, _ in }
        let callers: [@Sendable () -> Void] = (0..<3).map { _ in
            { for _ in 0..<20_000 { _ = vault.deposit(1) } }
        }
        let changer: @Sendable () -> Void = {
            for _ in 0..<2_000 {
                let witness = Witness()
                boxes.withLock { $0.append(WeakBox(witness)) }
                let token = try? registry.on(Vault.depositHook).around { invocation in
                    witness.touch()
                    return invocation.proceed()
                }
                token?.remove()
            }
        }
        runOnThreads(callers + [changer])
        #expect(vault.balance == 60_000)
        #expect(boxes.withLock { $0.allSatisfy { $0.object == nil } })
    }
}
