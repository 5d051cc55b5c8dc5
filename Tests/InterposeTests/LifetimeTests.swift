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
        try first!.on(Rehomable.pingHook).around { invocation in
            invocation.receiver.aspectRegistry = AspectRegistry()
            trail.note("registry alive during the call: \(watched.object != nil)")
            return invocation.proceed() + 1
        }
        try first!.on(Rehomable.pingHook).after { _, _, result in trail.note("after \(result)") }
        first = nil
        #expect(receiver.ping(1) == 2)
        #expect(trail.all == ["registry alive during the call: true", "after 1"])
        #expect(watched.object == nil)
        #expect(receiver.ping(1) == 1)
    }

    @Test("instance advice removed by its token is freed at once, while its instance lives on")
    func removedInstanceAdviceFreed() throws {
        let vault = Vault(registry: registry)
        let captured = WeakBox<Witness>(nil)
        do {
            let witness = Witness()
            captured.object = witness
            let token = try registry.on(Vault.depositHook, scope: .instance(vault)).before { _, _ in witness.touch() }
            _ = vault.deposit(1)
            token.remove()
        }
        #expect(captured.object == nil)
        #expect(vault.deposit(1) == 2)
    }

    @Test("instance advice is freed with its instance when the type cleans up in deinit, else at the next change")
    func instanceAdviceFreedWithInstance() throws {
        let tidy = try adviseThenDropVault(made: TidyVault.init)
        #expect(tidy.object == nil)
        let plain = try adviseThenDropVault(made: Vault.init)
        #expect(plain.object != nil)
        try registry.on(Vault.auditHook).before { _, _ in }
        #expect(plain.object == nil)
    }

    /// Installs instance advice that captures a witness on a vault `made` builds, calls it,
    /// then lets the vault go.
    ///
    /// - Returns: A weak reference to the witness, to see when the advice is freed.
    private func adviseThenDropVault(made: (AspectRegistry, Int) -> Vault) throws -> WeakBox<Witness> {
        let captured = WeakBox<Witness>(nil)
        do {
            let vault = made(registry, 0)
            let witness = Witness()
            captured.object = witness
            try registry.on(Vault.depositHook, scope: .instance(vault)).before { _, _ in witness.touch() }
            _ = vault.deposit(1)
        }
        return captured
    }

    @Test("a call an instance makes from its own deinit still runs the instance's advice")
    func callFromDeinit() throws {
        let trail = Trail()
        do {
            let vault = ClosingVault(registry: registry)
            try registry.on(Vault.depositHook, scope: .instance(vault)).before { _, amount in
                trail.note("advised \(amount)")
            }
            try registry.on(Vault.depositHook).before { _, amount in trail.note("every vault \(amount)") }
            _ = vault.deposit(5)
        }
        #expect(trail.all == ["advised 5", "every vault 5", "advised 1", "every vault 1"])
    }

    @Test("in its own deinit an instance's calls run its advice, with it as receiver, until the type frees that advice")
    func callsFromDeinitUntilFreed() throws {
        let trail = Trail()
        let weakly = WeakBox<Vault>(nil)
        do {
            let vault = SettlingVault(registry: registry)
            let identity = ObjectIdentifier(vault)
            weakly.object = vault
            try registry.on(Vault.depositHook, scope: .instance(vault)).before { [weakly] receiver, amount in
                let same = ObjectIdentifier(receiver) == identity
                trail.note("advised \(amount), same receiver: \(same), weakly held: \(weakly.object != nil)")
            }
            try registry.on(Vault.depositHook).before { _, amount in trail.note("every vault \(amount)") }
            _ = vault.deposit(5)
        }
        #expect(
            trail.all == [
                "advised 5, same receiver: true, weakly held: true", "every vault 5",
                "advised 1, same receiver: true, weakly held: false", "every vault 1", "every vault 2",
            ])
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
