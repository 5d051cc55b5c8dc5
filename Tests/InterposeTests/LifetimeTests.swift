import Interpose
import Testing

@Suite("Lifetimes")
struct LifetimeTests {
    let registry = AspectRegistry()

    @Test("a call keeps the registry it started with, even when the receiver moves to another mid-call")
    func registrySwappedMidCall() throws {
        var first: AspectRegistry? = AspectRegistry()
        let receiver = Rehomable(registry: first!)
        let watched = WeakBox(first)
        let trail = Trail()
        try first!.around(Rehomable.ping) { invocation in
            invocation.receiver.aspectRegistry = AspectRegistry()
            trail.note("registry alive during the call: \(watched.object != nil)")
            return invocation.proceed() + 1
        }
        try first!.after(Rehomable.ping) { _, _, result in trail.note("after \(result)") }
        first = nil
        #expect(receiver.ping(1) == 2)
        #expect(trail.all == ["registry alive during the call: true", "after 1"])
        #expect(watched.object == nil)
        #expect(receiver.ping(1) == 1)
    }

    @Test("instance advice removed by its token is freed once its instance goes")
    func removedInstanceAdviceFreed() throws {
        let captured = try removeAdviceThenDropVault(made: TidyVault.init)
        #expect(captured.object == nil)
    }

    @Test("for a type that does not clean up in deinit, removed instance advice is freed at the next change")
    func removedInstanceAdviceFreedLazily() throws {
        let captured = try removeAdviceThenDropVault(made: Vault.init)
        #expect(captured.object != nil)
        try registry.before(Vault.audit) { _, _ in }
        #expect(captured.object == nil)
    }

    /// Installs instance advice that captures a witness on a vault `made` builds, calls it,
    /// removes the advice while the vault lives, then lets the vault go.
    ///
    /// - Returns: A weak reference to the witness, to see when the advice is freed.
    private func removeAdviceThenDropVault(
        made: (AspectRegistry, Int) -> Vault
    ) throws -> WeakBox<Witness> {
        let captured = WeakBox<Witness>(nil)
        do {
            let vault = made(registry, 0)
            let witness = Witness()
            captured.object = witness
            let token = try registry.before(Vault.deposit, scope: .instance(vault)) { _, _ in witness.touch() }
            _ = vault.deposit(1)
            token.remove()
            #expect(captured.object != nil, "a call on the live instance could still be running it")
        }
        return captured
    }

    @Test("a call an instance makes from its own deinit runs without the instance's advice")
    func callFromDeinit() throws {
        let trail = Trail()
        do {
            let vault = ClosingVault(registry: registry)
            try registry.before(Vault.deposit, scope: .instance(vault)) { _, amount in trail.note("advised \(amount)") }
            try registry.before(Vault.deposit) { _, amount in trail.note("every vault \(amount)") }
            _ = vault.deposit(5)
        }
        #expect(trail.all == ["advised 5", "every vault 5", "every vault 1"])
    }

    @Test("a stream read from a bus that goes away finishes")
    func streamOutlivesBus() async {
        var bus: EventBus? = EventBus()
        let stream = bus!.events(of: Moved.self)
        bus!.publish(Moved(x: 1))
        bus = nil
        var received: [Int] = []
        for await event in stream { received.append(event.x) }
        #expect(received == [1])
    }
}
