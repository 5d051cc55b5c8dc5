import Foundation
import Interpose
import TestSupport
import Testing

/// Re-entrancy and recursion: advice that calls its own hook, subscribers that publish,
/// plugins that install and uninstall plugins from inside advice, and a recursion 10,000 calls
/// deep through an advised hook. None deadlocks, each runs in a defined order, and the stack
/// holds.
@Suite("Re-entrancy and recursion")
struct ReentrancyTests {
    let registry = AspectRegistry()
    let trail = Trail()

    @Test("advice that calls its own hook runs again at every level, outermost first, bodies innermost first")
    func adviceCallsItsOwnHook() throws {
        let vault = Vault(registry: registry)
        try registry.on(Vault.depositHook, named: "outer").around { [trail] invocation in
            let amount = invocation.arguments
            trail.note("enter \(amount)")
            if amount > 0 { _ = invocation.receiver.deposit(amount - 1) }
            let balance = invocation.proceed()
            trail.note("leave \(amount)")
            return balance
        }
        try registry.on(Vault.depositHook, named: "inner").before { [trail] _, amount in trail.note("body \(amount)") }
        #expect(vault.deposit(2) == 3)
        #expect(
            trail.all == [
                "enter 2", "enter 1", "enter 0", "body 0", "leave 0", "body 1", "leave 1", "body 2", "leave 2",
            ])
    }

    @Test("advice installed or removed from inside advice applies from the next call, not the one under way")
    func changesFromInsideAdvice() throws {
        let vault = Vault(registry: registry)
        let own = Guarded<AdviceToken?>(nil)
        let token = try registry.on(Vault.depositHook, named: "first").before { [registry, trail] _, amount in
            trail.note("first \(amount)")
            _ = try? registry.on(Vault.depositHook, named: "late \(amount)").before { _, next in
                trail.note("late \(amount) sees \(next)")
            }
            own.withLock { $0?.remove() }
        }
        own.withLock { $0 = token }
        _ = vault.deposit(1)
        _ = vault.deposit(2)
        #expect(trail.all == ["first 1", "late 1 sees 2"])
        #expect(registry.installedAdvice().map(\.name) == ["late 1"])
    }

    @Test("a subscriber that publishes delivers depth first; one subscribed during delivery hears only later events")
    func subscriberPublishes() {
        let bus = EventBus()
        bus.subscribe(to: Moved.self, named: "A") { [trail] moved in
            trail.note("A \(moved.x)")
            if moved.x == 2 { bus.subscribe(to: Moved.self, named: "C") { trail.note("C \($0.x)") } }
            if moved.x > 0 { bus.publish(Moved(x: moved.x - 1)) }
        }
        bus.subscribe(to: Moved.self, named: "B") { [trail] moved in trail.note("B \(moved.x)") }
        bus.publish(Moved(x: 2))
        #expect(trail.all == ["A 2", "A 1", "A 0", "B 0", "C 0", "B 1", "C 1", "B 2"])
        #expect(bus.subscriptions().map(\.name) == ["A", "B", "C"])
    }

    @Test("a plugin installs another from inside its advice and uninstalls itself from inside its advice")
    func pluginsFromInsideAdvice() throws {
        let host = PluginHost(registry: registry, bus: EventBus())
        let vault = Vault(registry: registry)
        let installer = Hooked("installer") { [host, trail] context in
            try context.on(Vault.depositHook, named: "installer").before { _, amount in
                trail.note("installer \(amount)")
                if amount == 1 { try? host.install(ProbePlugin("late", trail: trail)) }
                if amount == 3 { try? host.uninstall("installer") }
            }
        }
        try host.install(installer)
        for amount in 1...4 { _ = vault.deposit(amount) }
        #expect(
            trail.all == [
                "installer 1", "install late", "installer 2", "late advice", "installer 3", "late advice",
                "late advice",
            ])
        #expect(host.installedPlugins == ["late"])
        #expect(registry.installedAdvice().map(\.owner) == ["late"])
        #expect(vault.balance == 10)
    }

    @Test("a change observer that changes the registry sees every change once, in order")
    func observerChangesRegistry() throws {
        let vault = Vault(registry: registry)
        let seen = Trail()
        let observation = registry.observeChanges { [registry] change in
            seen.note("\(change.kind) \(change.advice.name ?? "?")")
            guard change.kind == .installed, change.advice.name == "trigger" else { return }
            _ = try? registry.on(Vault.depositHook, named: "echo").before { _, _ in }
        }
        let trigger = try registry.on(Vault.depositHook, named: "trigger").before { _, _ in }
        trigger.remove()
        _ = vault.deposit(1)
        observation.cancel()
        #expect(seen.all == ["installed trigger", "installed echo", "removed trigger"])
    }

    static let depth = 10_000
    /// The most stack one call through the hook may take with all five kinds of advice. A debug
    /// build takes about 10 KiB; an optimized one about 1.2 KiB (2 KiB with flow advice alone).
    static let budgetPerCall = 16 << 10
    /// A thread stack that fits the budget at full depth; memory is only touched as deep as the
    /// recursion goes.
    static let stackSize = (depth + 1) * budgetPerCall + (1 << 20)

    /// Not under a sanitizer: their frames are several times larger, and ThreadSanitizer
    /// prepares shadow memory for a thread's whole stack, which takes minutes for one this big.
    /// The recursion has one thread, so there is no race for a sanitizer to find.
    @Test(
        "a recursion 10,000 calls deep through a hook with around, before, after, selector and flow advice",
        .disabled(if: Sanitizer.isActive, "a sanitizer's frames outgrow the budget; plain builds run it"))
    func deepRecursion() throws {
        let ladder = Ladder(registry: registry)
        let (around, nested, selected) = (Tally(), Tally(), Tally())
        let order = Guarded<(down: [Int], up: [Int])>(([], []))
        let deepest = Guarded(0)
        try registry.on(Ladder.climbHook, named: "around").around { invocation in
            around.bump()
            return invocation.proceed()
        }
        try registry.on(Ladder.climbHook, named: "before").before { _, rungs in
            order.withLock { $0.down.append(rungs) }
            if rungs == 0 { deepest.withLock { $0 = StackProbe.here() } }
        }
        try registry.on(Ladder.climbHook, named: "after").after { _, rungs, _ in order.withLock { $0.up.append(rungs) }
        }
        try registry.on(matching: "Ladder.*", named: "selector").before { _ in selected.bump() }
        try registry.on(Ladder.climbHook, named: "nested", flow: .inside(Ladder.climbHook)).before { _, _ in
            nested.bump()
        }
        let (climbed, top) = StackProbe.run(stackSize: Self.stackSize) {
            (ladder.climb(Self.depth), StackProbe.here())
        }
        let calls = Self.depth + 1
        #expect(climbed == Self.depth)
        #expect(around.count == calls)
        #expect(selected.count == calls)
        #expect(nested.count == calls, "as in AspectJ's cflow, a call is inside its own flow")
        let (down, up) = order.withLock { $0 }
        #expect(down == Array((0...Self.depth).reversed()))
        #expect(up == Array(0...Self.depth))
        let perCall = (top - deepest.withLock { $0 }) / Self.depth
        print("recursion: \(perCall) bytes of stack per call through the hook (\(perCall * calls) in all)")
        #expect(perCall < Self.budgetPerCall)
    }
}
